import { AppShell, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { lazyWithData } from '../../../lazy-pages';
import { useSessionUser } from '../../auth/hooks/useSession';
import { isLoginPath, removeBootScreen } from '../boot-screen';
import { NotizPanelMount } from '../../notiz/components/NotizPanelMount';
import { AppHeader } from './AppHeader';
import { Footer } from './Footer';
import { NavigationProgress } from './NavigationProgress';
import classes from './Shell.module.css';

// Only signed-in users have it; visitors' first page (login) goes without its code (issue 18).
const MainNav = lazyWithData(() => import('./MainNav').then((m) => m.MainNav));

const HEADER_HEIGHT = 60;
const NAVBAR_WIDTH = 232;

/**
 * The shell around every page (spec 001 §2 Shell): header, role navigation (a burger on small screens),
 * the page, and the footer. Visitors get no side navigation; their two entries sit in the header.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const user = useSessionUser();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const theme = useMantineTheme();
  const narrow = useMediaQuery(`(max-width: calc(${theme.breakpoints.md} - 0.0625em))`) ?? false;

  useEffect(() => {
    close();
  }, [pathname, close]);

  // index.html's login card goes with the page that replaces it (the login page removes it itself)
  useLayoutEffect(() => {
    if (!isLoginPath(pathname)) removeBootScreen();
  }, [pathname]);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={user ? { width: NAVBAR_WIDTH, breakpoint: 'md', collapsed: { mobile: !navOpened } } : undefined}
      padding={0}
      className={classes.shell}
    >
      <a href="#inhalt" className={classes.skipLink}>
        Zum Inhalt springen
      </a>
      <NavigationProgress />
      <AppShell.Header>
        <AppHeader user={user} navOpened={navOpened} onToggleNav={toggle} />
      </AppShell.Header>
      {user && (
        <AppShell.Navbar
          id="hauptnavigation"
          aria-label="Hauptnavigation"
          className={classes.navbar}
          // A collapsed navbar is only moved off-screen; hide it so keyboard and screen readers skip it too.
          mod={{ 'mobile-hidden': narrow && !navOpened }}
        >
          <Suspense fallback={null}>
            <MainNav user={user} />
          </Suspense>
        </AppShell.Navbar>
      )}
      {/* Mantine gives Main a full-viewport min-height; inside the flex column it only fills what's left. */}
      {/* data-path: the path whose page is rendered (the address changes first; the journeys wait for this). */}
      <AppShell.Main id="inhalt" tabIndex={-1} className={classes.main} style={{ minHeight: 0 }} data-path={pathname}>
        <div className={classes.content}>{children ?? <Outlet />}</div>
      </AppShell.Main>
      <Footer />
      <NotizPanelMount user={user} />
      <ScrollRestoration />
    </AppShell>
  );
}
