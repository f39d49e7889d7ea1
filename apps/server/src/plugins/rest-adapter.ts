import type { FastifyInstance } from 'fastify';
import { MSG } from '@lap/contracts';
import { createCaller, REST_ROUTES, runRestRoute } from '@lap/api';
import { httpErrorOf } from '../http-errors.js';
import type { ContextFactory } from './request-context.js';
import type { Xsrf } from './xsrf.js';

/** `{id}` → `:id` for fastify's router. */
const toFastifyPath = (path: string): string => `/${path.replace(/\{(\w+)\}/g, ':$1')}`;

/**
 * The legacy `api/*` surface as a table (packages/api/src/rest/). Errors answer `{message, errors}`
 * with the status the error's code maps to; a documented path called with another method is a 405,
 * an unknown `/api/*` path a JSON 404.
 */
export function registerRestAdapter(
  app: FastifyInstance,
  createContext: ContextFactory,
  xsrf: Pick<Xsrf, 'require'>,
): void {
  for (const route of REST_ROUTES) {
    const paths = route.optionalSegment ? [route.path, `${route.path}/{${route.optionalSegment}}`] : [route.path];
    for (const path of paths) {
      app.route({
        method: route.method,
        url: toFastifyPath(path),
        handler: async (req, reply) => {
          if (route.mutatingGet) {
            await xsrf.require(req, reply);
            if (reply.sent) return reply;
          }
          const ctx = await createContext(req, reply);
          try {
            const result = await runRestRoute(route, createCaller(ctx), {
              params: req.params as Record<string, string>,
              query: req.query as Record<string, string | undefined>,
              body: req.body,
            });
            return reply.send(result ?? null);
          } catch (error) {
            const mapped = httpErrorOf(error);
            if (mapped.internal) req.log.error({ err: error }, 'REST call failed');
            return reply.code(mapped.status).send(mapped.body);
          }
        },
      });
    }
  }
  // The documented paths, each as a pattern, to tell "wrong method" (405) from "no such call" (404).
  const known = REST_ROUTES.map((r) => ({
    method: r.method,
    pattern: new RegExp(
      `^/${r.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}${r.optionalSegment ? '(/[^/]+)?' : ''}$`,
      'i',
    ),
  }));
  app.all('/api/*', async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const allowed = [...new Set(known.filter((k) => k.pattern.test(path)).map((k) => k.method))];
    if (allowed.length > 0)
      return reply.code(405).header('allow', allowed.join(', ')).send({ message: MSG.methodeNichtErlaubt, errors: [] });
    return reply.code(404).send({ message: MSG.pfadUnbekannt, errors: [] });
  });
}
