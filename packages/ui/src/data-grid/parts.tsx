import { ActionIcon, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconChevronDown, IconChevronRight, IconRefresh } from '@tabler/icons-react';
import type { CustomCellRendererProps, CustomOverlayProps } from 'ag-grid-react';
import { useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { DataGridInternalContext, type GridItem } from './items.js';

export interface ErrorOverlayParams {
  message: string;
  onRetry: () => void;
}

/** Shown over the grid body when a page could not be loaded: the server's message and 'Erneut versuchen'. */
export function ErrorOverlay(props: CustomOverlayProps & ErrorOverlayParams) {
  return <LoadError message={props.message} onRetry={props.onRetry} />;
}

/** A page that could not be loaded (grid overlay and phone list): the server's message and 'Erneut versuchen'. */
export function LoadError(props: ErrorOverlayParams) {
  return (
    <Stack align="center" gap={6} p="sm" role="alert" style={{ pointerEvents: 'all', maxWidth: 520 }}>
      <Group gap={8} wrap="nowrap">
        <IconAlertTriangle size={20} stroke={1.8} color="var(--mantine-color-red-8)" aria-hidden="true" />
        <Text fw={600}>Die Daten konnten nicht geladen werden.</Text>
      </Group>
      <Text size="sm" c="dimmed" ta="center">
        {props.message}
      </Text>
      <Button
        size="xs"
        variant="default"
        mt={4}
        leftSection={<IconRefresh size={15} aria-hidden="true" />}
        onClick={props.onRetry}
      >
        Erneut versuchen
      </Button>
    </Stack>
  );
}

/** The expand/collapse button of a row with a detail row (keyboard: Tab to it, or Enter on the cell). */
export function DetailToggleCell<TRow>(props: CustomCellRendererProps<GridItem<TRow>>) {
  const ctx = useContext(DataGridInternalContext);
  const item = props.data;
  if (!ctx || !item || item.kind !== 'row') return null;
  const open = ctx.expanded.has(item.key);
  const label = open ? 'Details ausblenden' : 'Details anzeigen';
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={26}
      aria-label={label}
      title={label}
      aria-expanded={open}
      onClick={() => ctx.toggle(item.key)}
    >
      {open ? <IconChevronDown size={16} aria-hidden="true" /> : <IconChevronRight size={16} aria-hidden="true" />}
    </ActionIcon>
  );
}

/**
 * A full-width detail row (AG Grid Community has no master/detail): renders the page's content and tells
 * the grid its height whenever it changes.
 */
export function DetailRowRenderer<TRow>(props: CustomCellRendererProps<GridItem<TRow>>) {
  const ctx = useContext(DataGridInternalContext);
  const ref = useRef<HTMLDivElement>(null);
  const item = props.data;
  const { node, api } = props;
  const key = item?.key;

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !ctx || key === undefined) return;
    const report = () => {
      const height = Math.ceil(el.getBoundingClientRect().height);
      if (height > 0 && height !== node.rowHeight) {
        ctx.setDetailHeight(key, height);
        node.setRowHeight(height);
        api.onRowHeightChanged();
      }
    };
    report();
    const observer = new ResizeObserver(report);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ctx, key, node, api]);

  if (!ctx || !item || item.kind !== 'detail') return null;
  const content: ReactNode = ctx.renderDetail?.(item.row) ?? null;
  return (
    <Box ref={ref} px="md" py="sm" style={{ whiteSpace: 'normal', lineHeight: 1.45 }}>
      {content}
    </Box>
  );
}
