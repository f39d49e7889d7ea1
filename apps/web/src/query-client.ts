import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from './config';
import { httpStatusOf } from './trpc-client';

const MAX_RETRIES = 2;

/**
 * One QueryClient for the app. spec 000 §6 / 001 §6: any 401, from a query or a mutation, signs the user
 * out and leads to /login — decided here once, not per screen.
 */
export function createQueryClient(onUnauthorized: () => void): QueryClient {
  const onError = (error: unknown): void => {
    if (httpStatusOf(error) === 401) onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        refetchOnWindowFocus: false,
        // Client errors (4xx) won't change on retry; only transport and server errors are retried.
        retry: (failureCount, error) => {
          const status = httpStatusOf(error);
          if (status !== undefined && status < 500) return false;
          return failureCount < MAX_RETRIES;
        },
      },
      mutations: { retry: false },
    },
  });
}
