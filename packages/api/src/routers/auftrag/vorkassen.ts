import { ZVorkassenListQuery, ZVorkassenListResult } from '@lap/contracts';
import { listVorkassen } from '../../services/rechnung/vorkasse.service.js';
import { staffProcedure } from '../../procedures.js';

/** /vorkasselist: prepayment orders whose payment is open (list protocol; no documented path). */
export const vorkassenProcedure = staffProcedure()
  .input(ZVorkassenListQuery)
  .output(ZVorkassenListResult)
  .query(({ ctx, input }) => listVorkassen(ctx, input));
