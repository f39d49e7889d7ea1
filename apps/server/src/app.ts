import { createHash } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import {
  appRouter,
  createLoginLimiters,
  FormfillerSitzungen,
  KartenRenderer,
  linkSecretFor,
  openFileStorage,
  type AppRouter,
  type FileStorage,
  type Mailer,
} from '@lap/api';
import type { Database } from '@lap/db';
import type { Env } from './env.js';
import { loggerOptions } from './logger.js';
import { contextFactory } from './plugins/request-context.js';
import { registerFileRoutes } from './plugins/files.js';
import { registerRestAdapter } from './plugins/rest-adapter.js';
import { registerSpa } from './plugins/spa.js';
import { registerXsrf } from './plugins/xsrf.js';
import { httpErrorOf } from './http-errors.js';
import { registerMailViewer } from './mail-viewer.js';
import { installGermanZodLocale } from '@lap/contracts';

// The contracts package is marked free of side effects (for the browser bundle), so a bundler drops its bare
// locale import: the server's bundle (dist/main.js) would answer zod's defaults in English without this call.
installGermanZodLocale();

/** One log line per request ('request completed' with path, status and time) instead of fastify's two. */
class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The map print's renderer (its `beginn` events tell the order sheets are served in). */
    kartendruck: KartenRenderer;
  }
}

export interface BuildAppOptions {
  env: Env;
  db: Database;
  mailer: Mailer;
  webDistDir: string;
  /** Where pino writes (stdout by default); tests capture it to prove nothing secret is logged. */
  logStream?: NodeJS.WritableStream;
  /** Wakes the mail worker after a mail was queued. */
  kickMailer?: () => void;
  /** Extra routes. */
  extend?: (app: FastifyInstance) => Promise<void> | void;
  /** The file store (main.ts shares one with the worker); default: the one FILES_URL names, else DATA_DIR/files. */
  storage?: FileStorage;
  /** The embedded mail catcher's directory: serves the development mail viewer (Administration only, never in production). */
  mailViewerDir?: string | undefined;
}

/**
 * The origins of a tile URL template, for the CSP: `{s}` subdomains become a `*.` wildcard host.
 * Nothing else is allowed to be fetched or shown from elsewhere.
 */
export function tileOrigins(template: string | null): string[] {
  if (!template) return [];
  try {
    const url = new URL(template.replace(/\{s\}/g, 'lapwildcard').replace(/\{[a-z]+\}/g, '0'));
    return [`${url.protocol}//${url.host.replace(/^lapwildcard\./, '*.')}`];
  } catch {
    return [];
  }
}

/** Trusts the given number of proxies in front of us (the nearest hops of X-Forwarded-For). */
const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

/** Builds the whole HTTP host; tests use it through `inject`, main.ts through `listen`. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { env, db, mailer } = opts;
  const app = Fastify({
    logger: loggerOptions(env.logLevel, opts.logStream),
    // Only configured proxies may name the client address (the per-IP sign-in limit depends on it).
    trustProxy: typeof env.trustProxy === 'number' ? trustHops(env.trustProxy) : env.trustProxy,
    logController: new OneLineRequestLog(),
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 2 * 1024 * 1024,
    // A silent socket is closed after 2 minutes (a stalled upload included); a whole request may take an hour (1 GB uploads).
    connectionTimeout: 120_000,
    requestTimeout: 3_600_000,
    // Malformed URLs ('%E0%A4%A') never reach a handler: answered here, in German.
    frameworkErrors: (error, _req, reply) => {
      const mapped = httpErrorOf(error);
      // (fastify types this reply with the route's reply schema, which is unknown at that point)
      void (reply as unknown as FastifyReply)
        .code(mapped.status)
        .header('cache-control', 'private, no-store')
        .send(mapped.body);
    },
  });

  // Every failure answers German `{message, errors}`; framework texts and internal details never reach the user.
  app.setErrorHandler((error, req, reply) => {
    const mapped = httpErrorOf(error);
    if (mapped.internal) req.log.error({ err: error }, 'request failed');
    return reply.code(mapped.status).header('cache-control', 'private, no-store').send(mapped.body);
  });
  // Answers carry personal data: no cache may keep them unless a route says otherwise (hashed assets, the SPA page).
  // Master data is the exception: it carries an ETag, the browser keeps it a minute and then revalidates (304, no body).
  app.addHook('onSend', async (req, reply, payload) => {
    if (
      !reply.hasHeader('cache-control') &&
      req.method === 'GET' &&
      reply.statusCode === 200 &&
      isMasterData(req.url)
    ) {
      const body = await masterDataBody(reply, payload);
      if (body !== null) {
        const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
        reply.header('etag', etag).header('cache-control', 'private, max-age=60, must-revalidate');
        if (!ifNoneMatch(req.headers['if-none-match'], etag)) return body;
        reply.code(304);
        return '';
      }
    }
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    return payload;
  });

  // gzip/brotli for JSON answers and for files without a precompressed copy (the SPA's assets come precompressed as
  // .br/.gz from the build, plugins/spa.ts).
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie, { secret: env.sessionSecret });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Mantine injects style tags at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Our origin and the configured tile server only (maplibre fetches tiles with fetch and shows them as images).
        imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigins(env.karte.tileUrl)],
        connectSrc: ["'self'", ...tileOrigins(env.karte.tileUrl)],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: env.production ? [] : null,
      },
    },
    hsts: env.production,
  });
  const xsrf = registerXsrf(app, { secure: env.production, secret: env.sessionSecret });

  // the form filler's browser sessions live as long as the server (closed with it)
  const formfiller = new FormfillerSitzungen({
    chromiumPath: env.chromiumPath,
    chromiumUser: env.chromiumUser,
    allowHosts: env.formfillerAllowHosts,
    idleMs: env.formfillerIdleMs,
  });
  app.addHook('onClose', () => formfiller.closeAll());
  // the map print's browser: started on the first print, stopped after a minute without one and with the server
  const kartendruck = new KartenRenderer({ chromiumPath: env.chromiumPath, chromiumUser: env.chromiumUser });
  app.addHook('onClose', () => kartendruck.close());
  // tests watch the print queue's order through it
  app.decorate('kartendruck', kartendruck);

  const storage = opts.storage ?? openFileStorage(env.filesUrl, env.filesDir);
  const createContext = contextFactory(
    db,
    {
      mailer,
      storage,
      publicUrl: env.publicUrl,
      production: env.production,
      loginLimiters: createLoginLimiters(),
      captchaTestAnswer: env.captchaTestAnswer,
      kickMailer: opts.kickMailer,
      karte: { ...env.karte, userAgent: `Leitungsauskunftportal (${env.publicUrl})` },
      linkSecret: linkSecretFor(env.sessionSecret),
      mailReplyTo: env.mailReplyTo,
      infraAppUrl: env.infraAppUrl,
      infraAppHealthUrl: env.infraAppHealthUrl,
      chromiumPath: env.chromiumPath,
      formfillerAllowHosts: env.formfillerAllowHosts,
      formfiller,
      kartendruck,
    },
    xsrf,
  );

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(req, res),
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error.cause ?? error, path }, 'tRPC call failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  registerRestAdapter(app, createContext, xsrf);
  await registerFileRoutes(app, createContext, { uploadIdleTimeoutMs: env.uploadIdleTimeoutMs });
  if (opts.mailViewerDir && !env.production) registerMailViewer(app, opts.mailViewerDir, createContext);

  app.get('/healthz', async (_req, reply) => {
    try {
      await db.ping();
      return { status: 'ok', database: db.driver };
    } catch {
      return reply.code(503).send({ status: 'error', database: db.driver });
    }
  });

  // Readiness (load balancers): the database and the file store both answer; a node without them takes no traffic.
  app.get('/readyz', async (_req, reply) => {
    const [database, files] = await Promise.all([
      withTimeout(db.ping(), READY_TIMEOUT_MS).then(
        () => 'ok' as const,
        () => 'error' as const,
      ),
      withTimeout(storage.check(), READY_TIMEOUT_MS).then(
        () => 'ok' as const,
        () => 'error' as const,
      ),
    ]);
    const body = {
      status: database === 'ok' && files === 'ok' ? 'ok' : 'error',
      database: db.driver,
      databaseStatus: database,
      files: storage.kind,
      filesStatus: files,
    };
    return reply.code(body.status === 'ok' ? 200 : 503).send(body);
  });

  await opts.extend?.(app);
  await registerSpa(app, opts.webDistDir);
  return app;
}

const READY_TIMEOUT_MS = 3_000;

/** Rejects when `work` takes longer than `ms` (a hanging database connection must not hang the readiness check). */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Master-data reads (the same for every user of a role, changed rarely): REST rows and tRPC queries, batched or not. */
const MASTER_DATA_REST = new Set(['/api/Stammdaten/GetNetzarten', '/api/Stammdaten/GetAllNetzarten']);
const MASTER_DATA_TRPC = new Set([
  'stammdaten.netzarten',
  'stammdaten.allNetzarten',
  'stammdaten.preise',
  'karte.config',
]);

export function isMasterData(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  if (MASTER_DATA_REST.has(path)) return true;
  if (!path.startsWith('/trpc/')) return false;
  const procedures = decodeURIComponent(path.slice('/trpc/'.length)).split(',');
  return procedures.length > 0 && procedures.every((p) => MASTER_DATA_TRPC.has(p));
}

/**
 * The answer's bytes when it is small JSON in memory: REST answers arrive serialized, tRPC's as a fetch Response
 * (its status and headers are taken over here, as Fastify would). Anything else (streams, errors) is left alone.
 */
async function masterDataBody(reply: FastifyReply, payload: unknown): Promise<string | Buffer | null> {
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) return payload;
  if (!(payload instanceof Response) || payload.status !== 200) return null;
  for (const [name, value] of payload.headers) reply.header(name, value);
  return payload.text();
}

function ifNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  const values = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((v) => v.trim());
  return values.includes(etag) || values.includes('*');
}
