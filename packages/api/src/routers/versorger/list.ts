import { ZVersorgerListQuery, ZVersorgerListResult } from '@lap/contracts';
import { listVersorger } from '../../services/versorger/list.service.js';
import { staffProcedure } from '../../procedures.js';

/** The supplier table 'Auskünfte der Infrastrukturbetreiber' (tRPC only: the spec gives no path). */
export const listProcedure = staffProcedure((fx) => ({ auftragId: fx.auftragId }))
  .input(ZVersorgerListQuery)
  .output(ZVersorgerListResult)
  .query(({ ctx, input }) => listVersorger(ctx, input));
