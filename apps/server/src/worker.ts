import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  deliverDueInfraApp,
  deliverDueMails,
  LOGIN_FAILURE_WINDOW_MS,
  processAccountMailRequests,
  removeExpiredExports,
  removeOldDruckDateien,
  runPdfVerarbeitungen,
  sendeFaelligeVorkasseRechnungen,
  type FileStorage,
  type Mailer,
} from '@lap/api';
import {
  captchas,
  historieStand,
  leases,
  listZaehler,
  loginFailures,
  rateLimits,
  sessions,
  tokens,
  type Database,
} from '@lap/db';

export interface Worker {
  /** Runs one delivery round now (after a mail was queued, or from tests). */
  kick(): void;
  stop(): Promise<void>;
}

const TICK_MS = 2_000;
const HOUSEKEEPING_MS = 60 * 60 * 1000;
/** The scheduled work's lease: renewed every tick by its holder; a dead holder's lease is taken over after this. */
export const SCHEDULE_LEASE = 'zeitplan';
export const SCHEDULE_TTL_MS = 30_000;
const HOUSEKEEPING_LEASE = 'aufraeumen';
/** The kept counts, every 10 minutes: the history count per person of /historien (repositories/historie-stand.ts), a plain read of the user_id index, and the lists' totals folded (repositories/list-zaehler.ts). */
const HISTORIE_STAND_LEASE = 'historie_stand';
const HISTORIE_STAND_MS = 10 * 60 * 1000;
/** An upload may take an hour (the request timeout); a `.part` file or unfinished multipart upload older than this is orphaned. */
const ORPHAN_AFTER_MS = 2 * 60 * 60 * 1000;

/** A name for this process in lease rows: host, pid and a random part (a restarted process is another holder). */
export function nodeIdentity(): string {
  return `${hostname()} ${process.pid} ${randomUUID().slice(0, 8)}`;
}

/**
 * Hourly clean-up: stale sessions (after a day), spent or expired captchas, counters of ended windows, old sign-in
 * failures, and e-mail links expired for 30 days (until then they still answer 'expired' rather than 'invalid').
 */
export async function housekeeping(
  db: Database,
  now = new Date(),
): Promise<{ sessions: number; captchas: number; rateLimits: number; loginFailures: number; tokens: number }> {
  return {
    sessions: await sessions.deleteStale(db.em.fork(), new Date(now.getTime() - 24 * 60 * 60 * 1000)),
    captchas: await captchas.deleteExpired(db.em.fork(), now),
    rateLimits: await rateLimits.deleteExpired(db.em.fork(), now),
    loginFailures: await loginFailures.deleteOlderThan(db.em.fork(), new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)),
    tokens: await tokens.deleteExpiredBefore(db.em.fork(), new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000)),
  };
}

export interface WorkerOptions {
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  publicUrl: string;
  infraAppUrl?: string | null;
  log: FastifyBaseLogger;
  /** WORKER_LEASE_SECONDS and OUTBOX_LEASE_SECONDS in ms (defaults 30 s and 2 min). */
  scheduleTtlMs?: number;
  outboxLeaseMs?: number;
  /** This node's name in lease rows (default: host, pid, random). */
  nodeId?: string;
}

/**
 * Background work of ARCHITECTURE §6 (WORKER=false turns it off on a node; `npm run worker` runs only this). Every node
 * delivers the outbox (rows claimed with FOR UPDATE SKIP LOCKED); the scheduled work (account mails, prepayment
 * invoices, PDF stamping, expiry, the history count per person, housekeeping) runs on the one node holding the lease
 * `zeitplan`, which another node takes over within SCHEDULE_TTL_MS when the holder dies.
 */
export function startWorker(opts: WorkerOptions): Worker {
  let running: Promise<void> | undefined;
  let stopped = false;
  const nodeId = opts.nodeId ?? nodeIdentity();
  let holding = false;

  const scheduled = async (): Promise<void> => {
    // Forgot-password and lock-notice requests become mails here, off the request path; a failure there
    // must not hold up the other mails.
    const requests = await processAccountMailRequests(opts.db.em, { publicUrl: opts.publicUrl }).catch(
      (err: unknown) => {
        opts.log.error({ err }, 'account mail requests failed');
        return 0;
      },
    );
    if (requests > 0) opts.log.info({ requests }, 'account mail requests processed');
    // spec 001 §2: a prepayment order gets its invoice right away — sent here once the invoice address is known.
    const vorkasse = await sendeFaelligeVorkasseRechnungen(
      { storage: opts.storage, publicUrl: opts.publicUrl },
      opts.db.em,
    ).catch((err: unknown) => {
      opts.log.error({ err }, 'prepayment invoices failed');
      return { sent: 0, failed: [] };
    });
    if (vorkasse.sent > 0) opts.log.info({ sent: vorkasse.sent }, 'prepayment invoices sent');
    for (const f of vorkasse.failed)
      opts.log.warn({ rechnungId: f.rechnungId, err: f.error }, 'prepayment invoice left to the case worker');
    // Issue 17 PDF processing: queued stamping jobs (StartProcessPdf), stamped in the documents worker threads.
    const pdf = await runPdfVerarbeitungen(opts.db.em, { storage: opts.storage }).catch((err: unknown) => {
      opts.log.error({ err }, 'pdf processing failed');
      return { fertig: 0, fehler: 0 };
    });
    if (pdf.fertig + pdf.fehler > 0) opts.log.info({ pdfVerarbeitung: pdf }, 'pdf processing');
    // spec 000 §9: an export is offered for 2 minutes; afterwards the file goes.
    const expired = await removeExpiredExports(opts.db.em.fork(), opts.storage);
    if (expired > 0) opts.log.info({ expired }, 'expired exports removed');
    if (await leases.claimDue(opts.db.em.fork(), HISTORIE_STAND_LEASE, nodeId, HISTORIE_STAND_MS)) {
      await historieStand
        .refreshHistorieStand(opts.db.em.fork())
        .catch((err: unknown) => opts.log.error({ err }, 'history counts failed'));
      // the lists' kept totals: each list's rows folded into one (entities/list-zaehler.ts)
      await listZaehler
        .foldListZaehler(opts.db.em.fork())
        .catch((err: unknown) => opts.log.error({ err }, 'list totals failed'));
    }
    if (await leases.claimDue(opts.db.em.fork(), HOUSEKEEPING_LEASE, nodeId, HOUSEKEEPING_MS)) {
      const removed = await housekeeping(opts.db);
      if (Object.values(removed).some((n) => n > 0)) opts.log.info({ removed }, 'housekeeping');
      // the lists' kept totals counted afresh (repositories/list-zaehler.ts)
      await listZaehler
        .recountListZaehler(opts.db.em.fork())
        .catch((err: unknown) => opts.log.error({ err }, 'list totals recount failed'));
      // issue 17: map print files are kept for a day
      const drucke = await removeOldDruckDateien(opts.storage).catch(() => 0);
      if (drucke > 0) opts.log.info({ drucke }, 'old print files removed');
      const orphans = await opts.storage.sweep(new Date(Date.now() - ORPHAN_AFTER_MS)).catch(() => 0);
      if (orphans > 0) opts.log.info({ orphans }, 'unfinished uploads removed');
    }
  };

  const round = async (): Promise<void> => {
    const lease = await leases.acquire(
      opts.db.em.fork(),
      SCHEDULE_LEASE,
      nodeId,
      opts.scheduleTtlMs ?? SCHEDULE_TTL_MS,
    );
    if (lease !== holding)
      opts.log.info(
        { lease: SCHEDULE_LEASE },
        lease ? 'scheduled work taken over by this node' : 'scheduled work runs on another node',
      );
    holding = lease;
    if (lease) await scheduled();
    const result = await deliverDueMails(opts.db.em, opts.mailer, {
      storage: opts.storage,
      leaseMs: opts.outboxLeaseMs,
    });
    if (result.sent + result.retried + result.failed > 0) opts.log.info({ outbox: result }, 'outbox delivery');
    // Hand-overs to the infrastructure app wait in the outbox while INFRA_APP_URL is off.
    if (opts.infraAppUrl) {
      const handed = await deliverDueInfraApp(opts.db.em, { url: opts.infraAppUrl }).catch((err: unknown) => {
        opts.log.error({ err }, 'infrastructure app delivery failed');
        return { sent: 0, retried: 0, failed: 0 };
      });
      if (handed.sent + handed.retried + handed.failed > 0)
        opts.log.info({ infraApp: handed }, 'infrastructure app delivery');
    }
  };

  const tick = (): void => {
    if (stopped || running) return;
    running = round()
      .catch((err: unknown) => opts.log.error({ err }, 'worker round failed'))
      .finally(() => {
        running = undefined;
      });
  };

  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  tick();
  return {
    kick: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      // another node takes the scheduled work over at its next tick instead of after the expiry
      if (holding) await leases.release(opts.db.em.fork(), SCHEDULE_LEASE, nodeId).catch(() => undefined);
    },
  };
}
