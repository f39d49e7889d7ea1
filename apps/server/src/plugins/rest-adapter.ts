import type { FastifyInstance } from 'fastify';
import { TRPCError } from '@trpc/server';
import { MSG } from '@lap/contracts';
import { createCaller, describeError, REST_ROUTES } from '@lap/api';
import type { ContextFactory } from './request-context.js';
import { requireXsrf } from './xsrf.js';

/** `{id}` → `:id` for fastify's router. */
const toFastifyPath = (path: string): string => `/${path.replace(/\{(\w+)\}/g, ':$1')}`;

/**
 * The legacy `api/*` surface as a table (packages/api/src/rest/table.ts). Errors answer `{message, errors}`
 * with the status the error's code maps to; an unknown `/api/*` path is a JSON 404.
 */
export function registerRestAdapter(app: FastifyInstance, createContext: ContextFactory): void {
  for (const route of REST_ROUTES) {
    app.route({
      method: route.method,
      url: toFastifyPath(route.path),
      handler: async (req, reply) => {
        if (route.mutatingGet) {
          await requireXsrf(req, reply);
          if (reply.sent) return reply;
        }
        const ctx = await createContext(req, reply);
        try {
          const result = await route.call(createCaller(ctx), {
            params: req.params as Record<string, string>,
            query: req.query as Record<string, string | undefined>,
            body: req.body,
          });
          return reply.send(result ?? null);
        } catch (error) {
          const trpcError = error instanceof TRPCError ? error : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
          const described = describeError(trpcError);
          if (described.httpStatus >= 500) req.log.error({ err: trpcError.cause ?? trpcError }, 'REST call failed');
          return reply.code(described.httpStatus).send({ message: described.message, errors: described.errors });
        }
      },
    });
  }
  app.all('/api/*', async (_req, reply) => reply.code(404).send({ message: MSG.pfadUnbekannt, errors: [] }));
}
