import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { trpc } from './trpc';
import { useApi, type ApiSetup } from './trpc-client';
import { sharedTrpcClient } from './trpc-transport';

// One cache per started app, made when the first page that fetches loads.
const queryClients = new WeakMap<ApiSetup, QueryClient>();

function queryClientOf(api: ApiSetup): QueryClient {
  let queryClient = queryClients.get(api);
  if (!queryClient) {
    const created = createQueryClient(() => api.onUnauthorized(created));
    queryClients.set(api, created);
    queryClient = created;
  }
  return queryClient;
}

/**
 * TanStack Query and tRPC's hooks (trpc.useQuery …) for what is below. Not on the first page (issue 18): the pages
 * that fetch get it through the route 'data' (routes/data.tsx), lazily loaded parts of the shell through lazyWithData.
 * Every instance shares the one cache.
 */
export function DataProviders({ children }: { children: ReactNode }) {
  const api = useApi();
  const queryClient = queryClientOf(api);
  return (
    // tRPC's hooks need the client itself, not the lazy stand-in of the first page: the same shared instance.
    <trpc.Provider client={sharedTrpcClient()} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
