import { router } from '../../trpc.js';
import {
  confirmEmailProcedure,
  forgotPasswordProcedure,
  newEmailProcedure,
  resetPasswordProcedure,
  unsubscribeNewsletterProcedure,
} from './email-flows.js';
import { loginProcedure } from './login.js';
import { logoutProcedure } from './logout.js';
import { meProcedure } from './me.js';
import { captchaProcedure, registerProcedure, resendConfirmationProcedure } from './registration.js';

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
