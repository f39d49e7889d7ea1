import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Outbox } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { startMailCatcher, readCaughtMails, type MailCatcher } from './mail-catcher.js';
import { createSmtpMailer } from './mailer.js';
import {
  deliverDue,
  deliverDueMails,
  enqueueMail,
  OUTBOX_LEASE_MS,
  OUTBOX_MAX_ATTEMPTS,
  retryDelayMs,
} from './outbox.js';
import { localFileStorage } from '../files/storage.js';

describe.each(testDatabases())('mail outbox on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.open>>;
  let catcher: MailCatcher;
  const storage = localFileStorage(mkdtempSync(join(tmpdir(), 'lap-files-')));

  beforeAll(async () => {
    db = await database.open();
    catcher = await startMailCatcher({ dataDir: mkdtempSync(join(tmpdir(), 'lap-mail-')), port: 0 });
  });
  afterAll(async () => {
    await catcher.close();
    await db.drop();
  });

  it('delivers a queued mail over real SMTP exactly once, with text and HTML parts', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${catcher.port}`, 'Portal <noreply@portal.test>', 'portal.test');
    const em = db.em.fork();
    await em.transactional(async (tx) => {
      await enqueueMail(tx, {
        idempotencyKey: 'test-1',
        kind: 'test',
        to: 'empfaenger@example.org',
        subject: 'Grüße aus Riesa',
        text: 'Hallo Welt – äöüß €',
        html: '<p>Hallo Welt – äöüß €</p>',
      });
      // The same key again (a retried request) must not queue a second mail.
      await enqueueMail(tx, {
        idempotencyKey: 'test-1',
        kind: 'test',
        to: 'empfaenger@example.org',
        subject: 'Grüße aus Riesa',
        text: 'x',
      });
    });
    expect(await db.em.fork().count(Outbox, {})).toBe(1);

    expect(await deliverDueMails(db.em, mailer, { storage })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await deliverDueMails(db.em, mailer, { storage })).toEqual({ sent: 0, retried: 0, failed: 0 });
    mailer.close();

    const mails = await readCaughtMails(catcher.dir);
    expect(mails).toHaveLength(1);
    const { mail } = mails[0] ?? { mail: undefined };
    expect(mail?.subject).toBe('Grüße aus Riesa');
    expect(mail?.text?.trim()).toBe('Hallo Welt – äöüß €');
    expect(mail?.html).toContain('<p>Hallo Welt – äöüß €</p>');
    expect(mail?.messageId).toBe('<test-1@portal.test>');
    const row = await db.em.fork().findOneOrFail(Outbox, { idempotencyKey: 'test-1' });
    expect(row.status).toBe('sent');
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('retries with back-off when SMTP is down and gives up after the last attempt', async () => {
    const dead = createSmtpMailer('smtp://127.0.0.1:1', 'Portal <noreply@portal.test>', 'portal.test');
    const em = db.em.fork();
    await enqueueMail(em, { idempotencyKey: 'test-2', kind: 'test', to: 'x@example.org', subject: 'S', text: 'T' });
    await em.flush();

    let now = new Date();
    expect(await deliverDueMails(db.em, dead, { storage, now })).toEqual({ sent: 0, retried: 1, failed: 0 });
    let row = await db.em.fork().findOneOrFail(Outbox, { idempotencyKey: 'test-2' });
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(1));
    expect(row.lastError).toBeTruthy();
    // Not due yet: nothing happens.
    expect(await deliverDueMails(db.em, dead, { storage, now })).toEqual({ sent: 0, retried: 0, failed: 0 });

    for (let attempt = 2; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      now = new Date(now.getTime() + retryDelayMs(attempt - 1) + 1);
      await deliverDueMails(db.em, dead, { storage, now });
    }
    row = await db.em.fork().findOneOrFail(Outbox, { idempotencyKey: 'test-2' });
    expect(row.attempts).toBe(OUTBOX_MAX_ATTEMPTS);
    expect(row.status).toBe('failed');
    dead.close();
  });

  it('two workers claiming at once deliver each mail once', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${catcher.port}`, 'Portal <noreply@portal.test>', 'portal.test');
    const em = db.em.fork();
    for (let i = 0; i < 6; i++)
      await enqueueMail(em, {
        idempotencyKey: `race-${i}`,
        kind: 'test',
        to: 'r@example.org',
        subject: `Race ${i}`,
        text: 'T',
      });
    await em.flush();
    const before = (await readCaughtMails(catcher.dir)).length;
    const [a, b] = await Promise.all([
      deliverDueMails(db.em, mailer, { storage, limit: 6 }),
      deliverDueMails(db.em, mailer, { storage, limit: 6 }),
    ]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(6);
    const raceMails = (await readCaughtMails(catcher.dir)).slice(
      0,
      (await readCaughtMails(catcher.dir)).length - before,
    );
    expect(raceMails.map((m) => m.mail.subject).sort()).toEqual([
      'Race 0',
      'Race 1',
      'Race 2',
      'Race 3',
      'Race 4',
      'Race 5',
    ]);
    mailer.close();
  });

  it('leaves a row of its batch that another worker claimed after the batch’s lease ran out', async () => {
    const em = db.em.fork();
    for (const key of ['lease-1', 'lease-2'])
      await enqueueMail(em, { idempotencyKey: key, kind: 'test', to: 'l@example.org', subject: key, text: 'T' });
    await em.flush();
    const sends: string[] = [];
    const a = await deliverDue(db.em, { idempotencyKey: { $like: 'lease-%' } }, {}, async (_em, row) => {
      sends.push(`A ${row.idempotencyKey}`);
      if (sends.length > 1) return;
      // While A sends its first row (a slow mail server), the batch's lease runs out (another worker's clock past it):
      // that worker claims A's other row and sends it.
      const later = new Date(Date.now() + OUTBOX_LEASE_MS + 1_000);
      const b = await deliverDue(
        db.em,
        { idempotencyKey: { $like: 'lease-%', $ne: row.idempotencyKey } },
        { now: later },
        async (_e, other) => {
          sends.push(`B ${other.idempotencyKey}`);
        },
      );
      expect(b).toEqual({ sent: 1, retried: 0, failed: 0 });
    });
    expect(a).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [first, second] = sends.map((s) => s.slice(2));
    expect(sends).toEqual([`A ${first}`, `B ${second}`]);
    expect(new Set([first, second])).toEqual(new Set(['lease-1', 'lease-2']));
    const rows = await db.em.fork().find(Outbox, { idempotencyKey: { $like: 'lease-%' } });
    expect(rows.map((r) => [r.idempotencyKey, r.status, r.attempts]).sort()).toEqual([
      ['lease-1', 'sent', first === 'lease-1' ? 1 : 2],
      ['lease-2', 'sent', first === 'lease-2' ? 1 : 2],
    ]);
  });

  it('keeps a row’s lease while its send outlasts it, so another worker does not send it again', async () => {
    const em = db.em.fork();
    await enqueueMail(em, {
      idempotencyKey: 'slow-1',
      kind: 'test',
      to: 's@example.org',
      subject: 'Langsam',
      text: 'T',
    });
    await em.flush();
    const leaseMs = 300;
    const sends: string[] = [];
    const others: Array<{ sent: number }> = [];
    const a = await deliverDue(db.em, { idempotencyKey: 'slow-1' }, { leaseMs }, async (_em, row) => {
      sends.push(`A ${row.idempotencyKey}`);
      // a send of four leases: another worker looks for due rows once per lease meanwhile
      for (let i = 0; i < 4; i++) {
        await new Promise((resolve) => setTimeout(resolve, leaseMs));
        others.push(
          await deliverDue(
            db.em,
            { idempotencyKey: 'slow-1' },
            { leaseMs },
            async (_e, other) => void sends.push(`B ${other.idempotencyKey}`),
          ),
        );
      }
    });
    expect(a).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(sends).toEqual(['A slow-1']);
    expect(others.map((o) => o.sent)).toEqual([0, 0, 0, 0]);
    const row = await db.em.fork().findOneOrFail(Outbox, { idempotencyKey: 'slow-1' });
    expect([row.status, row.attempts]).toEqual(['sent', 1]);
  });
});
