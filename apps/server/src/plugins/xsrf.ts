import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG, XSRF_COOKIE, XSRF_HEADER } from '@lap/contracts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Double-submit anti-forgery (spec 000 §6): every response sets an `XSRF-TOKEN` cookie when missing;
 * every mutating request must echo it in `X-XSRF-TOKEN`. A cross-site page can't read our cookie, so
 * it can't forge the header.
 */
export function registerXsrf(app: FastifyInstance, opts: { secure: boolean }): void {
  app.decorateRequest('xsrfChecked', false);
  app.addHook('onRequest', async (req, reply) => {
    if (!req.cookies[XSRF_COOKIE]) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: opts.secure,
        httpOnly: false,
      });
    }
    if (MUTATING.has(req.method)) await requireXsrf(req, reply);
  });
}

/** Also used by the REST adapter for the documented legacy GETs that mutate. */
export async function requireXsrf(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const cookie = req.cookies[XSRF_COOKIE];
  const header = req.headers[XSRF_HEADER];
  if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
    await reply.code(403).send({ message: MSG.xsrfUngueltig, errors: [] });
  }
}
