import { MSG, type TLoginInput, type TLoginOutput, type TLogoutOutput } from '@lap/contracts';
import type { Context } from '../../context.js';
import { AppError } from '../../errors.js';
import { burnPasswordCheck, verifyPassword } from './password.js';
import { users } from '@lap/db';
import { createSession, revokeSession, toSessionUser } from './session.service.js';

/** spec 000 §7 Login: checks the password, rotates the session, answers `{userId, roles}`. */
export async function login(ctx: Context, input: TLoginInput): Promise<TLoginOutput> {
  const user = await users.findByEmail(ctx.em, input.email);
  if (!user) {
    await burnPasswordCheck(input.password);
    throw new AppError('BAD_REQUEST', MSG.anmeldungFalsch);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError('BAD_REQUEST', MSG.anmeldungFalsch);
  if (!user.emailConfirmed) throw new AppError('FORBIDDEN', MSG.emailNichtBestaetigt);

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
