import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@lap/contracts';
import { resolveSession, type AppDeps, type Context, type SessionCookieJar } from '@lap/api';
import type { Database } from '@lap/db';
import type { Xsrf } from './xsrf.js';

export type ContextFactory = (req: FastifyRequest, reply: FastifyReply) => Promise<Context>;

/** One context per HTTP request, shared by tRPC and the REST adapter: a forked EntityManager and the session. */
export function contextFactory(db: Database, deps: AppDeps, xsrf: Pick<Xsrf, 'rotate'>): ContextFactory {
  return async (req, reply) => {
    const cookies: SessionCookieJar = {
      readToken() {
        const raw = req.cookies[SESSION_COOKIE];
        if (!raw) return undefined;
        const unsigned = req.unsignCookie(raw);
        return unsigned.valid && unsigned.value ? unsigned.value : undefined;
      },
      writeToken(token, expiresAt) {
        reply.setCookie(SESSION_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: deps.production,
          signed: true,
          expires: expiresAt,
        });
        // A new session gets a new anti-forgery token (it is bound to the session).
        xsrf.rotate(reply, token);
      },
      clearToken() {
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        xsrf.rotate(reply, undefined);
      },
      readSigned(name) {
        const raw = req.cookies[name];
        if (!raw) return undefined;
        const unsigned = req.unsignCookie(raw);
        return unsigned.valid && unsigned.value ? unsigned.value : undefined;
      },
      writeSigned(name, value, expiresAt) {
        reply.setCookie(name, value, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: deps.production,
          signed: true,
          expires: expiresAt,
        });
      },
    };
    const em = db.em.fork();
    const session = await resolveSession(em, cookies.readToken());
    return { em, deps, cookies, session: session ? { id: session.id, user: session.user } : null, ip: req.ip };
  };
}
