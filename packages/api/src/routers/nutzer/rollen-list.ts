import { ZRollenListQuery, ZRollenListResult } from '@lap/contracts';
import { listRollen } from '../../services/nutzer/rolle.service.js';
import { adminProcedure } from '../../procedures.js';

export const rollenListProcedure = adminProcedure()
  .input(ZRollenListQuery)
  .output(ZRollenListResult)
  .query(({ ctx, input }) => listRollen(ctx, input));
