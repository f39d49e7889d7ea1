import { ActionIcon, createPolymorphicComponent, Group, Tooltip, type ActionIconProps } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { forwardRef, useContext, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../ConfirmDialog.js';
import { DataGridContext } from './context.js';

export interface GridActionIconProps extends ActionIconProps {
  /** German name of the action: aria-label and tooltip ('Bearbeiten'). */
  label: string;
  children: ReactNode;
}

/**
 * A row action as an icon button with a German name as aria-label and tooltip. Polymorphic, so a page can
 * render it as its router's link: `<GridActionIcon component={Link} to="…" label="Bearbeiten">`.
 */
export const GridActionIcon = createPolymorphicComponent<'button', GridActionIconProps>(
  forwardRef<HTMLButtonElement, GridActionIconProps>(({ label, children, ...others }, ref) => (
    <Tooltip label={label} withArrow openDelay={250} events={{ hover: true, focus: true, touch: false }}>
      <ActionIcon ref={ref} variant="subtle" color="gray" size={28} aria-label={label} {...others}>
        {children}
      </ActionIcon>
    </Tooltip>
  )),
);

/** Lays out several action icons in one cell. */
export function GridActions({ children }: { children: ReactNode }) {
  return (
    <Group gap={2} wrap="nowrap" h="100%" align="center">
      {children}
    </Group>
  );
}

export interface DeleteActionOptions {
  label?: string;
  /** The question asked first; spec 000 §5: 'Wirklich löschen?'. */
  question?: string;
}

function DeleteActionButton<TRow>({
  row,
  onDelete,
  label,
  question,
}: {
  row: TRow;
  onDelete: (row: TRow) => Promise<void>;
  label: string;
  question: string;
}) {
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const grid = useContext(DataGridContext);
  const confirm = async () => {
    setBusy(true);
    try {
      await onDelete(row);
      setOpened(false);
      grid?.refresh();
    } catch {
      // The handler shows its own message (e.g. 'Fehler beim Löschen des Nutzers - …'); the dialog stays open.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <GridActionIcon label={label} color="red" onClick={() => setOpened(true)}>
        <IconTrash size={17} stroke={1.7} aria-hidden="true" />
      </GridActionIcon>
      <ConfirmDialog
        opened={opened}
        title={label}
        message={question}
        confirmLabel="Löschen"
        loading={busy}
        onConfirm={() => void confirm()}
        onClose={() => setOpened(false)}
      />
    </>
  );
}

/**
 * A delete icon for an action column that asks 'Wirklich löschen?' first (spec 000 §5) and refreshes the
 * table when the handler resolved. The handler shows its own success and error toasts.
 */
export function deleteAction<TRow>(
  onDelete: (row: TRow) => Promise<void>,
  options: DeleteActionOptions = {},
): (row: TRow) => ReactNode {
  const label = options.label ?? 'Löschen';
  const question = options.question ?? 'Wirklich löschen?';
  function render(row: TRow) {
    return <DeleteActionButton row={row} onDelete={onDelete} label={label} question={question} />;
  }
  return render;
}
