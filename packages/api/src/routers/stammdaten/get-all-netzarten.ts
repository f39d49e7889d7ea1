import { ZNetzartList } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { listNetzarten } from '../../services/stammdaten/netzart.service.js';
import { roles } from '../../access.js';

/** Master data maintenance view for staff: every Netzart including id 20. */
export const getAllNetzartenProcedure = roleProcedure('SbBereich', 'Administration')
  .meta({ access: roles(['SbBereich', 'Administration']) })
  .output(ZNetzartList)
  .query(({ ctx }) => listNetzarten(ctx.em, true));
