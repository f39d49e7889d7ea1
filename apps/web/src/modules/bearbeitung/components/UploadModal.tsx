import { Alert, Anchor, Button, Center, Group, List, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { VERSORGER_UPLOAD_MSG, type TVersorger, type TVersorgerUploadLink } from '@lap/contracts';
import { formatDateTime, formatVersorgerDatum } from '@lap/domain';
import { ConfirmDialog, notifyError, notifySuccess } from '@lap/ui';
import { IconLinkOff, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { BEARBEITUNG_MSG } from '../messages';

export const uploadPath = (versorgerId: string, auftragId: string): string =>
  `/upload/${encodeURIComponent(versorgerId)}/${encodeURIComponent(auftragId)}`;

/** The files an operator delivered for this row, and the way to the upload page (upload/:versorgerId/:auftragId). */
export function UploadModal({ versorger, onClose }: { versorger: TVersorger | null; onClose: () => void }) {
  const files = trpc.versorgerUpload.files.useQuery({ id: versorger?.id ?? '' }, { enabled: versorger !== null });
  const list = files.data ?? [];
  const [neuerLink, setNeuerLink] = useState<TVersorgerUploadLink | null>(null);
  const close = () => {
    setNeuerLink(null);
    onClose();
  };
  return (
    <Modal
      opened={versorger !== null}
      onClose={close}
      title={`Upload – ${versorger?.versorgerName ?? ''}`}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Schließen' }}
    >
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
        {neuerLink && (
          <TextInput
            label="Neuer Upload-Link"
            description={`Gültig bis ${formatDateTime(neuerLink.gueltigBis)}. Die bisher versandten Links gelten nicht mehr.`}
            value={neuerLink.url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
        )}
        {versorger && (
          <Group justify="space-between">
            <Anchor component={Link} to={`/auftraguploads/${encodeURIComponent(versorger.auftragId)}`} size="sm">
              Alle Dateien des Auftrags
            </Anchor>
            <Group gap="sm">
              <RevokeLinkButton versorger={versorger} onRevoked={setNeuerLink} />
              <Button
                component={Link}
                to={uploadPath(versorger.id, versorger.auftragId)}
                leftSection={<IconUpload size={16} aria-hidden />}
              >
                Zur Upload-Seite
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}

/** Revokes the operator's upload links sent so far (asks first); the new link is shown for passing on. */
function RevokeLinkButton({
  versorger,
  onRevoked,
}: {
  versorger: TVersorger;
  onRevoked: (link: TVersorgerUploadLink) => void;
}) {
  const [asking, setAsking] = useState(false);
  const revoke = trpc.versorgerUpload.revokeLink.useMutation();
  const confirm = async () => {
    try {
      onRevoked(await revoke.mutateAsync({ versorgerId: versorger.id }));
      notifySuccess(VERSORGER_UPLOAD_MSG.linkWiderrufenErfolg);
      setAsking(false);
    } catch (error) {
      notifyError(BEARBEITUNG_MSG.vorgangFehler(errorMessage(error)));
    }
  };
  return (
    <>
      <Button
        variant="default"
        color="red"
        leftSection={<IconLinkOff size={16} aria-hidden />}
        onClick={() => setAsking(true)}
      >
        Upload-Link widerrufen
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Upload-Link widerrufen"
        message={`Alle bisher an ${versorger.versorgerName} versandten Upload-Links werden ungültig. Danach kann nur noch über den neuen Link hochgeladen werden. Möchten Sie den Link widerrufen?`}
        confirmLabel="Widerrufen"
        loading={revoke.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
