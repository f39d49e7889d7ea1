import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Outbox } from './entities/outbox.js';
import { testDatabases, type TestDatabase } from './testing.js';

describe.each(testDatabases())('schema on $name', ({ open }) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.drop();
  });

  // Fails when an entity changed without a migration (npm run migration:create -w @lap/db).
  it('is up to date with the entities after opening', async () => {
    expect(await db.orm.schema.getUpdateSchemaSQL()).toBe('');
  });

  it('answers ping', async () => {
    await expect(db.ping()).resolves.toBeUndefined();
  });

  it('keeps milliseconds, JSON and long text identically', async () => {
    const em = db.em.fork();
    const at = new Date('2026-03-04T05:06:07.891Z');
    const longBody = 'x'.repeat(100_000);
    const row = em.create(Outbox, {
      idempotencyKey: 'orm-test-1',
      kind: 'test',
      to: 'a@example.org',
      subject: 'Betreff',
      text: longBody,
      attachments: ['f1', 'f2'],
      nextAttemptAt: at,
    });
    await em.flush();
    const loaded = await db.em.fork().findOneOrFail(Outbox, { id: row.id });
    expect(loaded.nextAttemptAt.toISOString()).toBe(at.toISOString());
    expect(loaded.attachments).toEqual(['f1', 'f2']);
    expect(loaded.text).toHaveLength(100_000);
    expect(loaded.status).toBe('pending');
    expect(loaded.attempts).toBe(0);
  });

  it('refuses the global entity manager', async () => {
    await expect(db.em.find(Outbox, {})).rejects.toThrow(/global/i);
  });
});
