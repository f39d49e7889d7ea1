import { Box, Button, Paper, Stack, Title } from '@mantine/core';
import { PageTitle } from '@lap/ui';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { trpc } from '../../../trpc';
import { AntragKarte } from './AntragKarte';
import { AntragSummary } from './AntragSummary';
import { antragFileByName, dokumentFileByName, FileLinks } from './FileLinks';
import { LoadGate } from '../../shell/components/LoadGate';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

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
          <Block title="Dokumente">
            <FileLinks files={dokumente.data} loading={dokumente.isLoading} href={dokumentFileByName(antragId)} />
          </Block>
          <Block title="Auskünfte der Infrastrukturbetreiber">
            <FileLinks files={auskuenfte.data} loading={auskuenfte.isLoading} href={dokumentFileByName(antragId)} />
          </Block>
          <Block title="Ihre Dateien zum Antrag">
            <FileLinks files={eigene.data} loading={eigene.isLoading} href={antragFileByName(antragId)} />
          </Block>
          <Block title="Karte">
            <AntragKarte antragId={antragId} height={420} />
          </Block>
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
