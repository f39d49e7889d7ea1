import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../entities/user.js';
import { testDatabases, type TestDatabase } from '../testing.js';
import * as roles from './roles.js';
import * as sessions from './sessions.js';
import { hashToken } from './tokens.js';
import * as users from './users.js';

describe.each(testDatabases())('users, roles and sessions on $name', ({ open }) => {
  let db: TestDatabase;
  let userId: string;

  beforeAll(async () => {
    db = await open();
    const em = db.em.fork();
    const builtin = await roles.ensureBuiltin(em);
    const user = em.create(User, {
      email: '  Klara.Kunde@Example.ORG ',
      vorname: 'Klara',
      name: 'Kunde',
      emailConfirmed: true,
    });
    user.roles.add(builtin.filter((r) => r.name === 'Antragsteller' || r.name === 'SbBereich'));
    await em.flush();
    userId = user.id;
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('creates the built-in roles once', async () => {
    const again = await roles.ensureBuiltin(db.em.fork());
    expect(again.map((r) => r.name).sort()).toEqual(['Administration', 'Antragsteller', 'SbBereich']);
    expect(await roles.findByNames(db.em.fork(), ['SbBereich', 'Unbekannt'])).toHaveLength(1);
  });

  it('stores e-mail lowercased and finds it case-insensitively', async () => {
    const em = db.em.fork();
    const raw = await em.getConnection().execute<{ email: string }[]>('select email from app_user');
    expect(raw.map((r) => r.email)).toEqual(['klara.kunde@example.org']);
    const found = await users.findByEmail(em, 'KLARA.kunde@example.org');
    expect(found?.id).toBe(userId);
    expect(found && users.roleNames(found)).toEqual(['Antragsteller', 'SbBereich']);
    expect(found?.keineFirma).toBe(false);
    expect(found?.createdAt).toBeInstanceOf(Date);
  });

  it('rejects a second account with the same address in other case', async () => {
    const em = db.em.fork();
    em.create(User, { email: 'KLARA.KUNDE@example.org', vorname: 'K', name: 'K' });
    await expect(em.flush()).rejects.toThrow();
  });

  it('hides soft-deleted users unless asked', async () => {
    const em = db.em.fork();
    const other = em.create(User, { email: 'weg@example.org', vorname: 'W', name: 'Eg', deletedAt: new Date() });
    await em.flush();
    expect(await users.findById(db.em.fork(), other.id)).toBeNull();
    expect(await users.findById(db.em.fork(), other.id, { includeDeleted: true })).not.toBeNull();
    expect(await users.findByEmail(db.em.fork(), 'weg@example.org')).toBeNull();
  });

  it('never serializes the password hash', async () => {
    const em = db.em.fork();
    const user = await users.findById(em, userId);
    if (!user) throw new Error('user missing');
    user.passwordHash = 'secret-hash';
    await em.flush();
    const reloaded = await users.findById(db.em.fork(), userId);
    expect(reloaded?.passwordHash).toBe('secret-hash');
    expect(JSON.stringify(reloaded)).not.toContain('secret-hash');
  });

  it('finds a valid session with user and roles, and not after revoke', async () => {
    const em = db.em.fork();
    const now = new Date();
    const { token, session } = await sessions.create(em, {
      user: userId,
      expiresAt: new Date(now.getTime() + 60_000),
    });
    expect(session.id).toBe(hashToken(token));
    expect(token).not.toBe(session.id);

    const valid = await sessions.findValid(db.em.fork(), hashToken(token));
    expect(valid?.user.email).toBe('klara.kunde@example.org');
    expect(valid && users.roleNames(valid.user)).toEqual(['Antragsteller', 'SbBereich']);

    const later = new Date(now.getTime() + 30_000);
    await sessions.touch(db.em.fork(), session.id, { now: later });
    const touched = await sessions.findValid(db.em.fork(), session.id);
    expect(touched?.lastSeenAt.getTime()).toBe(later.getTime());

    await sessions.revoke(db.em.fork(), session.id);
    expect(await sessions.findValid(db.em.fork(), session.id)).toBeNull();
  });

  it('does not return expired sessions', async () => {
    const { session } = await sessions.create(db.em.fork(), {
      user: userId,
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(await sessions.findValid(db.em.fork(), session.id)).toBeNull();
  });

  it('revokes all sessions of a user except the current one', async () => {
    const expiresAt = new Date(Date.now() + 60_000);
    const a = await sessions.create(db.em.fork(), { user: userId, expiresAt });
    const b = await sessions.create(db.em.fork(), { user: userId, expiresAt });
    const c = await sessions.create(db.em.fork(), { user: userId, expiresAt });
    const revoked = await sessions.revokeAllForUser(db.em.fork(), userId, { exceptId: c.session.id });
    expect(revoked).toBeGreaterThanOrEqual(2);
    expect(await sessions.findValid(db.em.fork(), a.session.id)).toBeNull();
    expect(await sessions.findValid(db.em.fork(), b.session.id)).toBeNull();
    expect(await sessions.findValid(db.em.fork(), c.session.id)).not.toBeNull();
  });
});
