import { ActionIcon, Anchor, Badge, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { TVersorgerFile } from '@lap/contracts';
import { formatDateTime } from '@lap/domain';
import { ConfirmDialog } from '@lap/ui';
import { formatFileSize } from '@lap/ui/upload';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { VERSORGER_UPLOAD_UI } from '../messages';
import { versorgerDateiDownloadUrl } from '../upload-versorger-file';

export interface VersorgerDateienTableProps {
  files: readonly TVersorgerFile[];
  /** Accessible name of the table. */
  label: string;
  /** Names link to DownloadVersorgerDatei (signed-in users only; the operator's link has no download). */
  downloadable: boolean;
  /** Shows the operator column (/auftraguploads lists every operator of the order). */
  withVersorger?: boolean;
  /** Which rows may be deleted; runs after 'Wirklich löschen?', shows its own toasts and may reject. */
  canDelete?: (file: TVersorgerFile) => boolean;
  onDelete?: (file: TVersorgerFile) => Promise<void>;
}

/** Supplier files: name (download), operator, source, upload time, size, delete with confirmation (spec 001 §2, §8). */
export function VersorgerDateienTable({
  files,
  label,
  downloadable,
  withVersorger = false,
  canDelete,
  onDelete,
}: VersorgerDateienTableProps) {
  const [asking, setAsking] = useState<TVersorgerFile | null>(null);
  const [busy, setBusy] = useState(false);

  if (files.length === 0) {
    return (
      <Text c="dimmed" py="sm">
        {VERSORGER_UPLOAD_UI.keineDateien}
      </Text>
    );
  }

  const confirm = async () => {
    if (!asking || !onDelete) return;
    setBusy(true);
    try {
      await onDelete(asking);
    } catch {
      // the handler has told the user; the row stays
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label={label} verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Datei</Table.Th>
              {withVersorger && <Table.Th>Netzbetreiber</Table.Th>}
              <Table.Th w={150}>Abgelegt von</Table.Th>
              <Table.Th w={170}>Hochgeladen am</Table.Th>
              <Table.Th w={100} ta="right">
                Größe
              </Table.Th>
              {onDelete && (
                <Table.Th w={56}>
                  <VisuallyHidden>Aktionen</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {files.map((file) => (
              <Table.Tr key={file.id}>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  {downloadable ? (
                    <Anchor href={versorgerDateiDownloadUrl(file.id)} download title={`${file.fileName} herunterladen`}>
                      {file.fileName}
                    </Anchor>
                  ) : (
                    file.fileName
                  )}
                </Table.Td>
                {withVersorger && <Table.Td>{file.versorgerName}</Table.Td>}
                <Table.Td>
                  <Badge
                    variant="light"
                    color={file.vomVersorger ? 'blue' : 'gray'}
                    c={file.vomVersorger ? 'blue.9' : 'dark.6'}
                    radius="sm"
                    tt="none"
                  >
                    {file.vomVersorger ? 'Netzbetreiber' : 'Sachbearbeitung'}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(file.createdAt)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatFileSize(file.size)}
                </Table.Td>
                {onDelete && (
                  <Table.Td>
                    {(canDelete?.(file) ?? true) && (
                      <Tooltip label={`${file.fileName} löschen`} withArrow openDelay={250}>
                        <ActionIcon
                          variant="subtle"
                          color="red.8"
                          aria-label={`${file.fileName} löschen`}
                          onClick={() => setAsking(file)}
                        >
                          <IconTrash size={17} stroke={1.7} aria-hidden="true" />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        opened={asking !== null}
        title="Datei löschen"
        message={VERSORGER_UPLOAD_UI.wirklichLoeschen}
        confirmLabel="Löschen"
        loading={busy}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
