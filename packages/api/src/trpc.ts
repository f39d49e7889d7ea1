import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { DEFAULT_ERROR_MESSAGE, ERROR_CODES, MSG, type TErrorCode, type TFieldError } from '@lap/contracts';
import { AppError } from './errors.js';
import type { AuthedContext, Context } from './context.js';
import type { TAccess } from './access.js';

/** Flattens zod issues into the spec's `errors: [{field, message}]`. */
export function zodFieldErrors(error: ZodError): TFieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

const TRPC_CODE_BY_APP_CODE: Record<TErrorCode, TRPCError['code']> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_SUPPORTED: 'METHOD_NOT_SUPPORTED',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
};

/** The German message and field errors of any error reaching the transport, decided here only. */
export const MSG_DATENBANK_NICHT_ERREICHBAR =
  'Die Datenbank ist derzeit nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.';

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'ER_CON_COUNT_ERROR',
]);

/**
 * The database (or the way to it) is gone: a driver error (MikroORM's DriverException/ConnectionException, or mysql2's
 * fatal error under plain SQL) for a connection refused, cut or timed out, anywhere in the cause chain. Other network errors (a fetch, SMTP) do not count.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const name = (e as { name?: unknown }).name;
    const code = (e as { code?: unknown }).code;
    if (name === 'ConnectionException') return true;
    // MikroORM wraps the driver's error; plain SQL through Kysely gets mysql2's own, which marks connection errors fatal
    const fromDriver = name === 'DriverException' || (e as { fatal?: unknown }).fatal === true;
    if (fromDriver && typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && /Timeout acquiring a connection/i.test(message)) return true;
  }
  return false;
}

export function describeError(error: TRPCError): {
  code: TErrorCode;
  httpStatus: number;
  message: string;
  errors: TFieldError[];
} {
  const cause = error.cause;
  if (cause instanceof AppError) {
    return { code: cause.code, httpStatus: ERROR_CODES[cause.code], message: cause.message, errors: cause.fieldErrors };
  }
  if (isDatabaseUnavailable(cause)) {
    return {
      code: 'SERVICE_UNAVAILABLE',
      httpStatus: ERROR_CODES.SERVICE_UNAVAILABLE,
      message: MSG_DATENBANK_NICHT_ERREICHBAR,
      errors: [],
    };
  }
  if (cause instanceof ZodError) {
    const errors = zodFieldErrors(cause);
    return { code: 'BAD_REQUEST', httpStatus: 400, message: errors[0]?.message ?? MSG.eingabeUngueltig, errors };
  }
  // tRPC's own errors (unknown procedure, wrong method, unreadable JSON input, …) carry English texts:
  // only the code is kept, the message is always ours.
  const code =
    (Object.keys(ERROR_CODES) as TErrorCode[]).find((c) => TRPC_CODE_BY_APP_CODE[c] === error.code) ??
    (error.code === 'PARSE_ERROR' ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR');
  const message =
    code === 'BAD_REQUEST' && error.code === 'PARSE_ERROR' ? MSG.jsonUngueltig : DEFAULT_ERROR_MESSAGE[code];
  return { code, httpStatus: ERROR_CODES[code], message, errors: [] };
}

export interface ProcedureMeta {
  /** Who may call it (required on every procedure: the generated authorization matrix checks it). */
  access?: TAccess;
  /** The summary message of a failed input validation (field errors stay in `errors`), e.g. 'Daten nicht valid'. */
  validationMessage?: string;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    // The formatter below drops tRPC's default shape's `stack`, so it is not built at all: a stack string is formatted
    // on first read (under the test runner through its source maps), for every refused call.
    isDev: false,
    errorFormatter({ shape, error }) {
      const described = describeError(error);
      return {
        ...shape,
        message: described.message,
        data: {
          code: shape.data.code,
          httpStatus: described.httpStatus,
          appCode: described.code,
          errors: described.errors,
        },
      };
    },
  });

/** Turns AppErrors (and zod errors of service-side checks) into TRPCErrors with the right code. */
const appErrors = t.middleware(async ({ next, meta }) => {
  const result = await next();
  if (result.ok) return result;
  const cause = result.error.cause;
  if (cause instanceof ZodError && meta?.validationMessage) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: meta.validationMessage,
      cause: new AppError('BAD_REQUEST', meta.validationMessage, zodFieldErrors(cause)),
    });
  }
  if (cause instanceof AppError)
    throw new TRPCError({ code: TRPC_CODE_BY_APP_CODE[cause.code], message: cause.message, cause });
  if (cause instanceof ZodError && result.error.code === 'INTERNAL_SERVER_ERROR')
    throw new TRPCError({ code: 'BAD_REQUEST', cause });
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
/** The root of every procedure; routers start from the builders of procedures.ts, never from these. */
export const baseProcedure = t.procedure.use(appErrors);

export const authedProcedure = baseProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new AppError('UNAUTHORIZED');
  return next({ ctx: ctx as AuthedContext });
});
