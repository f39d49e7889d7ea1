import { Group, Title, type TitleOrder } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { APP_NAME } from './Logo.js';

/** Sets the browser tab title to "{title} · Leitungsauskunftportal" while the calling page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

export interface PageTitleProps {
  /** The visible heading and the tab title. */
  title: string;
  /** Optional content on the right of the heading (e.g. a count or buttons). */
  children?: ReactNode;
  order?: TitleOrder;
}

/** The page heading (h1 by default); also sets document.title. */
export function PageTitle({ title, children, order = 1 }: PageTitleProps) {
  useDocumentTitle(title);
  const heading = <Title order={order}>{title}</Title>;
  if (children === undefined) return <div style={{ marginBottom: 'var(--mantine-spacing-md)' }}>{heading}</div>;
  return (
    <Group justify="space-between" align="center" mb="md" gap="sm">
      {heading}
      <Group gap="sm">{children}</Group>
    </Group>
  );
}
