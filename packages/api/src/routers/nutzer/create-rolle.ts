import { ZCreateRolleInput, ZCreateRolleResult } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { createRolle } from '../../services/nutzer/rolle.service.js';

export const createRolleProcedure = roleProcedure('Administration')
  .input(ZCreateRolleInput)
  .output(ZCreateRolleResult)
  .mutation(({ ctx, input }) => createRolle(ctx, input.name));
