import { MantineProvider } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { SessionProvider } from './modules/auth/components/SessionProvider';
import type { SessionStore } from './modules/auth/session-store';
import type { AppRouter } from './routes/router';
import { cssVariablesResolver, theme } from './theme';
import { ApiContext, type ApiSetup } from './trpc-client';

const Toasts = lazy(() => import('./modules/shell/components/Toasts').then((m) => ({ default: m.Toasts })));

export interface AppProps {
  router: AppRouter;
  api: ApiSetup;
  sessionStore: SessionStore;
}

/**
 * Providers around the router: the API, theme and toasts, session. TanStack Query and tRPC's hooks come with the
 * pages that fetch (DataProviders), so they stay off the first page (issue 18).
 */
export function App({ router, api, sessionStore }: AppProps) {
  return (
    <ApiContext value={api}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
        <SessionProvider store={sessionStore} client={api.client}>
          <RouterProvider router={router} />
        </SessionProvider>
      </MantineProvider>
    </ApiContext>
  );
}
