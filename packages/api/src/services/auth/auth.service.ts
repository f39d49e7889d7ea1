import { ACCOUNT_MSG, MSG, type TLoginInput, type TLoginOutput, type TLogoutOutput } from '@lap/contracts';
import type { Context } from '../../context.js';
import { AppError } from '../../errors.js';
import { burnPasswordCheck, verifyPassword } from './password.js';
import { users } from '@lap/db';
import { createSession, revokeSession, toSessionUser } from './session.service.js';

/** spec 000 §7 Login: checks the password, rotates the session, answers `{userId, roles}`. */
export async function login(ctx: Context, input: TLoginInput): Promise<TLoginOutput> {
  const { perEmail, perIp } = ctx.deps.loginLimiters;
  const emailKey = users.normalizeEmail(input.email);
  if (perEmail.isBlocked(emailKey) || perIp.isBlocked(ctx.ip)) throw new AppError('TOO_MANY_REQUESTS', ACCOUNT_MSG.zuVieleAnmeldeversuche);
  const failed = (): AppError => {
    perEmail.fail(emailKey);
    perIp.fail(ctx.ip);
    return new AppError('BAD_REQUEST', MSG.anmeldungFalsch);
  };
  const user = await users.findByEmail(ctx.em, input.email);
  if (!user) {
    await burnPasswordCheck(input.password);
    throw failed();
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw failed();
  perEmail.reset(emailKey);
  // The password was right, so saying why is safe; the client offers to resend the link.
  if (!user.emailConfirmed) throw new AppError('FORBIDDEN', MSG.emailNichtBestaetigt, [{ field: 'email', message: MSG.emailNichtBestaetigt }]);

  // Rotation: a session that existed before sign-in is never promoted (session fixation).
  if (ctx.session) await revokeSession(ctx.em, ctx.session.id);
  const { token, expiresAt } = await createSession(ctx.em, user);
  ctx.cookies.writeToken(token, expiresAt);
  const sessionUser = toSessionUser(user);
  return { userId: sessionUser.userId, roles: sessionUser.roles.join(',') };
}

/** Only same-site relative paths are returned, so the answer can't be used as an open redirect. */
export function safeReturnUrl(returnUrl: string | undefined): string {
  if (!returnUrl || !returnUrl.startsWith('/') || returnUrl.startsWith('//') || returnUrl.includes('\\')) return '/';
  return returnUrl;
}

export async function logout(ctx: Context, returnUrl: string | undefined): Promise<TLogoutOutput> {
  if (ctx.session) await revokeSession(ctx.em, ctx.session.id);
  ctx.cookies.clearToken();
  return { returnUrl: safeReturnUrl(returnUrl) };
}
