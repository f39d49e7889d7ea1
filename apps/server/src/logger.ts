import type { FastifyServerOptions } from 'fastify';

/**
 * pino without secrets or personal data: request lines carry method and path only (no query string:
 * confirmation codes and e-mail addresses travel there), and auth headers and cookies are redacted.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.confirmPassword',
        '*.email',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(req: { method: string; url: string; id: string }) {
        return { id: req.id, method: req.method, path: req.url.split('?')[0] };
      },
      res(res: { statusCode: number }) {
        return { statusCode: res.statusCode };
      },
    },
  };
}
