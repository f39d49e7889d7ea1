import type { Loaded } from '@mikro-orm/core';
import { Session, type ISession } from '../entities/session.js';
import type { IUser } from '../entities/user.js';
import type { Em } from '../orm.js';
import { generateToken, hashToken } from './tokens.js';

export type SessionWithUser = Loaded<ISession, 'user' | 'user.roles'>;

/**
 * Creates a session and flushes. The returned token goes into the cookie; the row's id is its
 * sha256, so `findValid(em, hashToken(token))` finds it again.
 */
export async function create(
  em: Em,
  input: { user: IUser | string; expiresAt: Date; now?: Date },
): Promise<{ token: string; session: ISession }> {
  const token = generateToken();
  const now = input.now ?? new Date();
  const session = em.create(Session, {
    id: hashToken(token),
    user: input.user,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: input.expiresAt,
  });
  await em.flush();
  return { token, session };
}

/** A session that is neither revoked nor expired and whose user still exists, with user and roles. */
export async function findValid(em: Em, id: string, now: Date = new Date()): Promise<SessionWithUser | null> {
  return em.findOne(
    Session,
    { id, revokedAt: null, expiresAt: { $gt: now }, user: { deletedAt: null } },
    { populate: ['user', 'user.roles'] },
  );
}

/** Marks activity; pass `expiresAt` for a sliding expiry. */
export async function touch(em: Em, id: string, options: { now?: Date; expiresAt?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  await em.nativeUpdate(
    Session,
    { id },
    options.expiresAt ? { lastSeenAt: now, expiresAt: options.expiresAt } : { lastSeenAt: now },
  );
}

export async function revoke(em: Em, id: string, now: Date = new Date()): Promise<void> {
  await em.nativeUpdate(Session, { id, revokedAt: null }, { revokedAt: now });
}

/** Revokes every open session of a user (password change, deletion), optionally keeping one. */
export async function revokeAllForUser(
  em: Em,
  userId: string,
  options: { exceptId?: string; now?: Date } = {},
): Promise<number> {
  return em.nativeUpdate(
    Session,
    { user: userId, revokedAt: null, ...(options.exceptId ? { id: { $ne: options.exceptId } } : {}) },
    { revokedAt: options.now ?? new Date() },
  );
}

/** Housekeeping for the worker: removes sessions that expired or were revoked before `before`. */
export async function deleteStale(em: Em, before: Date): Promise<number> {
  return em.nativeDelete(Session, { $or: [{ expiresAt: { $lt: before } }, { revokedAt: { $lt: before } }] });
}
