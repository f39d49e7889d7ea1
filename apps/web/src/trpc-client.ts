import type { TRPCClient } from '@trpc/client';
import type { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from '@lap/api';
import { MSG, type TFieldError } from '@lap/contracts';
import { createContext, useContext, useState } from 'react';

// What the first page needs of the API (issue 18): the client's shape, the context and the error helpers. tRPC's
// client itself (trpc-transport.ts) loads right after the first paint, with the first call; TanStack Query and tRPC's
// React hooks (trpc.ts, data-providers.tsx) with the pages that fetch.

export type ApiClient = TRPCClient<AppRouter>;

/**
 * The API client before tRPC's client code has loaded: every call (`client.account.me.query()`, …) loads it once and
 * goes to the one shared client (`sharedTrpcClient`), which the React hooks use as well. Calls return promises either
 * way, so the callers cannot tell the difference.
 */
export function lazyApiClient(): ApiClient {
  const load = () => import('./trpc-transport').then((m) => m.sharedTrpcClient());
  const at = (path: readonly string[]): unknown =>
    new Proxy(() => undefined, {
      get: (_target, key) => (typeof key === 'string' && key !== 'then' ? at([...path, key]) : undefined),
      apply: async (_target, _this, args: unknown[]) => {
        let target: unknown = await load();
        for (const key of path.slice(0, -1)) target = Reflect.get(target as object, key);
        const method: unknown = Reflect.get(target as object, path[path.length - 1] ?? '');
        if (typeof method !== 'function') throw new TypeError(`no API call ${path.join('.')}`);
        return method.apply(target, args) as unknown;
      },
    });
  return at([]) as ApiClient;
}

/** Reads one cookie from a `document.cookie` style string. */
export function readCookie(name: string, cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** The API as the app was started with it: the client, and what a 401 does (spec 000 §6). */
export interface ApiSetup {
  /** lazyApiClient(): calls load tRPC's client on first use. */
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

/** tRPC's client error, recognised by its name as tRPC's own `isTRPCClientError` does (its class loads later). */
function isClientError(error: unknown): error is Error & { data?: unknown } {
  return error instanceof Error && error.name === 'TRPCClientError';
}

/** The error's `data` as our server formats it, if the error came from our server. */
function serverData(error: unknown): Record<string, unknown> | undefined {
  if (!isClientError(error)) return undefined;
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
  if (isClientError(error) && serverData(error) && error.message) return error.message;
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
