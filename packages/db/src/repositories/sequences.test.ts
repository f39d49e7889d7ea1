import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Sequence } from '../entities/sequence.js';
import { testDatabases, type TestDatabase } from '../testing.js';
import { germanYear, nextValue, nextVorgangsnummer } from './sequences.js';

describe.each(testDatabases())('sequences on $name', ({ open }) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('hands out 20 distinct consecutive values to 20 parallel callers', async () => {
    const values = await Promise.all(Array.from({ length: 20 }, () => nextValue(db.em.fork(), 'parallel', 2026)));
    expect([...values].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const row = await db.em.fork().findOneOrFail(Sequence, { name: 'parallel', year: 2026 });
    expect(row.value).toBe(20);
  });

  it('keeps separate counters per name and year', async () => {
    expect(await nextValue(db.em.fork(), 'other', 2026)).toBe(1);
    expect(await nextValue(db.em.fork(), 'other', 2027)).toBe(1);
    expect(await nextValue(db.em.fork(), 'other', 2026)).toBe(2);
  });

  it('gives the number back when the surrounding transaction rolls back', async () => {
    const em = db.em.fork();
    await expect(
      em.transactional(async (tx) => {
        expect(await nextValue(tx, 'rollback', 2026)).toBe(1);
        expect(await nextValue(tx, 'rollback', 2026)).toBe(2);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await nextValue(db.em.fork(), 'rollback', 2026)).toBe(1);
  });

  it('formats Vorgangsnummern with the German calendar year', async () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Berlin.
    expect(germanYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    const first = await nextVorgangsnummer(db.em.fork(), new Date('2026-05-01T10:00:00Z'));
    const second = await nextVorgangsnummer(db.em.fork(), new Date('2026-05-01T10:00:00Z'));
    expect([first, second]).toEqual(['AS2026-000001', 'AS2026-000002']);
  });
});
