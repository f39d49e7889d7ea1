import type { FastifyBaseLogger } from 'fastify';
import { deliverDueInfraApp, deliverDueMails, processAccountMailRequests, removeExpiredExports, removeOldDruckDateien, runPdfVerarbeitungen, sendeFaelligeVorkasseRechnungen, type Mailer } from '@lap/api';
import { captchas, rateLimits, sessions, type Database } from '@lap/db';

export interface Worker {
  /** Runs one delivery round now (after a mail was queued, or from tests). */
  kick(): void;
  stop(): Promise<void>;
}

const TICK_MS = 2_000;
const HOUSEKEEPING_MS = 60 * 60 * 1000;

/** Hourly clean-up: stale sessions (after a day), spent or expired captchas, counters of ended windows. */
export async function housekeeping(db: Database, now = new Date()): Promise<{ sessions: number; captchas: number; rateLimits: number }> {
  return {
    sessions: await sessions.deleteStale(db.em.fork(), new Date(now.getTime() - 24 * 60 * 60 * 1000)),
    captchas: await captchas.deleteExpired(db.em.fork(), now),
    rateLimits: await rateLimits.deleteExpired(db.em.fork(), now),
  };
}

/**
 * Background work of ARCHITECTURE §6 in the server process (WORKER=false turns it off on a node):
 * turns account mail requests into mails, delivers the mail outbox, stamps queued PDFs and keeps house. Every step is safe with several nodes.
 */
export function startWorker(opts: { db: Database; mailer: Mailer; filesDir: string; publicUrl: string; infraAppUrl?: string | null; log: FastifyBaseLogger }): Worker {
  let running: Promise<void> | undefined;
  let stopped = false;
  let lastHousekeeping = 0;

  const round = async (): Promise<void> => {
    // Forgot-password and lock-notice requests become mails here, off the request path; a failure there
    // must not hold up the other mails.
    const requests = await processAccountMailRequests(opts.db.em, { publicUrl: opts.publicUrl }).catch((err: unknown) => {
      opts.log.error({ err }, 'account mail requests failed');
      return 0;
    });
    if (requests > 0) opts.log.info({ requests }, 'account mail requests processed');
    // spec 001 §2: a prepayment order gets its invoice right away — sent here once the invoice address is known.
    const vorkasse = await sendeFaelligeVorkasseRechnungen({ filesDir: opts.filesDir, publicUrl: opts.publicUrl }, opts.db.em).catch((err: unknown) => {
      opts.log.error({ err }, 'prepayment invoices failed');
      return { sent: 0, failed: [] };
    });
    if (vorkasse.sent > 0) opts.log.info({ sent: vorkasse.sent }, 'prepayment invoices sent');
    for (const f of vorkasse.failed) opts.log.warn({ rechnungId: f.rechnungId, err: f.error }, 'prepayment invoice left to the case worker');
    const result = await deliverDueMails(opts.db.em, opts.mailer, { filesDir: opts.filesDir });
    if (result.sent + result.retried + result.failed > 0) opts.log.info({ outbox: result }, 'outbox delivery');
    // Hand-overs to the infrastructure app wait in the outbox while INFRA_APP_URL is off.
    if (opts.infraAppUrl) {
      const handed = await deliverDueInfraApp(opts.db.em, { url: opts.infraAppUrl }).catch((err: unknown) => {
        opts.log.error({ err }, 'infrastructure app delivery failed');
        return { sent: 0, retried: 0, failed: 0 };
      });
      if (handed.sent + handed.retried + handed.failed > 0) opts.log.info({ infraApp: handed }, 'infrastructure app delivery');
    }
    // Issue 17 PDF processing: queued stamping jobs (StartProcessPdf), stamped in the documents worker threads.
    const pdf = await runPdfVerarbeitungen(opts.db.em, { filesDir: opts.filesDir }).catch((err: unknown) => {
      opts.log.error({ err }, 'pdf processing failed');
      return { fertig: 0, fehler: 0 };
    });
    if (pdf.fertig + pdf.fehler > 0) opts.log.info({ pdfVerarbeitung: pdf }, 'pdf processing');
    // spec 000 §9: an export is offered for 2 minutes; afterwards the file goes.
    const expired = await removeExpiredExports(opts.db.em.fork(), opts.filesDir);
    if (expired > 0) opts.log.info({ expired }, 'expired exports removed');
    if (Date.now() - lastHousekeeping > HOUSEKEEPING_MS) {
      lastHousekeeping = Date.now();
      const removed = await housekeeping(opts.db);
      if (removed.sessions + removed.captchas + removed.rateLimits > 0) opts.log.info({ removed }, 'housekeeping');
      // issue 17: map print files are kept for a day
      const drucke = await removeOldDruckDateien(opts.filesDir).catch(() => 0);
      if (drucke > 0) opts.log.info({ drucke }, 'old print files removed');
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
    },
  };
}
