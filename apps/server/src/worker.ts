import type { FastifyBaseLogger } from 'fastify';
import { deliverDueMails, removeExpiredExports, type Mailer } from '@lap/api';
import { sessions, type Database } from '@lap/db';

export interface Worker {
  /** Runs one delivery round now (after a mail was queued, or from tests). */
  kick(): void;
  stop(): Promise<void>;
}

const TICK_MS = 2_000;
const HOUSEKEEPING_MS = 60 * 60 * 1000;

/**
 * Background work of ARCHITECTURE §6 in the server process (WORKER=false turns it off on a node):
 * delivers the mail outbox and removes stale sessions. Every step is safe with several nodes.
 */
export function startWorker(opts: { db: Database; mailer: Mailer; filesDir: string; log: FastifyBaseLogger }): Worker {
  let running: Promise<void> | undefined;
  let stopped = false;
  let lastHousekeeping = 0;

  const round = async (): Promise<void> => {
    const result = await deliverDueMails(opts.db.em, opts.mailer, { filesDir: opts.filesDir });
    if (result.sent + result.retried + result.failed > 0) opts.log.info({ outbox: result }, 'outbox delivery');
    // spec 000 §9: an export is offered for 2 minutes; afterwards the file goes.
    const expired = await removeExpiredExports(opts.db.em.fork(), opts.filesDir);
    if (expired > 0) opts.log.info({ expired }, 'expired exports removed');
    if (Date.now() - lastHousekeeping > HOUSEKEEPING_MS) {
      lastHousekeeping = Date.now();
      const removed = await sessions.deleteStale(opts.db.em.fork(), new Date(Date.now() - 24 * 60 * 60 * 1000));
      if (removed > 0) opts.log.info({ removed }, 'stale sessions removed');
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
