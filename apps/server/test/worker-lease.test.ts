import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createSmtpMailer, localFileStorage } from '@lap/api';
import { leases } from '@lap/db';
import { testDatabases, type TestDatabase } from '@lap/db/testing';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCHEDULE_LEASE, startWorker, type Worker } from '../src/worker.js';
import { waitFor } from './support/nodes.js';

describe.each(testDatabases())('scheduled work runs on one worker at a time ($name)', ({ open }) => {
  let db: TestDatabase;
  const workers: Worker[] = [];
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await db?.drop();
  });

  it('one of two workers holds the lease and keeps it; the other takes over when the holder stops', async () => {
    const storage = localFileStorage(mkdtempSync(join(tmpdir(), 'lap-lease-')));
    // no mail is queued here: the mailer is never asked to connect
    const mailer = createSmtpMailer('smtp://127.0.0.1:9', 'Portal <portal@example.org>', 'example.org');
    const log = pino({ level: 'silent' });
    const start = (nodeId: string): Worker => {
      const w = startWorker({
        db,
        mailer,
        storage,
        publicUrl: 'https://portal.test',
        log,
        nodeId,
        scheduleTtlMs: 5_000,
      });
      workers.push(w);
      return w;
    };
    const holder = async (): Promise<string | undefined> =>
      (await leases.holderOf(db.em.fork(), SCHEDULE_LEASE))?.holder;

    const first = start('knoten-1');
    await waitFor('first holder', async () => (await holder()) === 'knoten-1', 10_000);
    start('knoten-2');
    // several ticks of both: the lease stays where it is
    await new Promise((r) => setTimeout(r, 4_500));
    expect(await holder()).toBe('knoten-1');
    await first.stop();
    // released on stop: the other worker takes it at its next tick, well before the 5 s expiry
    const stoppedAt = Date.now();
    await waitFor('takeover', async () => (await holder()) === 'knoten-2', 10_000);
    expect(Date.now() - stoppedAt).toBeLessThan(4_000);
  }, 30_000);
});
