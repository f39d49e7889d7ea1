import { ActionIcon, Affix, Stack, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

/** spec 000 §2: floating buttons that jump to the top or the bottom of the page. */
export function ScrollButtons() {
  const to = (top: number) => window.scrollTo({ top, behavior: 'smooth' });
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
      <Stack gap={6}>
        <Tooltip label="Nach oben" position="left">
          <ActionIcon size="lg" radius="xl" variant="filled" color="gray" aria-label="Nach oben" onClick={() => to(0)}>
            <IconArrowUp size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Nach unten" position="left">
          <ActionIcon size="lg" radius="xl" variant="filled" color="gray" aria-label="Nach unten" onClick={() => to(document.documentElement.scrollHeight)}>
            <IconArrowDown size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Stack>
    </Affix>
  );
}
