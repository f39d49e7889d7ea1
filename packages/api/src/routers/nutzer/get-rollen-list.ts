import { ZRollenListQuery, ZRollenListResult } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { listRollen } from '../../services/nutzer/rolle.service.js';
import { roles } from '../../access.js';

export const getRollenListProcedure = roleProcedure('Administration')
  .meta({ access: roles(['Administration']) })
  .input(ZRollenListQuery)
  .output(ZRollenListResult)
  .query(({ ctx, input }) => listRollen(ctx, input));
