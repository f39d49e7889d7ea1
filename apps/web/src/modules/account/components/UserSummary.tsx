import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { TNutzerDetail } from '@lap/contracts';
import { IconUser } from '@tabler/icons-react';
import { nutzerName, rollenText } from '../nutzer-display';

/** Who a page acts on: name, address, company and roles in one line each. */
export function UserSummary({ user }: { user: TNutzerDetail }) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={40} radius="xl" aria-hidden="true">
          <IconUser size={22} stroke={1.7} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{nutzerName(user)}</Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          {user.firma && <Text size="sm">{user.firma}</Text>}
          <Text size="sm" c="dimmed">
            Rollen: {rollenText(user.rolesList) || '–'}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
