import { ZConfirmEmailInput, ZMessageResult } from '@lap/contracts';
import { confirmEmail } from '../../services/account/account.service.js';
import { publicProcedure } from '../../procedures.js';

export const confirmEmailProcedure = publicProcedure('öffentlich: mit dem Einmal-Link aus der Mail')
  .input(ZConfirmEmailInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => confirmEmail(ctx, input.userId, input.code));
