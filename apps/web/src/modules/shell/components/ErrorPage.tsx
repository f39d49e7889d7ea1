import { Box, Group } from '@mantine/core';
import { MSG } from '@lap/contracts';
import { Logo } from '@lap/ui';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useLayoutEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { removeBootScreen } from '../boot-screen';
import { Footer } from './Footer';
import { StatusPage } from './StatusPage';
import classes from './Shell.module.css';

/** A short, safe description of a route error: the server's message or status, never a stack. */
function describe(error: unknown): string | null {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string')
      return data.message;
    if (typeof data === 'string' && data.length > 0 && data.length < 300) return data;
    return error.statusText ? `${error.status} – ${error.statusText}` : `Status ${error.status}`;
  }
  return null;
}

/** spec 001 §2: a failed loader (or a crashed page) shows 'Ein Fehler ist aufgetreten.' inside the shell. */
export function RouteErrorPage() {
  const detail = describe(useRouteError());
  useLayoutEffect(removeBootScreen, []);
  return (
    <StatusPage title={MSG.fehlerAufgetreten} icon={<IconAlertTriangle size={30} stroke={1.6} />} iconColor="red">
      {detail ?? 'Bitte versuchen Sie es erneut. Besteht das Problem weiter, wenden Sie sich an den Support.'}
    </StatusPage>
  );
}

/** The same screen when the shell itself failed: a minimal frame without navigation. */
export function RootErrorPage() {
  return (
    <Box mih="100dvh" display="flex" style={{ flexDirection: 'column' }} bg="gray.0">
      <Box h={60} className={classes.header} component="header">
        <Group>
          <Logo size={36} />
        </Group>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        <RouteErrorPage />
      </Box>
      <Footer />
    </Box>
  );
}
