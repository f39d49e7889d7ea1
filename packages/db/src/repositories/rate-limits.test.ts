import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Captcha } from '../entities/captcha.js';
import { RateLimit } from '../entities/rate-limit.js';
import { testDatabases, type TestDatabase } from '../testing.js';
import * as captchas from './captchas.js';
import * as rateLimits from './rate-limits.js';

describe.each(testDatabases())('rate limits and captcha housekeeping on $name', ({ open }) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('counts hits per window atomically, separately per scope and subject, keeping no address', async () => {
    const em = db.em.fork();
    const now = new Date('2026-03-04T10:00:30.000Z');
    const w = { scope: 'forgot-email', subject: 'anna@example.org', windowMs: 60_000, now };
    expect(await rateLimits.peek(em, w)).toBeNull();
    const counts = await Promise.all([1, 2, 3, 4, 5].map(() => rateLimits.hit(db.em.fork(), w)));
    expect(counts.map((c) => c.hits).sort()).toContain(5);
    expect((await rateLimits.hit(em, { ...w, now: new Date(now.getTime() + 1000) })).hits).toBe(6);
    expect(await rateLimits.peek(em, w)).toEqual({ hits: 6, lastHitAt: new Date(now.getTime() + 1000) });
    expect((await rateLimits.hit(em, { ...w, subject: 'bert@example.org' })).hits).toBe(1);
    expect((await rateLimits.hit(em, { ...w, scope: 'forgot-ip' })).hits).toBe(1);
    // the next window starts again at one
    expect((await rateLimits.hit(em, { ...w, now: new Date('2026-03-04T10:01:00.000Z') })).hits).toBe(1);
    const rows = await em.find(RateLimit, {});
    expect(JSON.stringify(rows)).not.toContain('example.org');

    expect(await rateLimits.deleteExpired(em, new Date('2026-03-04T10:01:00.500Z'))).toBe(3);
    expect(await em.fork().count(RateLimit, {})).toBe(1);
  });

  it('deletes expired and answered captchas', async () => {
    const em = db.em.fork();
    const now = new Date();
    const open = em.create(Captcha, { answerHash: 'a', expiresAt: new Date(now.getTime() + 60_000) });
    em.create(Captcha, { answerHash: 'b', expiresAt: new Date(now.getTime() - 1) });
    em.create(Captcha, { answerHash: 'c', expiresAt: new Date(now.getTime() + 60_000), usedAt: now });
    await em.flush();
    expect(await captchas.deleteExpired(em, now)).toBe(2);
    expect((await em.fork().find(Captcha, {})).map((c) => c.id)).toEqual([open.id]);
  });
});
