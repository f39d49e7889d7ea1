import { ZNutzerListQuery, ZNutzerListResult } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { listNutzer } from '../../services/nutzer/nutzer-list.service.js';

export const getNutzerListProcedure = roleProcedure('Administration')
  .input(ZNutzerListQuery)
  .output(ZNutzerListResult)
  .query(({ ctx, input }) => listNutzer(ctx, input));
