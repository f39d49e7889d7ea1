import { Box, Button, Stack, Title } from '@mantine/core';
import { PageTitle } from '@lap/ui';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { trpc } from '../../../trpc';
import { AntragKarte } from './AntragKarte';
import { AntragSummary, SectionCard } from './AntragSummary';
import { antragFileByName, dokumentFileByName, FileLinks } from './FileLinks';
import { LoadGate } from '../../shell/components/LoadGate';

/** /dokumente/{antragId}: summary, documents, the applicant's files, the operators' information files, map (spec 000 §2). */
export function DokumentePage() {
  const { antragId = '' } = useParams();
  const antrag = trpc.antrag.byId.useQuery({ id: antragId });
  const netzarten = trpc.stammdaten.netzarten.useQuery();
  const dokumente = trpc.antrag.dokumente.useQuery({ antragId });
  const eigene = trpc.antrag.files.useQuery({ antragId });
  const auskuenfte = trpc.antrag.auskuenfte.useQuery({ antragId });

  return (
    <Box maw={1100} mx="auto">
      <PageTitle title={antrag.data ? `Dokumente ${antrag.data.vorgangsnummer}` : 'Dokumente'}>
        <Button component={Link} to="/antraege" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Zu meinen Anträgen
        </Button>
      </PageTitle>
      <LoadGate error={antrag.error} ready={!!antrag.data && !netzarten.isLoading} loadingLabel="Dokumente werden geladen">
        {() => antrag.data && (
        <Stack gap="lg">
          <SectionCard level={2} title="Dokumente">
            <FileLinks files={dokumente.data} loading={dokumente.isLoading} href={dokumentFileByName(antragId)} label="Dokumente" />
          </SectionCard>
          <SectionCard level={2} title="Auskünfte der Infrastrukturbetreiber">
            <FileLinks files={auskuenfte.data} loading={auskuenfte.isLoading} href={dokumentFileByName(antragId)} label="Auskünfte der Infrastrukturbetreiber" />
          </SectionCard>
          <SectionCard level={2} title="Ihre Dateien zum Antrag">
            <FileLinks files={eigene.data} loading={eigene.isLoading} href={antragFileByName(antragId)} label="Ihre Dateien zum Antrag" />
          </SectionCard>
          <SectionCard level={2} title="Karte">
            <AntragKarte antragId={antragId} height={420} />
          </SectionCard>
          <Title order={2} size="h4">
            Zusammenfassung
          </Title>
          <AntragSummary antrag={antrag.data} netzarten={netzarten.data ?? []} />
        </Stack>
        )}
      </LoadGate>
    </Box>
  );
}
