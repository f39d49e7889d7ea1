import { ZCaptchaChallenge } from '@lap/contracts';
import { createChallenge } from '../../services/account/captcha.service.js';
import { publicProcedure } from '../../procedures.js';

export const captchaProcedure = publicProcedure('öffentlich: Registrierung')
  .output(ZCaptchaChallenge)
  .query(({ ctx }) => createChallenge(ctx));
