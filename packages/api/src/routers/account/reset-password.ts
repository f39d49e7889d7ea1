import { ZMessageResult, ZResetPasswordInput } from '@lap/contracts';
import { resetPassword } from '../../services/account/account.service.js';
import { publicProcedure } from '../../procedures.js';

export const resetPasswordProcedure = publicProcedure('öffentlich: mit dem Einmal-Link aus der Mail')
  .input(ZResetPasswordInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => resetPassword(ctx, input));
