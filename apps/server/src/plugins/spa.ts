import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { APP_BASE_PATH, MSG } from '@lap/contracts';

/**
 * The SPA under /leitungsauskunftportal/ with history fallback: any GET below the base path that is not a
 * file answers index.html, and the client router decides (including 'Seite nicht vorhanden!').
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasBuild = existsSync(join(webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: `${APP_BASE_PATH}/`,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside every text file (apps/web/precompressed.ts): sent as they are, never
      // compressed again per request; a file without them goes through @fastify/compress as before.
      preCompressed: true,
      setHeaders(reply, path) {
        // Hashed assets never change; index.html must always be revalidated.
        reply.header('cache-control', path.includes(join('assets', '')) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.get('/', async (_req, reply) => reply.redirect(`${APP_BASE_PATH}/`));
  app.get(APP_BASE_PATH, async (_req, reply) => reply.redirect(`${APP_BASE_PATH}/`));

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const wantsPage = req.method === 'GET' && path.startsWith(`${APP_BASE_PATH}/`) && !/\.[a-z0-9]+$/i.test(path);
    if (wantsPage && hasBuild) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ message: MSG.seiteNichtVorhanden, errors: [] });
  });
}
