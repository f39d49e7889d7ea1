import { ZConfirmEmailInput, ZForgotPasswordInput, ZMessageResult, ZNewEmailInput, ZResetPasswordInput, ZUnsubscribeInput } from '@lap/contracts';
import { authedProcedure, publicProcedure } from '../../trpc.js';
import { confirmEmail, forgotPassword, requestNewEmail, resetPassword, unsubscribeNewsletter } from '../../services/account/account.service.js';

export const confirmEmailProcedure = publicProcedure
  .input(ZConfirmEmailInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => confirmEmail(ctx, input.userId, input.code));

export const forgotPasswordProcedure = publicProcedure
  .input(ZForgotPasswordInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => forgotPassword(ctx, input.email, input.f));

export const resetPasswordProcedure = publicProcedure
  .input(ZResetPasswordInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => resetPassword(ctx, input));

export const newEmailProcedure = authedProcedure
  .input(ZNewEmailInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => requestNewEmail(ctx, input.userId, input.newEmail, input.password));

export const unsubscribeNewsletterProcedure = publicProcedure
  .input(ZUnsubscribeInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => unsubscribeNewsletter(ctx, input.email));
