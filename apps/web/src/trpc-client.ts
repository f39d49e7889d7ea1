import { createTRPCClient, httpBatchLink, TRPCClientError, type TRPCClient } from '@trpc/client';
import type { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from '@lap/api';
import { MSG, XSRF_COOKIE, XSRF_HEADER, type TFieldError } from '@lap/contracts';
import { createContext, useContext, useState } from 'react';
import { TRPC_URL } from './config';

// The plain tRPC client and what the first page needs of the API (issue 18): TanStack Query and tRPC's React hooks
// (trpc.ts, data-providers.tsx) load with the pages that fetch.

export type ApiClient = TRPCClient<AppRouter>;

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

export function createTrpcClient(): ApiClient {
  return createTRPCClient<AppRouter>({
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

/** The API as the app was started with it: the client, and what a 401 does (spec 000 §6). */
export interface ApiSetup {
  client: ApiClient;
  /** Signs out and leads to /login; `queryClient` is the cache to forget. */
  onUnauthorized: (queryClient: QueryClient) => void;
}

export const ApiContext = createContext<ApiSetup | null>(null);

export function useApi(): ApiSetup {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi must be used inside <ApiContext>');
  return value;
}

/**
 * A call through the plain client with the state a button shows (pending, done), for the first page, where
 * TanStack Query's useMutation is not loaded (issue 18).
 */
export function useApiMutation<TInput, TOutput>(call: (client: ApiClient, input: TInput) => Promise<TOutput>) {
  const { client } = useApi();
  const [state, setState] = useState<'idle' | 'pending' | 'success' | 'error'>('idle');
  const mutateAsync = async (input: TInput): Promise<TOutput> => {
    setState('pending');
    try {
      const output = await call(client, input);
      setState('success');
      return output;
    } catch (error) {
      setState('error');
      throw error;
    }
  };
  return { mutateAsync, isPending: state === 'pending', isSuccess: state === 'success' };
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
