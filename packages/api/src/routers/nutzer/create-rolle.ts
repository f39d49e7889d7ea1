import { ZCreateRolleInput, ZCreateRolleResult } from '@lap/contracts';
import { createRolle } from '../../services/nutzer/rolle.service.js';
import { adminProcedure } from '../../procedures.js';

export const createRolleProcedure = adminProcedure()
  .input(ZCreateRolleInput)
  .output(ZCreateRolleResult)
  .mutation(({ ctx, input }) => createRolle(ctx, input.name));
