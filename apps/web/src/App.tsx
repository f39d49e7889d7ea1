import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import type { AppRouter as ApiRouter } from '@lap/api';
import { RouterProvider } from 'react-router';
import { SessionProvider } from './modules/auth/components/SessionProvider';
import type { SessionStore } from './modules/auth/session-store';
import type { AppRouter } from './routes/router';
import { cssVariablesResolver, theme } from './theme';
import { trpc } from './trpc';

export interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  trpcClient: TRPCClient<ApiRouter>;
  sessionStore: SessionStore;
}

/** Providers around the router: data (tRPC + TanStack Query), theme and toasts, session. */
export function App({ router, queryClient, trpcClient, sessionStore }: AppProps) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          {/* spec 001 §8: toasts top-centre */}
          <Notifications position="top-center" limit={5} zIndex={1000} />
          <SessionProvider store={sessionStore} client={trpcClient}>
            <RouterProvider router={router} />
          </SessionProvider>
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
