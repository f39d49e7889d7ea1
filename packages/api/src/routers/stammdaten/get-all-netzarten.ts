import { ZNetzartList } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { listNetzarten } from '../../services/stammdaten/netzart.service.js';

/** Master data maintenance view for staff: every Netzart including id 20. */
export const getAllNetzartenProcedure = roleProcedure('SbBereich', 'Administration')
  .output(ZNetzartList)
  .query(({ ctx }) => listNetzarten(ctx.em, true));
