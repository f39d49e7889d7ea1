import { MSG, ZCaptchaChallenge, ZMessageResult, ZRegisterInput, ZResendConfirmationInput } from '@lap/contracts';
import { publicProcedure } from '../../trpc.js';
import { createChallenge } from '../../services/account/captcha.service.js';
import { register, resendConfirmation } from '../../services/account/account.service.js';
import { anyone } from '../../access.js';

export const captchaProcedure = publicProcedure
  .meta({ access: anyone('öffentlich: Registrierung') })
  .output(ZCaptchaChallenge)
  .query(({ ctx }) => createChallenge(ctx));

/** spec 000 §5: field errors at the fields, summary 'Daten nicht valid'. */
export const registerProcedure = publicProcedure
  .meta({ access: anyone('öffentlich: Registrierung') })
  .meta({ validationMessage: MSG.datenNichtValid })
  .input(ZRegisterInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => register(ctx, input));

export const resendConfirmationProcedure = publicProcedure
  .meta({ access: anyone('öffentlich: gleiche Antwort für jede Adresse') })
  .input(ZResendConfirmationInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => resendConfirmation(ctx, input.email));
