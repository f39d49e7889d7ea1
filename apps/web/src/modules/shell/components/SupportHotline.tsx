import { Anchor, Group, Text } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { SUPPORT_HOTLINE } from '../../../config';

/** spec 000 §1: the support hotline on the login and request pages. */
export function SupportHotline() {
  return (
    <Group gap="xs" justify="center" wrap="nowrap">
      <IconPhone size={18} stroke={1.7} aria-hidden="true" color="var(--mantine-color-dimmed)" />
      <Text size="sm" c="dimmed">
        Fragen?{' '}
        <Anchor href={`tel:${SUPPORT_HOTLINE.tel}`} inherit>
          {SUPPORT_HOTLINE.text}
        </Anchor>
      </Text>
    </Group>
  );
}
