import { router } from '../../trpc.js';
import { loginProcedure } from './login.js';
import { logoutProcedure } from './logout.js';
import { meProcedure } from './me.js';
import { captchaProcedure } from './captcha.js';
import { registerProcedure } from './register.js';
import { resendConfirmationProcedure } from './resend-confirmation.js';
import { confirmEmailProcedure } from './confirm-email.js';
import { forgotPasswordProcedure } from './forgot-password.js';
import { resetPasswordProcedure } from './reset-password.js';
import { newEmailProcedure } from './new-email.js';
import { unsubscribeNewsletterProcedure } from './unsubscribe-newsletter.js';

export const accountRouter = router({
  login: loginProcedure,
  logout: logoutProcedure,
  me: meProcedure,
  captcha: captchaProcedure,
  register: registerProcedure,
  resendConfirmation: resendConfirmationProcedure,
  confirmEmail: confirmEmailProcedure,
  forgotPassword: forgotPasswordProcedure,
  resetPassword: resetPasswordProcedure,
  newEmail: newEmailProcedure,
  unsubscribeNewsletter: unsubscribeNewsletterProcedure,
});
