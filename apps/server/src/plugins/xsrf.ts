import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG, SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@lap/contracts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface Xsrf {
  /** Sets a fresh token bound to the given session token (undefined = no session); called at sign-in and sign-out. */
  rotate(reply: FastifyReply, sessionToken: string | undefined): void;
  /** Answers 403 unless the header echoes the cookie and the cookie belongs to the request's session. */
  require(req: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/**
 * Anti-forgery (spec 000 §6), a signed double-submit token: the `XSRF-TOKEN` cookie is `nonce.mac` with
 * mac = HMAC(secret, nonce + the session token of the request), so a value planted in the cookie (a
 * sibling domain, a proxy) is worthless without the server's secret, and a token of one session never
 * passes for another. Every mutating request must echo the cookie in `X-XSRF-TOKEN`.
 */
export function registerXsrf(app: FastifyInstance, opts: { secure: boolean; secret: string }): Xsrf {
  const mac = (nonce: string, sessionToken: string | undefined): string =>
    createHmac('sha256', opts.secret)
      .update(`xsrf:${nonce}:${sessionToken ?? ''}`)
      .digest('base64url');

  /** The (unsigned) session token the request carries, as the session lookup reads it. */
  const sessionTokenOf = (req: FastifyRequest): string | undefined => {
    const raw = req.cookies[SESSION_COOKIE];
    if (!raw) return undefined;
    const unsigned = req.unsignCookie(raw);
    return unsigned.valid && unsigned.value ? unsigned.value : undefined;
  };

  const validFor = (token: string | undefined, sessionToken: string | undefined): boolean => {
    if (!token) return false;
    const dot = token.indexOf('.');
    if (dot <= 0) return false;
    return sameToken(token.slice(dot + 1), mac(token.slice(0, dot), sessionToken));
  };

  const rotate = (reply: FastifyReply, sessionToken: string | undefined): void => {
    const nonce = randomBytes(18).toString('base64url');
    reply.setCookie(XSRF_COOKIE, `${nonce}.${mac(nonce, sessionToken)}`, {
      path: '/',
      sameSite: 'lax',
      secure: opts.secure,
      httpOnly: false,
    });
  };

  const require = async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const cookie = req.cookies[XSRF_COOKIE];
    const header = req.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header) || !validFor(cookie, sessionTokenOf(req))) {
      await reply
        .code(403)
        .header('cache-control', 'private, no-store')
        .send({ message: MSG.xsrfUngueltig, errors: [] });
    }
  };

  app.addHook('onRequest', async (req, reply) => {
    // A missing token, or one of another (earlier) session, is replaced; the browser sends the new one next time.
    if (!validFor(req.cookies[XSRF_COOKIE], sessionTokenOf(req))) rotate(reply, sessionTokenOf(req));
    if (MUTATING.has(req.method)) await require(req, reply);
  });
  return { rotate, require };
}
