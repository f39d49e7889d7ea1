import type { TLoginInput } from '@lap/contracts';
import { unchecked, bodyObject, type RestRoute } from './route.js';

/** The accounts: sign-in and -out, registration with captcha, e-mail flows (spec 000 §7 Account). */
export const ACCOUNT_ROUTES: RestRoute[] = [
  { method: 'POST', path: 'api/Account/Login', call: (c, r) => c.account.login(unchecked<TLoginInput>(r.body)) },
  {
    method: 'POST',
    path: 'api/Account/Logout',
    call: (c, r) => {
      const returnUrl = bodyObject(r.body).returnUrl;
      return c.account.logout(typeof returnUrl === 'string' ? { returnUrl } : {});
    },
  },
  { method: 'GET', path: 'api/Account/CaptchaChallenge', call: (c) => c.account.captcha() },
  { method: 'POST', path: 'api/Account/Register', call: (c, r) => c.account.register(unchecked(bodyObject(r.body))) },
  {
    method: 'POST',
    path: 'api/Account/ForgotPassword',
    // `f=rlo` may come as query (the page's URL) or in the body
    call: (c, r) =>
      c.account.forgotPassword(unchecked({ ...bodyObject(r.body), ...(r.query.f ? { f: r.query.f } : {}) })),
  },
  {
    method: 'POST',
    path: 'api/Account/NewEmail/{userId}',
    call: (c, r) => c.account.newEmail(unchecked({ ...bodyObject(r.body), userId: r.params.userId })),
  },
  {
    method: 'GET',
    path: 'api/Account/ConfirmEmail',
    call: (c, r) => c.account.confirmEmail(unchecked({ userId: r.query.userId ?? r.query.userid, code: r.query.code })),
  },
  {
    method: 'POST',
    path: 'api/Account/ResetPassword',
    call: (c, r) => c.account.resetPassword(unchecked(bodyObject(r.body))),
  },
  {
    method: 'POST',
    path: 'api/Account/unsubscribenewsletter',
    call: (c, r) =>
      c.account.unsubscribeNewsletter(unchecked(typeof r.body === 'string' ? { email: r.body } : bodyObject(r.body))),
  },
];
