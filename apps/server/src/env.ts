import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { z } from 'zod';
import { CHROMIUM_USER_DEFAULT, parseS3Url } from '@lap/api';

// The only place that reads process.env (STYLE 7). Everything else receives an `Env`.
const ZEnvSource = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(mysql|mariadb):\/\//, 'DATABASE_URL muss mit mysql:// oder mariadb:// beginnen')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL muss mit smtp:// oder smtps:// beginnen')
    .optional(),
  MAIL_FROM: z.string().default('Leitungsauskunftportal <noreply@leitungsauskunft.example.org>'),
  // Reply-To of operator enquiries: the office mailbox where operators' answers arrive ('off' = none).
  MAIL_REPLY_TO: z
    .string()
    .default('Leitungsauskunft Sachsen – Sachbearbeitung <auskunft@leitungsauskunft.example.org>'),
  MAIL_CATCHER_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  PUBLIC_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET muss mindestens 32 Zeichen lang sein').optional(),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WORKER: z.enum(['true', 'false']).default('true'),
  // Seconds a node holds the scheduled work's lease (another node takes over this long after it died).
  WORKER_LEASE_SECONDS: z.coerce.number().int().min(5).max(600).default(30),
  // Seconds a claimed outbox mail stays with the node that claimed it (a killed node's mails come back after it).
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  // Where files are stored: absent = DATA_DIR/files (one node); s3://bucket?endpoint=…&region=…&forcePathStyle=true for several.
  FILES_URL: z.string().optional(),
  // Map services (spec 000 §7, §9). 'off' disables one (the offline style / the local municipality search answer).
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap-Mitwirkende'),
  GEOCODER_URL: z.string().default('https://nominatim.openstreetmap.org/search'),
  ALTPROJEKTE_URL: z.string().url().default('https://altprojekte.leitungsauskunft.example.org'),
  // The built SPA (default: apps/web/dist next to the server); a second checkout or a preview build may point elsewhere.
  WEB_DIST_DIR: z.string().min(1).optional(),
  // Proxies whose X-Forwarded-For is believed (client IP for rate limits): off, a hop count, or addresses/CIDRs.
  TRUST_PROXY: z.string().default('off'),
  // Seconds an upload may stall (no bytes arriving) before it is aborted and its partial file removed.
  UPLOAD_IDLE_TIMEOUT: z.coerce.number().int().min(1).max(3600).default(30),
  // The external infrastructure app that takes supplier rows (PutUebergabeVersorgerToInfraApp); absent or 'off' = off.
  INFRA_APP_URL: z.string().default('off'),
  // Health address of the infrastructure app for the dashboard's Online/Offline indicator; absent or 'off' = Offline.
  INFRA_APP_HEALTH_URL: z.string().default('off'),
  // The Chromium the server drives for map print and the form filler ('off' = neither is available).
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  // The account the server's Chromium runs as when the server runs as root (its sandbox refuses root); ignored otherwise.
  CHROMIUM_USER: z
    .string()
    .trim()
    .regex(/^(?:[a-z_][a-z0-9_-]{0,31}|[1-9][0-9]{0,9})$/, 'Name oder Nummer eines Benutzerkontos außer root erwartet')
    .refine((v) => v !== 'root', 'Name oder Nummer eines Benutzerkontos außer root erwartet')
    .default(CHROMIUM_USER_DEFAULT),
  // Hosts or networks of this server's own network the form filler may open anyway (comma list; tests serve local forms).
  FORMFILLER_ALLOW_HOSTS: z.string().default(''),
  // Seconds a form filler browser session may stay unused before it is closed.
  FORMFILLER_IDLE_TIMEOUT: z.coerce.number().int().min(1).max(86_400).default(300),
  CAPTCHA_TEST_ANSWER: z
    .string()
    .regex(/^[A-Z0-9]{4,8}$/, 'CAPTCHA_TEST_ANSWER: 4–8 Großbuchstaben oder Ziffern')
    .optional(),
});

export interface Env {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded and generated files (behind the storage interface) when FILES_URL is absent. */
  filesDir: string;
  /** FILES_URL: the S3-compatible bucket of the files; undefined = the local `filesDir`. */
  filesUrl: string | undefined;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Reply-To of operator enquiries (MAIL_REPLY_TO); null = none. */
  mailReplyTo: string | null;
  mailCatcherPort: number;
  publicUrl: string;
  sessionSecret: string;
  seedDemo: boolean;
  logLevel: z.infer<typeof ZEnvSource>['LOG_LEVEL'];
  runWorker: boolean;
  /** WORKER_LEASE_SECONDS in ms. */
  workerLeaseMs: number;
  /** OUTBOX_LEASE_SECONDS in ms. */
  outboxLeaseMs: number;
  webDistDir: string | undefined;
  karte: { tileUrl: string | null; tileAttribution: string; geocoderUrl: string | null; altprojekteUrl: string };
  /** Fastify `trustProxy`: false (default), a hop count, or a list of trusted proxy addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  uploadIdleTimeoutMs: number;
  /** Deterministic captcha answer for automated tests; never allowed in production. */
  captchaTestAnswer: string | undefined;
  /** Hand-over endpoint of the infrastructure app, or null when off. */
  infraAppUrl: string | null;
  /** Health address of the infrastructure app (dashboard indicator), or null when off. */
  infraAppHealthUrl: string | null;
  /** CHROMIUM_PATH: the browser for map print and the form filler; null when off. */
  chromiumPath: string | null;
  /** CHROMIUM_USER: whom the browser runs as (with its sandbox) when the server runs as root. */
  chromiumUser: string;
  /** FORMFILLER_ALLOW_HOSTS: private hosts/networks the form filler may open anyway. */
  formfillerAllowHosts: string[];
  /** FORMFILLER_IDLE_TIMEOUT in ms: an unused form filler session is closed after it. */
  formfillerIdleMs: number;
}

export class EnvError extends Error {}

/** An http(s) URL, or null for 'off'/empty. */
function serviceUrl(value: string, name: string): string | null {
  const v = value.trim();
  if (v === '' || v === 'off') return null;
  if (!/^https?:\/\/\S+$/.test(v))
    throw new EnvError(`Ungültige Konfiguration:\n  ${name}: http(s)-Adresse oder 'off' erwartet`);
  return v;
}

/** Parses the environment once. In production a missing SESSION_SECRET is fatal; otherwise one is generated into DATA_DIR. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = ZEnvSource.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new EnvError(`Ungültige Konfiguration:\n${lines}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  // npm -w runs scripts inside the workspace; INIT_CWD is where the command was typed.
  const dataDir = resolve(source.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  if (production && !e.SESSION_SECRET)
    throw new EnvError('Ungültige Konfiguration: SESSION_SECRET ist in Produktion erforderlich.');
  if (production && e.CAPTCHA_TEST_ANSWER)
    throw new EnvError('Ungültige Konfiguration: CAPTCHA_TEST_ANSWER ist in Produktion nicht erlaubt.');
  // Demo data is seeded on the embedded default or on request, never silently in production.
  const seedDemo = e.SEED_DEMO === 'true' || (e.SEED_DEMO === 'auto' && !production && !e.DATABASE_URL);
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    filesDir: join(dataDir, 'files'),
    filesUrl: filesUrlOf(e.FILES_URL),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailReplyTo: e.MAIL_REPLY_TO.trim() === '' || e.MAIL_REPLY_TO === 'off' ? null : e.MAIL_REPLY_TO,
    mailCatcherPort: e.MAIL_CATCHER_PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    sessionSecret: e.SESSION_SECRET ?? generatedSecret(dataDir),
    seedDemo,
    logLevel: e.LOG_LEVEL,
    runWorker: e.WORKER === 'true',
    workerLeaseMs: e.WORKER_LEASE_SECONDS * 1000,
    outboxLeaseMs: e.OUTBOX_LEASE_SECONDS * 1000,
    captchaTestAnswer: e.CAPTCHA_TEST_ANSWER,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    uploadIdleTimeoutMs: e.UPLOAD_IDLE_TIMEOUT * 1000,
    webDistDir: e.WEB_DIST_DIR ? resolve(source.INIT_CWD ?? process.cwd(), e.WEB_DIST_DIR) : undefined,
    karte: {
      tileUrl: serviceUrl(e.MAP_TILE_URL, 'MAP_TILE_URL'),
      tileAttribution: e.MAP_TILE_ATTRIBUTION,
      geocoderUrl: serviceUrl(e.GEOCODER_URL, 'GEOCODER_URL'),
      altprojekteUrl: e.ALTPROJEKTE_URL,
    },
    infraAppUrl: serviceUrl(e.INFRA_APP_URL, 'INFRA_APP_URL'),
    infraAppHealthUrl: serviceUrl(e.INFRA_APP_HEALTH_URL, 'INFRA_APP_HEALTH_URL'),
    chromiumPath: e.CHROMIUM_PATH.trim() === '' || e.CHROMIUM_PATH === 'off' ? null : e.CHROMIUM_PATH.trim(),
    chromiumUser: e.CHROMIUM_USER,
    formfillerAllowHosts: e.FORMFILLER_ALLOW_HOSTS.split(',')
      .map((x) => x.trim())
      .filter(Boolean),
    formfillerIdleMs: e.FORMFILLER_IDLE_TIMEOUT * 1000,
  };
}

/** FILES_URL checked at start-up (a German message instead of a failure at the first upload). */
function filesUrlOf(value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v || v === 'off') return undefined;
  try {
    parseS3Url(v);
  } catch (error) {
    throw new EnvError(`Ungültige Konfiguration:\n  ${error instanceof Error ? error.message : String(error)}`);
  }
  return v;
}

/** 'off'/'false' → false; a number → hop count; else a comma list of IPs/CIDRs ('true' is refused: it trusts anyone). */
function trustProxyOf(value: string): boolean | number | string[] {
  const v = value.trim();
  if (v === '' || v === 'off' || v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  if (
    v === 'true' ||
    list.some(
      (x) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(x) && x !== 'loopback' && x !== 'linklocal' && x !== 'uniquelocal',
    )
  ) {
    throw new EnvError(
      "Ungültige Konfiguration:\n  TRUST_PROXY: 'off', eine Anzahl Proxys oder eine Liste von IP-Adressen/Netzen (z. B. 127.0.0.1,10.0.0.0/8) erwartet",
    );
  }
  return list;
}

function generatedSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
