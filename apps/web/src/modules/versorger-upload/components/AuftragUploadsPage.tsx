import { Box, Button, Stack, Text } from '@mantine/core';
import type { TVersorgerFile } from '@lap/contracts';
import { notifyError, notifySuccess, PageTitle } from '@lap/ui';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { SectionCard } from '../../antrag/components/AntragSummary';
import { LoadGate } from '../../shell/components/LoadGate';
import { errorMessage, trpc } from '../../../trpc';
import { VERSORGER_UPLOAD_UI } from '../messages';
import { VersorgerDateienTable } from './VersorgerDateienTable';

/**
 * /auftraguploads/{auftragId} (spec 001 §2): every supplier file of the order with download and delete
 * ('Wirklich löschen?'), 'Keine Dateien vorhanden.' when empty, and the way back to the order.
 */
export function AuftragUploadsPage() {
  const { auftragId = '' } = useParams();
  const utils = trpc.useUtils();
  const uploads = trpc.versorgerUpload.auftragUploads.useQuery({ id: auftragId }, { retry: false });
  const remove = trpc.versorgerUpload.deleteFileById.useMutation();
  // the spinner only for a refresh the user asked for, not for background refetches
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    await uploads.refetch();
    setRefreshing(false);
  };

  const onDelete = async (file: TVersorgerFile) => {
    try {
      await remove.mutateAsync({ id: file.id });
      notifySuccess(VERSORGER_UPLOAD_UI.vorgangErfolgreich);
    } catch (error) {
      notifyError(VERSORGER_UPLOAD_UI.loeschenFehler(errorMessage(error)));
      throw error;
    } finally {
      await utils.versorgerUpload.auftragUploads.invalidate({ id: auftragId });
    }
  };

  const data = uploads.data;
  return (
    <Box maw={1100} mx="auto">
      <PageTitle title={data ? `Dateien der Netzbetreiber – ${data.vorgangsnummer}` : 'Dateien der Netzbetreiber'}>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void refresh()}
          loading={refreshing}
        >
          Aktualisieren
        </Button>
        <Button
          component={Link}
          to={`/bearbeitungslist/${encodeURIComponent(auftragId)}`}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Zurück zum Auftrag
        </Button>
      </PageTitle>
      <LoadGate
        error={uploads.error}
        ready={!!data}
        loadingLabel="Dateien werden geladen"
        notFoundTitle="Auftrag nicht gefunden"
      >
        {() =>
          data && (
            <Stack gap="md">
              <SectionCard level={2} title={`Hochgeladene Dateien (${data.files.length})`}>
                <Text c="dimmed" size="sm" mb="sm">
                  Dateien, die die Netzbetreiber über ihren Upload-Link oder die Sachbearbeitung in ihrem Namen abgelegt
                  haben.
                </Text>
                <VersorgerDateienTable
                  files={data.files}
                  label="Dateien der Netzbetreiber"
                  downloadable
                  withVersorger
                  onDelete={onDelete}
                />
              </SectionCard>
            </Stack>
          )
        }
      </LoadGate>
    </Box>
  );
}
