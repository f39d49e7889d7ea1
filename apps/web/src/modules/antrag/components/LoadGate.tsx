import { Alert, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../trpc';

export interface LoadGateProps {
  error: unknown;
  ready: boolean;
  /** What is loading, for screen readers ('Antrag wird geladen'). */
  loadingLabel: string;
  errorTitle?: string;
  children: () => ReactNode;
}

/** The request pages' three states: the server's message on failure, a spinner while loading, else the content. */
export function LoadGate({ error, ready, loadingLabel, errorTitle = 'Der Antrag konnte nicht geladen werden.', children }: LoadGateProps) {
  if (error) {
    return (
      <Alert color="red" title={errorTitle}>
        {errorMessage(error)}
      </Alert>
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
