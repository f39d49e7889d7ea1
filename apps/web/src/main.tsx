import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { SessionStore, browserStorage } from './modules/auth/session-store';
import { loginPathFor } from './modules/auth/safe-path';
import { createAppRouter } from './routes/router';
import { lazyApiClient, type ApiSetup } from './trpc-client';

// zod and its German messages (src/zod-locale.ts) load with the pages that validate, not here (issue 18).
const sessionStore = new SessionStore(browserStorage());
const router = createAppRouter();
const api: ApiSetup = {
  client: lazyApiClient(),
  // spec 000 §6: a 401 anywhere clears the user and leads to /login (remembering where the user was).
  onUnauthorized: (queryClient) => {
    sessionStore.clear();
    queryClient.clear();
    void router.navigate(loginPathFor(router.state.location.pathname), { replace: true });
  },
};

const container = document.getElementById('root');
if (!container) throw new Error('#root missing in index.html');

// The first render as a transition (issue 42): React renders it in slices of a few milliseconds between which the
// browser stays responsive, instead of one long task (what index.html painted stays until it commits).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App router={router} api={api} sessionStore={sessionStore} />
    </StrictMode>,
  );
});
