import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  /** The question, e.g. 'Wirklich löschen?' (spec 000 §5). */
  message: ReactNode;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Colour of the confirm button; red suits destructive actions. */
  confirmColor?: string;
  /** Shows a spinner on the confirm button while the action runs. */
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A small modal that asks before an action; the caller owns `opened` and runs the action in `onConfirm`. */
export function ConfirmDialog({
  opened,
  message,
  title = 'Bitte bestätigen',
  confirmLabel = 'Ja',
  cancelLabel = 'Abbrechen',
  // red.8: white text on it passes WCAG AA (red.6 does not)
  confirmColor = 'red.8',
  loading = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {cancelLabel}
        </Button>
        <Button color={confirmColor} onClick={onConfirm} loading={loading} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
