import { ZHistorienListQuery, ZHistorienListResult } from '@lap/contracts';
import { listHistorien } from '../../services/historie/historie.service.js';
import { officeProcedure } from '../../procedures.js';

/** GetHistorienList: /historien, the staff members with 'Historie ansehen'. */
export const listProcedure = officeProcedure()
  .input(ZHistorienListQuery)
  .output(ZHistorienListResult)
  .query(({ ctx, input }) => listHistorien(ctx, input));
