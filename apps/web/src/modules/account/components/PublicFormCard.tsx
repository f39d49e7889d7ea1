import { Container, Paper, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@lap/ui';
import type { ReactNode } from 'react';

export interface PublicFormCardProps {
  title: string;
  intro?: ReactNode;
  /** Maximum width in px. */
  size?: number;
  children: ReactNode;
}

/** The centred card of the visitor pages (registration, password and e-mail flows), like the login page. */
export function PublicFormCard({ title, intro, size = 520, children }: PublicFormCardProps) {
  useDocumentTitle(title);
  return (
    <Container size={size} py={{ base: 'md', sm: 40 }} px={0}>
      <Paper withBorder shadow="xs" radius="md" p={{ base: 'md', sm: 32 }}>
        <Title order={1} mb={intro ? 4 : 'lg'}>
          {title}
        </Title>
        {intro && (
          <Text c="dimmed" size="sm" mb="lg" component="div">
            {intro}
          </Text>
        )}
        {children}
      </Paper>
    </Container>
  );
}
