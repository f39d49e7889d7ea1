import { httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '@lap/api';
import { MSG, XSRF_COOKIE, XSRF_HEADER, type TFieldError } from '@lap/contracts';
import { TRPC_URL } from './config';

export const trpc = createTRPCReact<AppRouter>();

/** Reads one cookie from a `document.cookie` style string. */
export function readCookie(name: string, cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/**
 * spec 000 §6: mutations carry the anti-forgery header, equal to the XSRF-TOKEN cookie the server sets
 * on any response. If no response has set it yet (first call of the page), one cheap request fetches it.
 */
async function xsrfToken(): Promise<string | undefined> {
  const present = readCookie(XSRF_COOKIE, document.cookie);
  if (present) return present;
  await fetch('/healthz', { credentials: 'same-origin' }).catch(() => undefined);
  return readCookie(XSRF_COOKIE, document.cookie);
}

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: TRPC_URL,
        async headers({ opList }) {
          if (!opList.some((op) => op.type === 'mutation')) return {};
          const token = await xsrfToken();
          return token ? { [XSRF_HEADER]: token } : {};
        },
        fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
      }),
    ],
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The error's `data` as our server formats it, if the error came from our server. */
function serverData(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  return isRecord(data) ? data : undefined;
}

/** HTTP status of a failed call, if the server answered. */
export function httpStatusOf(error: unknown): number | undefined {
  const status = serverData(error)?.httpStatus;
  return typeof status === 'number' ? status : undefined;
}

/** spec 000 §8: the server's (German) message; our generic text when the server did not answer. */
export function errorMessage(error: unknown): string {
  if (error instanceof TRPCClientError && serverData(error) && error.message) return error.message;
  return MSG.serverfehler;
}

/** Field errors of a failed call (`errors: [{field, message}]`), to show at the fields. */
export function fieldErrorsOf(error: unknown): TFieldError[] {
  const errors = serverData(error)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is TFieldError => isRecord(e) && typeof e.field === 'string' && typeof e.message === 'string',
  );
}
