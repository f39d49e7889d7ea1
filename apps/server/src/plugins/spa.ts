import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { APP_BASE_PATH, MSG } from '@lap/contracts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** Route modules that are no data page: they load without the data layer (apps/web/src/routes/router.tsx). */
const WITHOUT_DATA = new Set(['start', 'login', 'notfound']);

/**
 * The `Link` header of each page (issue 42): the chunks of its route module, which the browser would ask for only after
 * the entry script ran, as modulepreload beside the entry. Read from Vite's build manifest: the route module is the one
 * named after the path's first segment (the route table's convention: /auftraege → src/routes/auftraege.tsx, matched
 * without case as the router does; '/' → start), with the chunks it imports, and for a data page the data layer and
 * zod's German messages, which the router loads with it; less what index.html already names. A path of no route
 * module gets no header. Without a manifest (a test build) no page gets one.
 */
export function routePreloads(webDistDir: string, basePath = APP_BASE_PATH): (pathname: string) => string | undefined {
  const manifestFile = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (keys: string[], skip: ReadonlySet<string>): string[] => {
    const seen = new Set<string>();
    const files: string[] = [];
    for (const queue = [...keys]; queue.length > 0;) {
      const key = queue.shift() ?? '';
      const chunk = manifest[key];
      if (!chunk || seen.has(key) || skip.has(key)) continue;
      seen.add(key);
      files.push(chunk.file);
      queue.push(...(chunk.imports ?? []));
    }
    return files;
  };
  // the chunks the entry reaches statically: index.html names them already
  const entryClosure = new Set<string>();
  for (const queue = Object.keys(manifest).filter((k) => manifest[k]?.isEntry); queue.length > 0;) {
    const key = queue.shift() ?? '';
    if (entryClosure.has(key)) continue;
    entryClosure.add(key);
    queue.push(...(manifest[key]?.imports ?? []));
  }
  const headers = new Map<string, string>();
  for (const key of Object.keys(manifest)) {
    const m = /^src\/routes\/([^/]+)\.tsx$/.exec(key);
    if (!m?.[1] || m[1] === 'data' || m[1] === 'router') continue;
    const name = m[1];
    const keys = WITHOUT_DATA.has(name) ? [key] : [key, 'src/routes/data.tsx', 'src/zod-locale.ts'];
    const files = closure(keys, entryClosure);
    if (files.length > 0)
      headers.set(name.toLowerCase(), files.map((f) => `<${basePath}/${f}>; rel=modulepreload`).join(', '));
  }
  return (pathname) => {
    const rest = pathname.slice(basePath.length).replace(/^\/+/, '');
    const segment = (rest.split('/')[0] ?? '').toLowerCase();
    return headers.get(segment === '' ? 'start' : segment);
  };
}

/** The login page's path below the base path: /login, /login/{referer} (the route table's login/:referer?). */
const LOGIN_PATH = /^\/login(?:\/|$)/i;
/** The not-found handler answers 404 unless told; a page it serves is found. */
const HTTP_OK = 200;
const HTTP_NOT_FOUND = 404;

/**
 * index.html for /login (issue 42): `lap-at-login` on its <html> shows the login card index.html carries, painted before
 * the scripts have run (apps/web/index.html); every other page leaves it hidden. Undefined when the build has no
 * <html lang="de"> to mark (then /login gets index.html as it is).
 */
export function loginHtml(indexHtml: string): string | undefined {
  const marked = indexHtml.replace('<html lang="de">', '<html lang="de" class="lap-at-login">');
  return marked === indexHtml ? undefined : marked;
}

/**
 * The SPA under /leitungsauskunftportal/ with history fallback: any GET below the base path that is not a
 * file answers index.html, and the client router decides (including 'Seite nicht vorhanden!').
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasBuild = existsSync(join(webDistDir, 'index.html'));
  const preloadsOf = routePreloads(webDistDir);
  const loginPage = hasBuild ? loginHtml(readFileSync(join(webDistDir, 'index.html'), 'utf8')) : undefined;
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
        reply.header(
          'cache-control',
          path.includes(join('assets', '')) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.get('/', async (_req, reply) => reply.redirect(`${APP_BASE_PATH}/`));
  app.get(APP_BASE_PATH, async (_req, reply) => reply.redirect(`${APP_BASE_PATH}/`));

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const wantsPage = req.method === 'GET' && path.startsWith(`${APP_BASE_PATH}/`) && !/\.[a-z0-9]+$/i.test(path);
    if (wantsPage && hasBuild) {
      const preloads = preloadsOf(path);
      if (preloads) reply.header('link', preloads);
      reply.header('cache-control', 'no-cache').type('text/html');
      // a string: @fastify/compress compresses it (index.html itself goes precompressed)
      if (loginPage && LOGIN_PATH.test(path.slice(APP_BASE_PATH.length))) return reply.code(HTTP_OK).send(loginPage);
      return reply.sendFile('index.html');
    }
    return reply.code(HTTP_NOT_FOUND).send({ message: MSG.seiteNichtVorhanden, errors: [] });
  });
}
