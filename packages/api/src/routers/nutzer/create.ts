import { ZCreateNutzerResult, ZNutzerAdminInput } from '@lap/contracts';
import { createNutzer } from '../../services/nutzer/nutzer-admin.service.js';
import { adminProcedure } from '../../procedures.js';

export const createProcedure = adminProcedure()
  .input(ZNutzerAdminInput)
  .output(ZCreateNutzerResult)
  .mutation(({ ctx, input }) => createNutzer(ctx, input));
