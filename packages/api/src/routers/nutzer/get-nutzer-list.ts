import { ZNutzerListQuery, ZNutzerListResult } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { listNutzer } from '../../services/nutzer/nutzer-list.service.js';
import { roles } from '../../access.js';

export const getNutzerListProcedure = roleProcedure('Administration')
  .meta({ access: roles(['Administration']) })
  .input(ZNutzerListQuery)
  .output(ZNutzerListResult)
  .query(({ ctx, input }) => listNutzer(ctx, input));
