import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginFailure } from '../entities/rate-limit.js';
import { testDatabases, type TestDatabase } from '../testing.js';
import * as leases from './leases.js';
import * as loginFailures from './login-failures.js';

describe.each(testDatabases())('leases and sign-in failures on $name', ({ open }) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('gives a lease to exactly one of many contenders, renews it for its holder and hands it over after the expiry', async () => {
    const now = new Date('2026-11-25T04:00:00.000Z');
    const won = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((holder) => leases.acquire(db.em.fork(), 'test', holder, 30_000, now)),
    );
    expect(won.filter(Boolean)).toHaveLength(1);
    const holder = ['a', 'b', 'c', 'd', 'e'][won.indexOf(true)] ?? '';
    const other = holder === 'a' ? 'b' : 'a';
    const later = new Date(now.getTime() + 20_000);
    expect(await leases.acquire(db.em.fork(), 'test', holder, 30_000, later)).toBe(true);
    expect(await leases.acquire(db.em.fork(), 'test', other, 30_000, later)).toBe(false);
    expect(await leases.holderOf(db.em.fork(), 'test')).toEqual({
      holder,
      expiresAt: new Date(later.getTime() + 30_000),
    });
    // the holder renewed at +20 s: still its own at +49 s, free at +51 s
    expect(await leases.acquire(db.em.fork(), 'test', other, 30_000, new Date(now.getTime() + 49_000))).toBe(false);
    expect(await leases.acquire(db.em.fork(), 'test', other, 30_000, new Date(now.getTime() + 51_000))).toBe(true);
    // released: the next contender takes it at once
    await leases.release(db.em.fork(), 'test', other);
    expect(await leases.acquire(db.em.fork(), 'test', holder, 30_000, new Date(now.getTime() + 52_000))).toBe(true);
    expect(await leases.takeOver(db.em.fork(), 'test', 'nobody', other, 30_000)).toBe(false);
    expect(await leases.takeOver(db.em.fork(), 'test', holder, other, 30_000)).toBe(true);
  });

  it('claims due work once per interval across holders', async () => {
    const now = new Date('2026-11-25T05:00:00.000Z');
    const hour = 60 * 60 * 1000;
    const first = await Promise.all(
      ['a', 'b', 'c'].map((h) => leases.claimDue(db.em.fork(), 'stuendlich', h, hour, now)),
    );
    expect(first.filter(Boolean)).toHaveLength(1);
    // not even its holder runs it again within the hour
    for (const h of ['a', 'b', 'c'])
      expect(await leases.claimDue(db.em.fork(), 'stuendlich', h, hour, new Date(now.getTime() + hour - 1))).toBe(
        false,
      );
    expect(await leases.claimDue(db.em.fork(), 'stuendlich', 'b', hour, new Date(now.getTime() + hour + 1))).toBe(true);
  });

  it('counts sign-in failures in an exact sliding window per scope and subject, storing only hashes', async () => {
    const em = db.em.fork();
    const t0 = new Date('2026-11-25T06:00:00.000Z');
    const window = 15 * 60 * 1000;
    for (let i = 0; i < 4; i++)
      await loginFailures.record(em, 'email', 'anna@example.org', new Date(t0.getTime() + i * 60_000));
    await loginFailures.record(em, 'ip', 'anna@example.org', t0);
    expect(
      await loginFailures.count(em, 'email', 'anna@example.org', window, new Date(t0.getTime() + 5 * 60_000)),
    ).toBe(4);
    // the first failure leaves the window 15 minutes after it, the others one minute apart
    expect(
      await loginFailures.count(em, 'email', 'anna@example.org', window, new Date(t0.getTime() + window + 30_000)),
    ).toBe(3);
    expect(await loginFailures.count(em, 'email', 'bert@example.org', window, t0)).toBe(0);
    const rows = await em.find(LoginFailure, {});
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.subjectHash) && !r.subjectHash.includes('anna'))).toBe(true);
    await loginFailures.clear(em, 'email', 'anna@example.org');
    expect(
      await loginFailures.count(em, 'email', 'anna@example.org', window, new Date(t0.getTime() + 5 * 60_000)),
    ).toBe(0);
    expect(await loginFailures.count(em, 'ip', 'anna@example.org', window, new Date(t0.getTime() + 60_000))).toBe(1);
    expect(await loginFailures.deleteOlderThan(em, new Date(t0.getTime() + 1))).toBe(1);
  });
});
