import { Box, Button, Stack, Text, Title } from '@mantine/core';
import type { TAuskunftFile } from '@lap/contracts';
import { FileTable } from '@lap/ui/upload';
import { PageTitle } from '@lap/ui';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { AuskunftGruppen } from '../../versorger-upload/components/AuskunftGruppen';
import { versorgerDateiDownloadUrl } from '../../versorger-upload/upload-versorger-file';
import { AntragKarte } from './AntragKarte';
import { AntragSummary, SectionCard } from './AntragSummary';
import { antragFileByName, dokumentArt, dokumentFileByName, FileLinks } from './FileLinks';
import { LoadGate } from '../../shell/components/LoadGate';
import { AnfrageflaecheExport } from '../../druck/components/AnfrageflaecheExport';
import { useKartendruck } from '../../druck/hooks/useKartendruck';

/** /dokumente/{antragId}: summary, documents, the applicant's files, the operators' information files, map (spec 000 §2). */
export function DokumentePage() {
  const { antragId = '' } = useParams();
  const antrag = trpc.antrag.byId.useQuery({ id: antragId });
  const netzarten = trpc.stammdaten.netzarten.useQuery();
  const dokumente = trpc.antrag.dokumente.useQuery({ antragId });
  const eigene = trpc.antrag.files.useQuery({ antragId });
  const auskuenfte = trpc.antrag.auskuenfte.useQuery({ antragId });
  const gruppen = trpc.versorgerUpload.auskunftGruppen.useQuery({ antragId });
  const druck = useKartendruck(antragId, antrag.data?.vorgangsnummer);
  const eigeneAuskuenfte = (auskuenfte.data ?? []).filter((f) => f.quelle === 'auskunft');
  // operator files go through DownloadVersorgerDatei/{id}; the request's own information files by name
  const auskunftHref = (f: TAuskunftFile) =>
    f.quelle === 'versorger' ? versorgerDateiDownloadUrl(f.id) : dokumentFileByName(antragId)(f);

  return (
    <Box maw={1100} mx="auto">
      <PageTitle title={antrag.data ? `Dokumente ${antrag.data.vorgangsnummer}` : 'Dokumente'}>
        <Button component={Link} to="/antraege" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Zu meinen Anträgen
        </Button>
      </PageTitle>
      <LoadGate
        error={antrag.error}
        ready={!!antrag.data && !netzarten.isLoading}
        loadingLabel="Dokumente werden geladen"
      >
        {() =>
          antrag.data && (
            <Stack gap="lg">
              <SectionCard level={2} title="Dokumente">
                <FileLinks
                  files={dokumente.data}
                  loading={dokumente.isLoading}
                  href={dokumentFileByName(antragId)}
                  label="Dokumente"
                  describe={dokumentArt}
                />
              </SectionCard>
              <SectionCard level={2} title="Auskünfte der Infrastrukturbetreiber">
                <Stack gap="md">
                  {gruppen.error ? (
                    <Text c="red.9">{errorMessage(gruppen.error)}</Text>
                  ) : gruppen.data ? (
                    <AuskunftGruppen gruppen={gruppen.data} />
                  ) : (
                    <Text c="dimmed">Auskünfte werden geladen …</Text>
                  )}
                  {/* information files placed with the request itself; the operators' files are in the table above */}
                  {eigeneAuskuenfte.length > 0 && (
                    <FileTable files={eigeneAuskuenfte} downloadUrl={auskunftHref} label="Weitere Auskünfte" />
                  )}
                </Stack>
              </SectionCard>
              <SectionCard level={2} title="Ihre Dateien zum Antrag">
                <FileLinks
                  files={eigene.data}
                  loading={eigene.isLoading}
                  href={antragFileByName(antragId)}
                  label="Ihre Dateien zum Antrag"
                />
              </SectionCard>
              <SectionCard level={2} title="Karte">
                <Stack gap="md">
                  <AnfrageflaecheExport antrag={antrag.data} />
                  <AntragKarte antragId={antragId} height={420} druck={druck} />
                </Stack>
              </SectionCard>
              <Title order={2} size="h4">
                Zusammenfassung
              </Title>
              <AntragSummary antrag={antrag.data} netzarten={netzarten.data ?? []} />
            </Stack>
          )
        }
      </LoadGate>
    </Box>
  );
}
