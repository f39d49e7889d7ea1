import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { errorMessage, fieldErrorsOf, httpStatusOf, readCookie } from './trpc';

function serverError(httpStatus: number, message = 'Fehlertext', errors: unknown[] = []) {
  return new TRPCClientError(message, {
    result: { error: { code: -32600, message, data: { code: 'X', httpStatus, errors } } },
  });
}

describe('createQueryClient (spec 000 §6: a 401 leads to logout and /login)', () => {
  it('calls onUnauthorized for a 401 from a query', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient(onUnauthorized);
    await client
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(serverError(401)), retry: false })
      .catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('calls onUnauthorized for a 401 from a mutation, and not for other errors', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient(onUnauthorized);
    const run = (error: Error) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(error) })
        .execute(undefined)
        .catch(() => undefined);
    await run(serverError(400));
    await run(serverError(403));
    expect(onUnauthorized).not.toHaveBeenCalled();
    await run(serverError(401));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('uses the spec’s cache settings and does not retry client errors', () => {
    const defaults = createQueryClient(() => undefined).getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(30_000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    const retry = defaults?.retry;
    expect(typeof retry).toBe('function');
    if (typeof retry === 'function') {
      expect(retry(0, serverError(404))).toBe(false);
      expect(retry(0, serverError(503))).toBe(true);
      expect(retry(0, new Error('Failed to fetch'))).toBe(true);
      expect(retry(2, new Error('Failed to fetch'))).toBe(false);
    }
  });
});

describe('error helpers', () => {
  it('reads the status, the German message and field errors of a server error', () => {
    const error = serverError(400, 'Bitte prüfen', [{ field: 'email', message: 'Pflichtfeld' }, { bogus: true }]);
    expect(httpStatusOf(error)).toBe(400);
    expect(errorMessage(error)).toBe('Bitte prüfen');
    expect(fieldErrorsOf(error)).toEqual([{ field: 'email', message: 'Pflichtfeld' }]);
  });

  it('falls back to a German text when the server did not answer', () => {
    expect(httpStatusOf(new Error('Failed to fetch'))).toBeUndefined();
    expect(errorMessage(new TRPCClientError('Failed to fetch'))).toMatch(/Fehler/);
    expect(fieldErrorsOf(new Error('x'))).toEqual([]);
  });

  it('reads a cookie by name', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=abc%3D; b=2')).toBe('abc=');
    expect(readCookie('XSRF-TOKEN', 'a=1')).toBeUndefined();
  });
});
