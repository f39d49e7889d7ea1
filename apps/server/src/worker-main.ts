import pino from 'pino';
import {
  closeDocumentsPool,
  closeHashPool,
  configureHashPool,
  configureDocumentsPool,
  createSmtpMailer,
  openFileStorage,
} from '@lap/api';
import { openDatabase } from '@lap/db';
import { EnvError, parseEnv } from './env.js';
import { loggerOptions } from './logger.js';
import { nodeIdentity, startWorker } from './worker.js';

/**
 * `npm run worker`: only the background work (outbox, scheduled work under its lease), no HTTP. For deployments that
 * keep it apart from the app nodes (those then run with WORKER=false). Needs the shared database and the real relay.
 */
async function main(): Promise<void> {
  const env = parseEnv();
  if (!env.databaseUrl)
    throw new EnvError(
      'Ungültige Konfiguration: Der eigenständige Worker braucht DATABASE_URL (MariaDB/MySQL). Mit der eingebetteten SQLite-Datenbank erledigt der Server die Hintergrundarbeit selbst.',
    );
  if (!env.smtpUrl)
    throw new EnvError(
      'Ungültige Konfiguration: Der eigenständige Worker braucht SMTP_URL (den Mail-Relay, über den die Knoten versenden).',
    );
  const log = pino(loggerOptions(env.logLevel) as pino.LoggerOptions);
  const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  const storage = openFileStorage(env.filesUrl, env.filesDir);
  const mailer = createSmtpMailer(env.smtpUrl, env.mailFrom, new URL(env.publicUrl).hostname);
  configureDocumentsPool({ log });
  configureHashPool({ log });
  const worker = startWorker({
    db,
    mailer,
    storage,
    nodeId: nodeIdentity(),
    scheduleTtlMs: env.workerLeaseMs,
    outboxLeaseMs: env.outboxLeaseMs,
    publicUrl: env.publicUrl,
    infraAppUrl: env.infraAppUrl,
    log,
  });
  log.info({ driver: db.driver, files: storage.kind }, 'worker started');
  // the tick timer is unref'd: this keeps the process alive until a signal
  const keepAlive = setInterval(() => undefined, 60_000);

  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'worker shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    clearInterval(keepAlive);
    await worker.stop();
    await closeDocumentsPool();
    await closeHashPool();
    mailer.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof EnvError
      ? `${error.message}\n`
      : `Start fehlgeschlagen: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
