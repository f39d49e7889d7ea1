import { MSG, ZCaptchaChallenge, ZMessageResult, ZRegisterInput, ZResendConfirmationInput } from '@lap/contracts';
import { publicProcedure } from '../../trpc.js';
import { createChallenge } from '../../services/account/captcha.service.js';
import { register, resendConfirmation } from '../../services/account/account.service.js';

export const captchaProcedure = publicProcedure.output(ZCaptchaChallenge).query(({ ctx }) => createChallenge(ctx.em, ctx.deps.captchaTestAnswer));

/** spec 000 §5: field errors at the fields, summary 'Daten nicht valid'. */
export const registerProcedure = publicProcedure
  .meta({ validationMessage: MSG.datenNichtValid })
  .input(ZRegisterInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => register(ctx, input));

export const resendConfirmationProcedure = publicProcedure
  .input(ZResendConfirmationInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => resendConfirmation(ctx, input.email));
