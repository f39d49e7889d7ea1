import { ActionIcon, Button, Group, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconFile, IconX } from '@tabler/icons-react';
import { formatFileSize } from './format-size.js';
import { UPLOAD_TEXT } from './texts.js';
import { isOpen, uploadPercent, type UploadItem } from './upload-queue.js';

export interface UploadQueueProps {
  items: ReadonlyArray<UploadItem<unknown>>;
  onCancel: (key: string) => void;
  onDismiss: (key: string) => void;
  /** Shows 'Erledigte entfernen' when given and a row is finished. */
  onClearFinished?: () => void;
}

function statusLine(item: UploadItem<unknown>): { text: string; color: string } {
  switch (item.status) {
    case 'queued':
      return { text: UPLOAD_TEXT.queued, color: 'dimmed' };
    case 'uploading':
      return { text: UPLOAD_TEXT.uploading, color: 'dimmed' };
    case 'done':
      return { text: UPLOAD_TEXT.done, color: 'teal.9' };
    case 'cancelled':
      return { text: UPLOAD_TEXT.cancelled, color: 'dimmed' };
    case 'failed':
    case 'rejected':
      return { text: item.message ?? '', color: 'var(--mantine-color-error)' };
  }
}

function barColor(status: UploadItem<unknown>['status']): string | undefined {
  if (status === 'done') return 'teal.8';
  if (status === 'failed') return 'red.8';
  if (status === 'cancelled') return 'gray.5';
  return undefined;
}

function UploadRow({
  item,
  onCancel,
  onDismiss,
}: {
  item: UploadItem<unknown>;
  onCancel: (key: string) => void;
  onDismiss: (key: string) => void;
}) {
  const percent = uploadPercent(item);
  const status = statusLine(item);
  const open = isOpen(item);
  const action = open
    ? { label: UPLOAD_TEXT.cancel(item.name), run: () => onCancel(item.key) }
    : { label: UPLOAD_TEXT.dismiss(item.name), run: () => onDismiss(item.key) };
  const failed = item.status === 'failed' || item.status === 'rejected';
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="sm"
      style={failed ? { borderColor: 'var(--mantine-color-red-3)' } : undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconFile size={20} stroke={1.6} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text fw={600} size="sm" truncate="end" title={item.name}>
              {item.name}
            </Text>
            <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
              {formatFileSize(item.size)}
            </Text>
          </Group>
          {/* a refused file has no progress worth showing (the bytes were sent, the server said no) */}
          {!failed && (
            <Group gap="sm" wrap="nowrap">
              <Progress
                value={percent}
                aria-label={UPLOAD_TEXT.progress(item.name)}
                color={barColor(item.status)}
                animated={item.status === 'uploading'}
                size="md"
                style={{ flex: 1 }}
              />
              <Text
                size="sm"
                w={52}
                ta="right"
                style={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0, whiteSpace: 'nowrap' }}
              >
                {percent} %
              </Text>
            </Group>
          )}
          <Text size="sm" c={status.color} aria-live="polite">
            {status.text}
          </Text>
        </Stack>
        <Tooltip label={action.label} withArrow openDelay={250}>
          <ActionIcon variant="subtle" color={open ? 'red' : 'gray'} aria-label={action.label} onClick={action.run}>
            <IconX size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}

/** The files of this page's drops with per-file progress, status and a cancel button while they run. */
export function UploadQueue({ items, onCancel, onDismiss, onClearFinished }: UploadQueueProps) {
  if (items.length === 0) return null;
  const anyFinished = items.some((item) => !isOpen(item));
  return (
    <Stack gap="xs">
      <Stack
        component="ul"
        gap="xs"
        aria-label={UPLOAD_TEXT.queueLabel}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {items.map((item) => (
          <UploadRow key={item.key} item={item} onCancel={onCancel} onDismiss={onDismiss} />
        ))}
      </Stack>
      {onClearFinished && anyFinished && (
        <Group justify="flex-end">
          <Button variant="subtle" size="compact-sm" onClick={onClearFinished}>
            {UPLOAD_TEXT.clearFinished}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
