import {
  ZConfirmEmailInput,
  ZForgotPasswordInput,
  ZMessageResult,
  ZNewEmailInput,
  ZResetPasswordInput,
  ZUnsubscribeInput,
} from '@lap/contracts';
import { authedProcedure, publicProcedure } from '../../trpc.js';
import {
  confirmEmail,
  forgotPassword,
  requestNewEmail,
  resetPassword,
  unsubscribeNewsletter,
} from '../../services/account/account.service.js';
import { anyone, except, signedIn } from '../../access.js';

export const confirmEmailProcedure = publicProcedure
  .meta({ access: anyone('öffentlich: mit dem Einmal-Link aus der Mail') })
  .input(ZConfirmEmailInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => confirmEmail(ctx, input.userId, input.code));

export const forgotPasswordProcedure = publicProcedure
  .meta({ access: anyone('öffentlich: gleiche Antwort für jede Adresse') })
  .input(ZForgotPasswordInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => forgotPassword(ctx, input.email, input.f));

export const resetPasswordProcedure = publicProcedure
  .meta({ access: anyone('öffentlich: mit dem Einmal-Link aus der Mail') })
  .input(ZResetPasswordInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => resetPassword(ctx, input));

export const newEmailProcedure = authedProcedure
  .meta({
    access: except(
      signedIn('nur das eigene Konto', (fx) => ({
        userId: fx.applicantUserId,
        newEmail: 'neu@example.org',
        password: 'Falsch#2026',
      })),
      'fremde Konten',
      { otherApplicant: 403, staff: 403, admin: 403 },
    ),
  })
  .input(ZNewEmailInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => requestNewEmail(ctx, input.userId, input.newEmail, input.password));

export const unsubscribeNewsletterProcedure = publicProcedure
  .meta({ access: anyone('öffentlich: mit dem signierten Link der Adresse') })
  .input(ZUnsubscribeInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => unsubscribeNewsletter(ctx, input.email, input.token));
