import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '@lap/api';
import { XSRF_COOKIE, XSRF_HEADER } from '@lap/contracts';
import { TRPC_URL } from './config';
import { readCookie, type ApiClient } from './trpc-client';

// tRPC's client: loaded with the first API call (lazyApiClient) or with the pages that fetch (issue 18).

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

function createTrpcClient(): ApiClient {
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

let shared: ApiClient | undefined;

/** The one client of the running app, behind lazyApiClient and tRPC's React hooks alike. */
export function sharedTrpcClient(): ApiClient {
  shared ??= createTrpcClient();
  return shared;
}
