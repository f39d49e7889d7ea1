import { ActionIcon, Anchor, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { UPLOAD_MSG } from '@lap/contracts';
import { formatDateTime } from '@lap/domain';
import { ConfirmDialog } from '../ConfirmDialog.js';
import { formatFileSize } from './format-size.js';
import { UPLOAD_TEXT } from './texts.js';

/** A stored file as the file lists return it (TAntragFile fits). */
export interface FileRow {
  id: string;
  displayTxt: string;
  /** ISO instant. */
  createdAt: string;
  size: number;
}

export interface FileTableProps<T extends FileRow> {
  files: readonly T[];
  /** Where the name links to; a same-origin URL that answers with the file (cookie auth). */
  downloadUrl: (file: T) => string;
  /** Shows a delete button per row. Runs after 'Wirklich löschen?'; shows its own toasts and may reject. */
  onDelete?: (file: T) => Promise<void>;
  /** Accessible name of the table. */
  label?: string;
  emptyText?: string;
  /** A line under the name saying what the file is (e.g. 'Rechnung (PDF)' beside its e-invoice); null: none. */
  describe?: (file: T) => string | null;
}

/** Stored files: name as download link, upload time, size, and optionally delete (spec 000 §5, §8). */
export function FileTable<T extends FileRow>({
  files,
  downloadUrl,
  onDelete,
  label = UPLOAD_TEXT.tableLabel,
  emptyText = UPLOAD_MSG.keineDateien,
  describe,
}: FileTableProps<T>) {
  const [asking, setAsking] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  if (files.length === 0) {
    return (
      <Text c="dimmed" py="sm">
        {emptyText}
      </Text>
    );
  }

  const confirm = async () => {
    if (!asking || !onDelete) return;
    setBusy(true);
    try {
      await onDelete(asking);
    } catch {
      // The handler has told the user; the row stays.
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <>
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label={label} verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{UPLOAD_TEXT.columnName}</Table.Th>
              <Table.Th w={170}>{UPLOAD_TEXT.columnDate}</Table.Th>
              <Table.Th w={100} ta="right">
                {UPLOAD_TEXT.columnSize}
              </Table.Th>
              {onDelete && (
                <Table.Th w={56}>
                  <VisuallyHidden>{UPLOAD_TEXT.columnActions}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {files.map((file) => (
              <Table.Tr key={file.id}>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  <Anchor href={downloadUrl(file)} download title={UPLOAD_TEXT.download(file.displayTxt)}>
                    {file.displayTxt}
                  </Anchor>
                  {describe?.(file) && (
                    <Text size="xs" c="gray.7">
                      {describe(file)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(file.createdAt)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatFileSize(file.size)}
                </Table.Td>
                {onDelete && (
                  <Table.Td>
                    <Tooltip label={UPLOAD_TEXT.delete(file.displayTxt)} withArrow openDelay={250}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={UPLOAD_TEXT.delete(file.displayTxt)}
                        onClick={() => setAsking(file)}
                      >
                        <IconTrash size={17} stroke={1.7} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        opened={asking !== null}
        title={UPLOAD_TEXT.deleteTitle}
        message={UPLOAD_TEXT.deleteQuestion}
        confirmLabel={UPLOAD_TEXT.deleteConfirm}
        loading={busy}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
