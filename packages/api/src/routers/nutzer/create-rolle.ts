import { ZCreateRolleInput, ZCreateRolleResult } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { createRolle } from '../../services/nutzer/rolle.service.js';
import { roles } from '../../access.js';

export const createRolleProcedure = roleProcedure('Administration')
  .meta({ access: roles(['Administration']) })
  .input(ZCreateRolleInput)
  .output(ZCreateRolleResult)
  .mutation(({ ctx, input }) => createRolle(ctx, input.name));
