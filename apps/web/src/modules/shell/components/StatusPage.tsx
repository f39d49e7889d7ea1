import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@lap/ui';
import { IconArrowLeft, IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useGoBack } from '../hooks/useGoBack';

export interface StatusPageProps {
  title: string;
  icon: ReactNode;
  iconColor: string;
  children?: ReactNode;
}

/** A centred message with 'Zurück' and 'Zur Startseite' (spec 001 §2: not-found and error screens). */
export function StatusPage({ title, icon, iconColor, children }: StatusPageProps) {
  useDocumentTitle(title);
  const goBack = useGoBack();
  return (
    <Container size={560} py={48}>
      <Paper withBorder radius="md" p="xl" shadow="xs">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color={iconColor} aria-hidden="true">
            {icon}
          </ThemeIcon>
          <Title order={1}>{title}</Title>
          {children && (
            <Text c="dimmed" component="div">
              {children}
            </Text>
          )}
          <Group justify="center" gap="sm" mt="sm">
            <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden="true" />} onClick={goBack}>
              Zurück
            </Button>
            <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden="true" />}>
              Zur Startseite
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
