import { ZNutzerListQuery, ZNutzerListResult } from '@lap/contracts';
import { listNutzer } from '../../services/nutzer/nutzer-list.service.js';
import { adminProcedure } from '../../procedures.js';

export const listProcedure = adminProcedure()
  .input(ZNutzerListQuery)
  .output(ZNutzerListResult)
  .query(({ ctx, input }) => listNutzer(ctx, input));
