import { Container } from '@mantine/core';
import { PageTitle } from '@lap/ui';
import type { ReactNode } from 'react';

export interface SignedInFrameProps {
  title: string;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** Page frame of the signed-in account and user pages: heading (and tab title), then the content. */
export function SignedInFrame({ title, actions, children }: SignedInFrameProps) {
  return (
    <Container size="md" px={0}>
      <PageTitle title={title}>{actions}</PageTitle>
      {children}
    </Container>
  );
}
