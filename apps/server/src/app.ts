import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { appRouter, createLoginLimiters, type AppRouter, type Mailer } from '@lap/api';
import type { Database } from '@lap/db';
import type { Env } from './env.js';
import { loggerOptions } from './logger.js';
import { contextFactory } from './plugins/request-context.js';
import { registerFileRoutes } from './plugins/files.js';
import { registerRestAdapter } from './plugins/rest-adapter.js';
import { registerSpa } from './plugins/spa.js';
import { registerXsrf } from './plugins/xsrf.js';

/** One log line per request ('request completed' with path, status and time) instead of fastify's two. */
class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}
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
  /** Extra routes, e.g. the development mail viewer. */
  extend?: (app: FastifyInstance) => Promise<void> | void;
}

/** The origin of a tile URL template (for the CSP), if it can be read; '{s}'-style hosts are covered by 'https:'. */
function tileOrigin(template: string | null): string[] {
  if (!template) return [];
  try {
    return [new URL(template.replace(/\{[a-z]\}/g, '0')).origin];
  } catch {
    return [];
  }
}

/** Builds the whole HTTP host; tests use it through `inject`, main.ts through `listen`. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { env, db, mailer } = opts;
  const app = Fastify({
    logger: loggerOptions(env.logLevel, opts.logStream),
    trustProxy: true,
    logController: new OneLineRequestLog(),
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 2 * 1024 * 1024,
  });

  // gzip/brotli for the SPA's assets and JSON answers (the grid chunk shrinks from ~1.1 MB to ~0.3 MB).
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie, { secret: env.sessionSecret });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Mantine injects style tags at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...tileOrigin(env.karte.tileUrl)],
        // maplibre fetches tiles; a plain-http tile server of a deployment is allowed by its origin.
        connectSrc: ["'self'", 'https:', ...tileOrigin(env.karte.tileUrl)],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: env.production ? [] : null,
      },
    },
    hsts: env.production,
  });
  registerXsrf(app, { secure: env.production });

  const createContext = contextFactory(db, {
    mailer,
    filesDir: env.filesDir,
    publicUrl: env.publicUrl,
    production: env.production,
    loginLimiters: createLoginLimiters(),
    captchaTestAnswer: env.captchaTestAnswer,
    kickMailer: opts.kickMailer,
    karte: { ...env.karte, userAgent: `Leitungsauskunftportal (${env.publicUrl})` },
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(req, res),
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'tRPC call failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  registerRestAdapter(app, createContext);
  await registerFileRoutes(app, createContext);

  app.get('/healthz', async (_req, reply) => {
    try {
      await db.ping();
      return { status: 'ok', database: db.driver };
    } catch {
      return reply.code(503).send({ status: 'error', database: db.driver });
    }
  });

  await opts.extend?.(app);
  await registerSpa(app, opts.webDistDir);
  return app;
}
