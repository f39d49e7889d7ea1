import { ActionIcon, Affix, Group, Stack, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

/**
 * spec 000 §2: buttons that jump to the top or the bottom of the page. Floating at the lower right, or (`inline`) in
 * a column of their own, e.g. the wizard's sticky section list, where they never cover the form's buttons.
 */
export function ScrollButtons({ inline = false, hiddenFrom }: { inline?: boolean; hiddenFrom?: 'md' }) {
  const to = (top: number) => window.scrollTo({ top, behavior: 'smooth' });
  const Layout = inline ? Group : Stack;
  const buttons = (
    <Layout gap={6}>
      <Tooltip label="Nach oben" position={inline ? 'bottom' : 'left'}>
        <ActionIcon size="lg" radius="xl" variant="filled" color="gray.7" aria-label="Nach oben" onClick={() => to(0)}>
          <IconArrowUp size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Nach unten" position={inline ? 'bottom' : 'left'}>
        <ActionIcon
          size="lg"
          radius="xl"
          variant="filled"
          color="gray.7"
          aria-label="Nach unten"
          onClick={() => to(document.documentElement.scrollHeight)}
        >
          <IconArrowDown size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Layout>
  );
  if (inline) return buttons;
  // above the shell footer, whose links stay free
  return (
    <Affix position={{ bottom: 64, right: 20 }} zIndex={150} hiddenFrom={hiddenFrom}>
      {buttons}
    </Affix>
  );
}
