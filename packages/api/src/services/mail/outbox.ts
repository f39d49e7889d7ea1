import { readAllBytes, type FileStorage } from '../files/storage.js';
import { IsolationLevel, LockMode, type FilterQuery } from '@mikro-orm/core';
import { dialectOf, Outbox, StoredFile, type Em, type IOutbox } from '@lap/db';
import type { Mailer } from './mailer.js';

export interface QueuedMail {
  /** Same key = same mail: a retried state change never queues a second copy. */
  idempotencyKey: string;
  kind: string;
  to: string;
  /** Reply-To (the office address of operator enquiries). */
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string;
  /** StoredFile ids. */
  attachments?: string[];
}

/**
 * Queues a mail in the caller's unit of work; it is committed with the state change it belongs to
 * (ARCHITECTURE §6) and delivered later by the worker. A key already queued is not queued again.
 */
export async function enqueueMail(em: Em, mail: QueuedMail): Promise<void> {
  const existing = await em.findOne(Outbox, { idempotencyKey: mail.idempotencyKey });
  if (existing) return;
  em.create(Outbox, {
    idempotencyKey: mail.idempotencyKey,
    kind: mail.kind,
    to: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    attachments: mail.attachments ?? [],
  });
}

export const OUTBOX_MAX_ATTEMPTS = 8;
/** A claimed row is invisible to other workers this long; a crashed worker's rows come back after it. */
export const OUTBOX_LEASE_MS = 2 * 60 * 1000;

/** 1 min, 2 min, 4 min … capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface DeliveryResult {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Claims due rows (FOR UPDATE SKIP LOCKED on MySQL, so several nodes can run this; SQLite has a single
 * writer) by pushing their next attempt past a lease, then sends them one by one. At-least-once: a crash
 * between sending and marking resends the same Message-ID, which receiving servers de-duplicate.
 */
export async function deliverDueMails(
  rootEm: Em,
  mailer: Mailer,
  opts: { storage: FileStorage; limit?: number; now?: Date; leaseMs?: number },
): Promise<DeliveryResult> {
  // Rows of other channels (the infrastructure-app hand-over) share the table, not the mailer.
  return deliverDue(rootEm, { kind: { $nin: NON_MAIL_KINDS } }, opts, async (em, row) => {
    await mailer.send({
      to: row.to,
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      subject: row.subject,
      text: row.text,
      ...(row.html ? { html: row.html } : {}),
      attachments: await attachmentsOf(em, row, opts.storage),
      idempotencyKey: row.idempotencyKey,
    });
  });
}

/** Outbox kinds that are not mails; each has its own delivery (services/infra-app). */
export const INFRA_APP_KIND = 'infra-app';
const NON_MAIL_KINDS = [INFRA_APP_KIND];

/**
 * The outbox's delivery loop for any channel: claims due rows matching `where` by pushing their next attempt
 * past a lease, then hands them to `send` one by one, each under a lease renewed just before its send (a row another
 * node claimed meanwhile is skipped) and kept renewed while it runs; a throw backs the row off (retryDelayMs) until
 * OUTBOX_MAX_ATTEMPTS, then it is `failed`.
 */
export async function deliverDue(
  rootEm: Em,
  where: FilterQuery<IOutbox>,
  opts: { limit?: number; now?: Date; leaseMs?: number },
  send: (em: Em, row: IOutbox) => Promise<void>,
): Promise<DeliveryResult> {
  const now = opts.now ?? new Date();
  const leaseMs = opts.leaseMs ?? OUTBOX_LEASE_MS;
  // READ COMMITTED on MySQL/MariaDB: the claim's FOR UPDATE then locks the rows it takes and no gaps, so a state
  // change inserting its outbox row meanwhile neither waits for the claim nor deadlocks with it (it did under
  // REPEATABLE READ's next-key locks; the inserting transaction was rolled back). SKIP LOCKED needs nothing more.
  const claimOptions = dialectOf(rootEm) === 'mysql' ? { isolationLevel: IsolationLevel.READ_COMMITTED } : {};
  const claimed = await rootEm.fork().transactional(async (em) => {
    const rows = await em.find(
      Outbox,
      { $and: [{ status: 'pending', nextAttemptAt: { $lte: now } }, where] },
      {
        orderBy: { nextAttemptAt: 'asc' },
        limit: opts.limit ?? 20,
        lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE,
      },
    );
    for (const row of rows) {
      row.attempts += 1;
      row.nextAttemptAt = new Date(now.getTime() + leaseMs);
    }
    return rows.map((r) => ({ id: r.id, attempts: r.attempts }));
  }, claimOptions);

  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0 };
  for (const { id, attempts } of claimed) {
    const em = rootEm.fork();
    // The batch's lease started at the claim and runs out while the rows before this one are sent (a slow mail server,
    // a busy machine): once it has, another node may have claimed the row (its attempts moved on) or sent it already.
    // The row's lease is renewed from now just before its send, and only if it is still this claim's: else it is left.
    const renew = (on: Em) =>
      on.nativeUpdate(
        Outbox,
        { id, attempts, status: 'pending' },
        { nextAttemptAt: new Date((opts.now ? opts.now.getTime() : Date.now()) + leaseMs) },
      );
    if ((await renew(em)) === 0) continue;
    const row = await em.findOneOrFail(Outbox, { id });
    // A send may outlast the lease (a slow mail server, large attachments, a busy machine): the lease is renewed every
    // third of it while the send runs, so no other node claims the row and sends it a second time meanwhile.
    const keepLease = setInterval(
      () => void renew(rootEm.fork()).catch(() => undefined),
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    keepLease.unref();
    try {
      await send(em, row).finally(() => clearInterval(keepLease));
      row.status = 'sent';
      row.sentAt = new Date();
      row.lastError = null;
      result.sent += 1;
    } catch (error) {
      row.lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      if (row.attempts >= OUTBOX_MAX_ATTEMPTS) {
        row.status = 'failed';
        result.failed += 1;
      } else {
        row.nextAttemptAt = new Date(now.getTime() + retryDelayMs(row.attempts));
        result.retried += 1;
      }
    }
    await em.flush();
  }
  return result;
}

/** The row's files read from the store (at most 20 MB a mail); an unreachable store fails the attempt, which is retried. */
async function attachmentsOf(
  em: Em,
  row: IOutbox,
  storage: FileStorage,
): Promise<Array<{ filename: string; content: Buffer; contentType: string }>> {
  if (row.attachments.length === 0) return [];
  const files = new Map((await em.find(StoredFile, { id: { $in: row.attachments } })).map((f) => [f.id, f]));
  // in the order the row lists them (the mail shows them so)
  const out: Array<{ filename: string; content: Buffer; contentType: string }> = [];
  for (const id of row.attachments) {
    const f = files.get(id);
    if (f)
      out.push({
        filename: f.originalName,
        content: await readAllBytes(storage, f.storageKey),
        contentType: f.contentType,
      });
  }
  return out;
}
