import { Box, Text } from '@mantine/core';
import { PageTitle } from '@lap/ui';
import { AntragMap } from '@lap/ui/map';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { trpc } from '../../../trpc';
import { useClientConfig } from '../hooks/useClientConfig';
import { LoadGate } from '../../shell/components/LoadGate';

/**
 * externalKarte/{antragId without dashes}: the map link of operator mails. Readable without signing in; it
 * shows the drawn area and the case number, nothing else (ARCHITECTURE §4).
 */
export function ExternalKartePage() {
  const { antragId = '' } = useParams();
  const karte = trpc.antrag.externalKarte.useQuery({ key: antragId }, { retry: false });
  const config = useClientConfig();
  const shapes = useMemo(() => (karte.data?.features ?? []).map((wkt, i) => ({ featureId: i + 1, wkt })), [karte.data]);
  return (
    <Box maw={1200} mx="auto">
      <PageTitle title={karte.data ? `Karte zum Vorgang ${karte.data.vorgangsnummer}` : 'Karte'} />
      <LoadGate
        error={karte.error}
        ready={!!karte.data && !config.isLoading}
        loadingLabel="Karte wird geladen"
        notFoundTitle="Karte nicht gefunden"
      >
        {() => (
          <>
            <Text c="dimmed" mb="sm">
              Eingezeichneter Bereich der Leitungsauskunft (WGS 84).
            </Text>
            <AntragMap
              shapes={shapes}
              initialView={null}
              editable={false}
              tileUrl={config.data?.tileUrl ?? null}
              tileAttribution={config.data?.tileAttribution}
              height="min(720px, 75vh)"
            />
          </>
        )}
      </LoadGate>
    </Box>
  );
}
