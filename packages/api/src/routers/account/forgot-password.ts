import { ZForgotPasswordInput, ZMessageResult } from '@lap/contracts';
import { forgotPassword } from '../../services/account/account.service.js';
import { publicProcedure } from '../../procedures.js';

export const forgotPasswordProcedure = publicProcedure('öffentlich: gleiche Antwort für jede Adresse')
  .input(ZForgotPasswordInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => forgotPassword(ctx, input.email, input.f));
