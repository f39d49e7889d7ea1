import { ACCOUNT_MSG, MSG, type TLoginInput, type TLoginOutput, type TLogoutOutput } from '@lap/contracts';
import type { Context } from '../../context.js';
import { AppError } from '../../errors.js';
import { burnPasswordCheck, verifyPassword } from './password.js';
import { users } from '@lap/db';
import { requestAccountMail } from '../account/mail-requests.service.js';
import { hasKnownDevice, isKnownDevice, rememberDevice } from './device.js';
import { createSession, revokeSession, toSessionUser } from './session.service.js';

/**
 * spec 000 §7 Login: checks the password, rotates the session, answers `{userId, roles}`.
 * Too many wrong passwords lock the address (429) for everyone except its owner in a browser that signed
 * in before (device cookie) with the right password; the first lock asks the worker to tell the owner.
 */
export async function login(ctx: Context, input: TLoginInput): Promise<TLoginOutput> {
  const { perEmail, perIp, perDevice } = ctx.deps.loginLimiters;
  const emailKey = users.normalizeEmail(input.email);
  const tooMany = (): AppError => new AppError('TOO_MANY_REQUESTS', ACCOUNT_MSG.zuVieleAnmeldeversuche);
  const locked = await perEmail.isBlocked(ctx.em, emailKey);
  if ((await perIp.isBlocked(ctx.em, ctx.ip)) || (locked && !hasKnownDevice(ctx.cookies))) throw tooMany();

  const user = await users.findByEmail(ctx.em, input.email);
  if (!user) await burnPasswordCheck(input.password);
  const owner = user && (await verifyPassword(user.passwordHash, input.password)) ? user : null;

  if (locked) {
    // Only the owner's browser that signed in before, with the right password; everyone else stays locked out.
    const device =
      user && isKnownDevice(ctx.cookies, user.id) && !(await perDevice.isBlocked(ctx.em, user.id)) ? user : null;
    if (!device || !owner) {
      await perIp.fail(ctx.em, ctx.ip);
      if (device) await perDevice.fail(ctx.em, device.id);
      throw tooMany();
    }
  } else if (!owner) {
    await perEmail.fail(ctx.em, emailKey);
    await perIp.fail(ctx.em, ctx.ip);
    // Recorded the same way for unknown addresses; the worker mails only an existing owner.
    if (await perEmail.isBlocked(ctx.em, emailKey)) {
      await requestAccountMail(ctx.em, 'login-locked', emailKey);
      ctx.deps.kickMailer?.();
    }
    throw new AppError('BAD_REQUEST', MSG.anmeldungFalsch);
  } else {
    await perEmail.reset(ctx.em, emailKey);
  }
  // The password was right, so saying why is safe; the client offers to resend the link.
  if (!owner.emailConfirmed)
    throw new AppError('FORBIDDEN', MSG.emailNichtBestaetigt, [{ field: 'email', message: MSG.emailNichtBestaetigt }]);

  // Rotation: a session that existed before sign-in is never promoted (session fixation).
  if (ctx.session) await revokeSession(ctx.em, ctx.session.id);
  const { token, expiresAt } = await createSession(ctx.em, owner);
  ctx.cookies.writeToken(token, expiresAt);
  rememberDevice(ctx.cookies, owner.id);
  const sessionUser = toSessionUser(owner);
  return { userId: sessionUser.userId, roles: sessionUser.roles.join(',') };
}

/** Only same-site relative paths are returned, so the answer can't be used as an open redirect. */
export function safeReturnUrl(returnUrl: string | undefined): string {
  // Printable ASCII only: tabs, spaces, control characters and look-alike slashes ('∕') are how filters are fooled.
  if (!returnUrl || !/^\/[\x21-\x7e]*$/.test(returnUrl) || returnUrl.includes('\\')) return '/';
  const base = 'https://portal.invalid';
  let parsed: URL;
  try {
    parsed = new URL(returnUrl, base);
  } catch {
    return '/';
  }
  if (parsed.origin !== base || returnUrl.startsWith('//')) return '/';
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

export async function logout(ctx: Context, returnUrl: string | undefined): Promise<TLogoutOutput> {
  if (ctx.session) await revokeSession(ctx.em, ctx.session.id);
  ctx.cookies.clearToken();
  return { returnUrl: safeReturnUrl(returnUrl) };
}
