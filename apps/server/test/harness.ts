import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  createSmtpMailer,
  deliverDueMails,
  openFileStorage,
  type FileStorage,
  processAccountMailRequests,
  sendeFaelligeVorkasseRechnungen,
  readCaughtMails,
  startMailCatcher,
  type CaughtMail,
  type MailCatcher,
} from '@lap/api';
import { seedDemo, loadSaxonyGemeinden, hashPassword, roles, User, type Database } from '@lap/db';
import type { TestDatabaseFactory } from '@lap/db/testing';
import { buildApp } from '../src/app.js';
import { parseEnv } from '../src/env.js';

export const DEMO_PASSWORD = 'Portal#2026';
export const CAPTCHA_ANSWER = 'TEST7';

export interface Harness {
  app: FastifyInstance;
  db: Database;
  catcher: MailCatcher;
  filesDir: string;
  /** The stand-in for the web build the app serves (index.html and a few scripts under assets/). */
  webDistDir: string;
  /** The app's file store (the local `filesDir` unless FILES_URL is among the overrides). */
  storage: FileStorage;
  logs: string[];
  /** Runs the worker's mail steps once (account mail requests, outbox) and returns the mails that arrived over SMTP since the last call. */
  deliverMails(): Promise<CaughtMail[]>;
  close(): Promise<void>;
}

/** A built script of some size (compressible, above the 1 KB threshold of on-the-fly compression). */
export const WEB_CHUNK = Array.from({ length: 400 }, (_, i) => `export const wert${i} = ${i} * 2;`).join('\n');

/** A real app on a real database with a real SMTP catcher; logs are captured for inspection. */
export async function startHarness(
  db: Database,
  envOverrides: Record<string, string> = {},
  options: { mailViewer?: boolean } = {},
): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lap-server-'));
  const webDistDir = join(dataDir, 'web');
  mkdirSync(join(webDistDir, 'assets'), { recursive: true });
  writeFileSync(
    join(webDistDir, 'index.html'),
    '<!doctype html><title>Leitungsauskunftportal</title><div id="root"></div>',
  );
  writeFileSync(join(webDistDir, 'assets', 'app.js'), 'console.log(1)');
  // A chunk as the build leaves it, with its .br and .gz beside it, and one without them (compressed per request).
  writeFileSync(join(webDistDir, 'assets', 'chunk.js'), WEB_CHUNK);
  writeFileSync(join(webDistDir, 'assets', 'chunk.js.br'), brotliCompressSync(WEB_CHUNK));
  writeFileSync(join(webDistDir, 'assets', 'chunk.js.gz'), gzipSync(WEB_CHUNK));
  writeFileSync(join(webDistDir, 'assets', 'loose.js'), WEB_CHUNK);

  await seedDemo(db.em.fork(), { gemeinden: await loadSaxonyGemeinden() });
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER,
    PUBLIC_URL: 'https://portal.test',
    GEOCODER_URL: 'off',
    ...envOverrides,
  });
  const catcher = await startMailCatcher({ dataDir, port: 0 });
  const mailer = createSmtpMailer(`smtp://127.0.0.1:${catcher.port}`, env.mailFrom, 'test.local');
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      logs.push(chunk.toString());
      cb();
    },
  });
  const storage = openFileStorage(env.filesUrl, env.filesDir);
  const app = await buildApp({
    env,
    db,
    mailer,
    storage,
    webDistDir,
    logStream,
    mailViewerDir: options.mailViewer ? catcher.dir : undefined,
  });
  const seenMails = new Set<string>();
  await app.ready();
  return {
    app,
    db,
    catcher,
    filesDir: env.filesDir,
    webDistDir,
    storage,
    logs,
    async deliverMails() {
      await processAccountMailRequests(db.em, { publicUrl: env.publicUrl });
      // the worker's round: prepayment invoices due, then the outbox
      const vorkasse = await sendeFaelligeVorkasseRechnungen({ storage, publicUrl: env.publicUrl }, db.em);
      if (vorkasse.failed.length > 0)
        throw new Error(`prepayment invoice failed: ${String(vorkasse.failed[0]?.error)}`);
      await deliverDueMails(db.em, mailer, { storage });
      const all = await readCaughtMails(catcher.dir, 10_000);
      const fresh = all.filter((m) => !seenMails.has(m.file));
      for (const m of fresh) seenMails.add(m.file);
      return fresh.reverse();
    },
    async close() {
      // The geometry and documents pools stay up for the next file of this test worker (see vitest.config.ts): a
      // documents worker is slow to start from the sources through tsx.
      await app.close();
      mailer.close();
      await catcher.close();
    },
  };
}

/** A cookie jar + XSRF echo, as a browser with our SPA would behave. */
export class Client {
  private readonly cookies = new Map<string, string>();
  /** `ip`: the client address the server sees (rate limits); 127.0.0.1 by default. */
  constructor(
    private readonly app: FastifyInstance,
    private readonly ip?: string,
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private remember(res: LightMyRequestResponse): void {
    for (const c of res.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    opts: {
      body?: unknown;
      xsrf?: boolean | string;
      raw?: { payload: Buffer; contentType: string };
      headers?: Record<string, string>;
    } = {},
  ): Promise<LightMyRequestResponse> {
    if (!this.cookies.has('XSRF-TOKEN'))
      this.remember(
        await this.app.inject({ method: 'GET', url: '/healthz', ...(this.ip ? { remoteAddress: this.ip } : {}) }),
      );
    const headers: Record<string, string> = { ...opts.headers };
    const xsrf = opts.xsrf ?? true;
    if (xsrf !== false)
      headers['x-xsrf-token'] = typeof xsrf === 'string' ? xsrf : (this.cookies.get('XSRF-TOKEN') ?? '');
    if (opts.raw) headers['content-type'] = opts.raw.contentType;
    const res = await this.app.inject({
      method,
      url,
      headers,
      cookies: Object.fromEntries(this.cookies),
      ...(this.ip ? { remoteAddress: this.ip } : {}),
      ...(opts.raw ? { payload: opts.raw.payload } : opts.body !== undefined ? { payload: opts.body as object } : {}),
    });
    this.remember(res);
    return res;
  }

  login(email: string, password = DEMO_PASSWORD): Promise<LightMyRequestResponse> {
    return this.request('POST', '/api/Account/Login', { body: { email, password } });
  }
}

/** A multipart body as a browser sends it: fields first, then the file. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; content: Buffer },
): { payload: Buffer; contentType: string } {
  const boundary = `----lapTest${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="FormFile"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Starts a harness on a fresh database of the given kind before the enclosing suite and removes both after it.
 * The returned object forwards to the running harness, so suites use it like the harness itself.
 */
export function useHarness(
  database: TestDatabaseFactory,
  envOverrides: Record<string, string> | (() => Record<string, string>) = {},
): Harness {
  let started: Harness | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const db = await database.open();
    drop = db.drop;
    started = await startHarness(db, typeof envOverrides === 'function' ? envOverrides() : envOverrides);
  });
  afterAll(async () => {
    await started?.close();
    await drop?.();
  });
  return new Proxy({} as Harness, {
    get(_target, key) {
      if (!started) throw new Error('harness not started yet (use it inside tests or hooks)');
      return Reflect.get(started, key);
    },
  });
}

/** A second, confirmed applicant (not the demo customer), signed in: the "someone else" of ownership tests. */
export async function otherApplicant(h: Harness, email: string, password = 'Andere#2026'): Promise<Client> {
  const em = h.db.em.fork();
  em.create(User, {
    email,
    passwordHash: await hashPassword(password),
    vorname: 'Otto',
    name: 'Andere',
    emailConfirmed: true,
    roles: await roles.findByNames(em, ['Antragsteller']),
  });
  await em.flush();
  const client = new Client(h.app);
  await client.login(email, password);
  return client;
}
