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
      err: safeError,
      req(req: { method: string; url: string; id: string }) {
        return { id: req.id, method: req.method, path: req.url.split('?')[0] };
      },
      res(res: { statusCode: number }) {
        return { statusCode: res.statusCode };
      },
    },
  };
}

/**
 * Errors may quote values (a SQL duplicate-key message names the e-mail address it refused): quoted strings,
 * e-mail addresses and long digit runs are masked, in the message and in the stack.
 */
export function maskValues(text: string): string {
  return text
    .replace(/(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]') // from the start of a run only: linear
    .replace(/'[^'\n]{0,500}'/g, "'…'")
    .replace(/"[^"\n]{0,500}"/g, '"…"')
    .replace(/\d{5,}/g, '[number]');
}

export function safeError(err: unknown): { [key: string]: unknown; type: string; message: string; stack: string } {
  if (!(err instanceof Error)) return { type: typeof err, message: maskValues(String(err)), stack: '' };
  const code = (err as { code?: unknown }).code;
  return {
    type: err.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    message: maskValues(err.message),
    stack: maskValues(err.stack ?? ''),
  };
}
