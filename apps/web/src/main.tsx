import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installGermanZodLocale } from '@lap/contracts';
import { App } from './App';
import { SessionStore, browserStorage } from './modules/auth/session-store';
import { loginPathFor } from './modules/auth/safe-path';
import { createQueryClient } from './query-client';
import { createAppRouter } from './routes/router';
import { createTrpcClient } from './trpc';

// zod's messages in German (the contracts package is tree-shaken in the bundle, so its own call may drop out).
installGermanZodLocale();
const sessionStore = new SessionStore(browserStorage());
const router = createAppRouter();
const trpcClient = createTrpcClient();
// spec 000 §6: a 401 anywhere clears the user and leads to /login (remembering where the user was).
const queryClient = createQueryClient(() => {
  sessionStore.clear();
  queryClient.clear();
  void router.navigate(loginPathFor(router.state.location.pathname), { replace: true });
});

const container = document.getElementById('root');
if (!container) throw new Error('#root missing in index.html');

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} trpcClient={trpcClient} sessionStore={sessionStore} />
  </StrictMode>,
);
