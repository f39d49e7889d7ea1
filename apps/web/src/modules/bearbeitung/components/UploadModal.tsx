import { Alert, Anchor, Button, Center, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import type { TVersorger } from '@lap/contracts';
import { formatVersorgerDatum } from '@lap/domain';
import { IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { BEARBEITUNG_MSG } from '../messages';

export const uploadPath = (versorgerId: string, auftragId: string): string => `/upload/${encodeURIComponent(versorgerId)}/${encodeURIComponent(auftragId)}`;

/** The files an operator delivered for this row, and the way to the upload page (upload/:versorgerId/:auftragId). */
export function UploadModal({ versorger, onClose }: { versorger: TVersorger | null; onClose: () => void }) {
  const files = trpc.versorgerUpload.files.useQuery({ id: versorger?.id ?? '' }, { enabled: versorger !== null });
  const list = files.data ?? [];
  return (
    <Modal opened={versorger !== null} onClose={onClose} title={`Upload – ${versorger?.versorgerName ?? ''}`} size="lg" closeButtonProps={{ 'aria-label': 'Schließen' }}>
      <Stack gap="md">
        {files.isPending ? (
          <Center h={80}>
            <Loader size="sm" aria-label="Dateien werden geladen" />
          </Center>
        ) : files.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(files.error)}
          </Alert>
        ) : list.length === 0 ? (
          <Text c="dimmed">{BEARBEITUNG_MSG.keineDateien}</Text>
        ) : (
          <List spacing={4} size="sm" aria-label="Dateien des Versorgers">
            {list.map((f) => (
              <List.Item key={f.id}>
                {f.fileName}{' '}
                <Text span size="xs" c="dimmed">
                  ({formatVersorgerDatum(f.createdAt)}
                  {f.vomVersorger ? ', vom Netzbetreiber' : ', vom Sachbearbeiter'})
                </Text>
              </List.Item>
            ))}
          </List>
        )}
        {versorger && (
          <Group justify="space-between">
            <Anchor component={Link} to={`/auftraguploads/${encodeURIComponent(versorger.auftragId)}`} size="sm">
              Alle Dateien des Auftrags
            </Anchor>
            <Button component={Link} to={uploadPath(versorger.id, versorger.auftragId)} leftSection={<IconUpload size={16} aria-hidden />}>
              Zur Upload-Seite
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
