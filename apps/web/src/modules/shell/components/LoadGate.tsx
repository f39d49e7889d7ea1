import { Alert, Center, Loader } from '@mantine/core';
import { MSG } from '@lap/contracts';
import { IconAlertTriangle, IconFileUnknown, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage, httpStatusOf } from '../../../trpc';
import { StatusPage } from './StatusPage';

export interface LoadGateProps {
  error: unknown;
  ready: boolean;
  /** What is loading, for screen readers ('Antrag wird geladen'). */
  loadingLabel: string;
  /** Title for a 404 (default: `errorTitle`, else 'Antrag nicht gefunden'). */
  notFoundTitle?: string;
  /** Title for other failures (default: the general error title). */
  errorTitle?: string;
  /** Shown instead of the server's message when the record cannot be matched or is closed to this user (400, 403, 404). */
  unmatchedText?: string;
  /** 'inline': a failure inside a page section shows as an alert, not as a whole status page. */
  variant?: 'page' | 'inline';
  children: () => ReactNode;
}

/**
 * A page's (or section's) three load states: a status page with the server's message on failure (404 and 403 named as
 * such; nothing of the record is shown), a spinner while loading, else the content.
 */
export function LoadGate({
  error,
  ready,
  loadingLabel,
  notFoundTitle,
  errorTitle,
  unmatchedText,
  variant = 'page',
  children,
}: LoadGateProps) {
  if (error && variant === 'inline') {
    return (
      <Alert color="red.9" icon={<IconAlertTriangle aria-hidden />} title={errorTitle ?? MSG.fehlerAufgetreten}>
        {errorMessage(error)}
      </Alert>
    );
  }
  if (error) {
    const status = httpStatusOf(error);
    const [title, icon, color] =
      status === 404 || status === 400
        ? [
            notFoundTitle ?? errorTitle ?? 'Antrag nicht gefunden',
            <IconFileUnknown key="i" size={30} stroke={1.6} />,
            'gray',
          ]
        : status === 403
          ? ['Keine Berechtigung', <IconLock key="i" size={30} stroke={1.6} />, 'orange']
          : [errorTitle ?? MSG.fehlerAufgetreten, <IconAlertTriangle key="i" size={30} stroke={1.6} />, 'red'];
    const unmatched = status === 400 || status === 403 || status === 404;
    return (
      <StatusPage title={title} icon={icon} iconColor={color}>
        {unmatched && unmatchedText ? unmatchedText : errorMessage(error)}
      </StatusPage>
    );
  }
  if (!ready) {
    return (
      <Center h={300}>
        <Loader aria-label={loadingLabel} />
      </Center>
    );
  }
  return <>{children()}</>;
}
