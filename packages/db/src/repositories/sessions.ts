import type { Loaded } from '@mikro-orm/core';
import { sql, type SqlBool } from 'kysely';
import type { LooseDB } from '../list/engine.js';
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

/** What every signed-in request needs of its session: the user and their role names, plus whether to slide it. */
export interface LeanSession {
  id: string;
  user: { id: string; email: string; vorname: string; name: string; roles: string[] };
  /** Last activity before `touchBefore`: the caller slides the expiry (through `findValid` + `touch`). */
  stale: boolean;
}

/**
 * The per-request session lookup in one plain query (session ⋈ user ⋈ roles, one row per role), no entities hydrated.
 * Same validity as `findValid`; `touchBefore` marks a session whose activity is older as stale.
 */
export async function findValidLean(em: Em, id: string, now: Date, touchBefore: Date): Promise<LeanSession | null> {
  const platform = em.getPlatform();
  const rows = await em
    .getKysely<LooseDB>()
    .selectFrom('session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .leftJoin('user_role as ur', 'ur.user_id', 'u.id')
    .leftJoin('role as r', 'r.id', 'ur.role_id')
    .select([
      sql<string>`u.id`.as('userId'),
      sql<string>`u.email`.as('email'),
      sql<string>`u.vorname`.as('vorname'),
      sql<string>`u.name`.as('name'),
      sql<string | null>`r.name`.as('role'),
      sql<number>`case when s.last_seen_at < ${platform.processDateProperty(touchBefore)} then 1 else 0 end`.as(
        'stale',
      ),
    ])
    .where(
      sql<SqlBool>`s.id = ${id} and s.revoked_at is null and s.expires_at > ${platform.processDateProperty(now)} and u.deleted_at is null`,
    )
    .execute();
  const first = rows[0];
  if (!first) return null;
  const roles = rows.map((r) => r['role']).filter((r): r is string => typeof r === 'string');
  return {
    id,
    user: {
      id: String(first['userId']),
      email: String(first['email']),
      vorname: String(first['vorname']),
      name: String(first['name']),
      roles: [...new Set(roles)].sort(),
    },
    stale: Number(first['stale']) === 1,
  };
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
