import { ZNetzartList } from '@lap/contracts';
import { listNetzarten } from '../../services/stammdaten/netzart.service.js';
import { officeProcedure } from '../../procedures.js';

/** Master data maintenance view for staff: every Netzart including id 20. */
export const allNetzartenProcedure = officeProcedure()
  .output(ZNetzartList)
  .query(({ ctx }) => listNetzarten(ctx.em, true));
