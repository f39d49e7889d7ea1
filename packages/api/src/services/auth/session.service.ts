import { hashToken, sessions, users, type Em, type UserWithRoles } from '@lap/db';
import type { TSessionUser } from '@lap/contracts';

/** Sliding idle timeout and absolute lifetime of a session (docs/decisions/security.md). */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 14 * 24 * 60 * 60 * 1000;
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export function toSessionUser(user: UserWithRoles): TSessionUser {
  return { userId: user.id, email: user.email, vorname: user.vorname, name: user.name, roles: users.roleNames(user) };
}

/** The cookie carries the random token; the database keeps only its hash. */
export async function createSession(
  em: Em,
  user: UserWithRoles,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  const { token } = await sessions.create(em, { user, expiresAt, now });
  return { token, expiresAt };
}

/**
 * Finds the live session of a cookie token and slides its expiry; null when absent, expired or revoked. Every signed-in
 * request pays this: one plain query; only a session idle for more than TOUCH_INTERVAL_MS takes the entity path to slide.
 */
export async function resolveSession(
  em: Em,
  token: string | undefined,
  now = new Date(),
): Promise<{ id: string; user: TSessionUser } | null> {
  if (!token || token.length > 200) return null;
  const id = hashToken(token);
  const lean = await sessions.findValidLean(em, id, now, new Date(now.getTime() - TOUCH_INTERVAL_MS));
  if (!lean) return null;
  if (lean.stale) {
    const session = await sessions.findValid(em, id, now);
    if (!session) return null;
    const expiresAt = new Date(
      Math.min(now.getTime() + SESSION_IDLE_MS, session.createdAt.getTime() + SESSION_ABSOLUTE_MS),
    );
    await sessions.touch(em, session.id, { now, expiresAt });
    return { id: session.id, user: toSessionUser(session.user) };
  }
  const { user } = lean;
  return {
    id: lean.id,
    user: { userId: user.id, email: user.email, vorname: user.vorname, name: user.name, roles: user.roles },
  };
}

export const revokeSession = (em: Em, id: string): Promise<void> => sessions.revoke(em, id);

/** Ends every session of a user except, optionally, the current one (password change, reset, deletion). */
export const revokeUserSessions = (em: Em, userId: string, exceptId?: string): Promise<number> =>
  sessions.revokeAllForUser(em, userId, exceptId ? { exceptId } : {});
