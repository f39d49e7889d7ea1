import { ZRollenListQuery, ZRollenListResult } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { listRollen } from '../../services/nutzer/rolle.service.js';

export const getRollenListProcedure = roleProcedure('Administration')
  .input(ZRollenListQuery)
  .output(ZRollenListResult)
  .query(({ ctx, input }) => listRollen(ctx, input));
