import { fileURLToPath } from 'node:url';
import {
  closeDocumentsPool,
  closeHashPool,
  configureHashPool,
  closeGeometryPool,
  configureDocumentsPool,
  configureGeometryPool,
  createSmtpMailer,
  openFileStorage,
  startMailCatcher,
  type MailCatcher,
} from '@lap/api';
import { isDemoSeeded, loadSaxonyGemeinden, openDatabase, seedDemo } from '@lap/db';
import { buildApp } from './app.js';
import { EnvError, parseEnv } from './env.js';
import { DEMO_LOGINS } from './demo-logins.js';
import { nodeIdentity, startWorker, type Worker } from './worker.js';
import { claimSqliteNode, SingleNodeError } from './single-node.js';

// Works from src/ (tsx) and from dist/ (bundle): both sit two levels below apps/.
const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main(): Promise<void> {
  const env = parseEnv();
  const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  const nodeId = nodeIdentity();
  // SQLite serves one node only: a second one on the same file stops here
  const singleNode = await claimSqliteNode(db, nodeId, env.dataDir, () =>
    process.stderr.write('Warnung: Ein anderer Knoten hat die SQLite-Datenbank übernommen.\n'),
  ).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  const storage = openFileStorage(env.filesUrl, env.filesDir);
  // the only node of the embedded default: whatever a killed process left half-written goes now
  if (db.driver === 'sqlite' && storage.kind === 'lokal') await storage.sweep(new Date());

  const catcher = env.smtpUrl ? undefined : await startMailCatcher({ dataDir: env.dataDir, port: env.mailCatcherPort });
  const smtpUrl = env.smtpUrl ?? `smtp://127.0.0.1:${catcher?.port ?? 0}`;
  const mailer = createSmtpMailer(smtpUrl, env.mailFrom, new URL(env.publicUrl).hostname);

  // Reading the municipalities (~0.5 s) only when the demo data is not there yet.
  if (env.seedDemo && !(await isDemoSeeded(db.em.fork())))
    await seedDemo(db.em.fork(), { gemeinden: await loadSaxonyGemeinden(), publicUrl: env.publicUrl });

  // The app is built before the worker (which logs through it); the mail kick reaches the worker later.
  const workerRef: { current?: Worker | undefined } = {};
  const app = await buildApp({
    env,
    db,
    mailer,
    storage,
    kickMailer: () => workerRef.current?.kick(),
    webDistDir: env.webDistDir ?? WEB_DIST_DIR,
    mailViewerDir: catcher?.dir,
  });

  configureGeometryPool({ log: app.log });
  configureDocumentsPool({ log: app.log });
  configureHashPool({ log: app.log });
  const worker = env.runWorker
    ? startWorker({
        db,
        mailer,
        storage,
        nodeId,
        scheduleTtlMs: env.workerLeaseMs,
        outboxLeaseMs: env.outboxLeaseMs,
        publicUrl: env.publicUrl,
        infraAppUrl: env.infraAppUrl,
        log: app.log,
      })
    : undefined;
  workerRef.current = worker;

  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.close(); // stops accepting, waits for in-flight requests
    await closeGeometryPool();
    await closeDocumentsPool();
    await closeHashPool();
    await worker?.stop();
    await singleNode.stop();
    mailer.close();
    await catcher?.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.port, host: env.host });
  printBanner({
    publicUrl: env.publicUrl,
    driver: db.driver,
    catcher,
    production: env.production,
    seeded: env.seedDemo,
  });
}

function printBanner(o: {
  publicUrl: string;
  driver: string;
  catcher: MailCatcher | undefined;
  production: boolean;
  seeded: boolean;
}): void {
  const lines = [
    '',
    `  Leitungsauskunftportal läuft: ${o.publicUrl}/leitungsauskunftportal/`,
    `  Datenbank: ${o.driver === 'sqlite' ? 'SQLite (eingebettet)' : 'MySQL/MariaDB'}`,
  ];
  if (o.catcher) {
    const port = o.catcher.fellBack
      ? `Port ${o.catcher.port} (Port ${o.catcher.requestedPort} war belegt)`
      : `Port ${o.catcher.port}`;
    lines.push(`  Mail-Catcher (SMTP): 127.0.0.1, ${port}`);
    // The viewer shows reset links: never advertised (nor served) in production, and only to administrators.
    if (!o.production)
      lines.push(
        `  E-Mails lesen (nur als Administration angemeldet): ${o.publicUrl}/_dev/mails  ·  Dateien: ${o.catcher.dir}`,
      );
  }
  if (o.seeded) {
    lines.push('  Demo-Zugänge (Passwort für alle: Portal#2026):');
    for (const l of DEMO_LOGINS) lines.push(`    ${l.email.padEnd(22)} ${l.role}`);
  }
  lines.push('');
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof SingleNodeError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Start fehlgeschlagen: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
