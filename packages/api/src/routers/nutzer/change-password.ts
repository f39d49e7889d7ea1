import { ZChangePasswordInput, ZMessageResult } from '@lap/contracts';
import { changePassword } from '../../services/nutzer/nutzer-admin.service.js';
import { adminProcedure } from '../../procedures.js';

export const changePasswordProcedure = adminProcedure()
  .input(ZChangePasswordInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => changePassword(ctx, input.id, input.password));
