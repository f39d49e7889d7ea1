import { createHash, randomBytes } from 'node:crypto';
import type { Em } from '@lap/db';
import { Session, User, type IUser } from '@lap/db';
import type { TSessionUser } from '@lap/contracts';

/** Sliding idle timeout and absolute lifetime of a session (our decision, docs/decisions.md). */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 14 * 24 * 60 * 60 * 1000;
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** The cookie carries a random token; the database only its sha256, so a leaked table opens nothing. */
export function sessionIdFromToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function toSessionUser(user: IUser): TSessionUser {
  return {
    userId: user.id,
    email: user.email,
    vorname: user.vorname,
    name: user.name,
    roles: user.roles.getItems().map((r) => r.name).sort(),
  };
}

export async function createSession(em: Em, user: IUser, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  em.create(Session, { id: sessionIdFromToken(token), user, createdAt: now, lastSeenAt: now, expiresAt });
  await em.flush();
  return { token, expiresAt };
}

/** Finds the live session of a cookie token and slides its expiry; null when absent, expired or revoked. */
export async function resolveSession(
  em: Em,
  token: string | undefined,
  now = new Date(),
): Promise<{ id: string; user: TSessionUser; expiresAt: Date } | null> {
  if (!token || token.length > 200) return null;
  const id = sessionIdFromToken(token);
  const session = await em.findOne(
    Session,
    { id, revokedAt: null, expiresAt: { $gt: now } },
    { populate: ['user', 'user.roles'] },
  );
  if (!session || session.user.deletedAt) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    session.lastSeenAt = now;
    session.expiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, session.createdAt.getTime() + SESSION_ABSOLUTE_MS));
    await em.flush();
  }
  return { id, user: toSessionUser(session.user), expiresAt: session.expiresAt };
}

export async function revokeSession(em: Em, id: string, now = new Date()): Promise<void> {
  await em.nativeUpdate(Session, { id, revokedAt: null }, { revokedAt: now });
}

/** Ends every session of a user except, optionally, the current one (password change, reset, deletion). */
export async function revokeUserSessions(em: Em, userId: string, exceptId?: string, now = new Date()): Promise<number> {
  const where = exceptId ? { user: userId, revokedAt: null, id: { $ne: exceptId } } : { user: userId, revokedAt: null };
  return em.nativeUpdate(Session, where, { revokedAt: now });
}

export async function findUserByEmail(em: Em, email: string): Promise<IUser | null> {
  return em.findOne(User, { email: email.trim().toLowerCase() }, { populate: ['roles'] });
}
