import { ZCreateNutzerResult, ZNutzerAdminInput } from '@lap/contracts';
import { editNutzerAdmin } from '../../services/nutzer/nutzer-admin.service.js';
import { adminProcedure } from '../../procedures.js';

export const editProcedure = adminProcedure()
  .input(ZNutzerAdminInput)
  .output(ZCreateNutzerResult)
  .mutation(({ ctx, input }) => editNutzerAdmin(ctx, input));
