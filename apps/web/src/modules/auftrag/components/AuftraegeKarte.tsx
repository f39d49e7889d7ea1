import { Alert, Box, Button, Center, Collapse, Group, Loader, Paper, Text } from '@mantine/core';
import { AUFTRAEGE_FEATURES_MAX, PRIORITAET, type TPrioritaet } from '@lap/contracts';
import { IconChevronDown, IconMap2 } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { errorMessage, trpc } from '../../../trpc';
import { useClientConfig } from '../../antrag/hooks/useClientConfig';

const AuftraegeKarteMap = lazy(() => import('./AuftraegeKarteMap').then((m) => ({ default: m.AuftraegeKarteMap })));

const OPEN_KEY = 'lap.auftraege.karte';

/** Marker colours by prioritaet (darker shades of the list's badge colours, so the dots stand out on the map). */
export const PRIORITAET_FARBE: Record<TPrioritaet, string> = {
  1: '#c92a2a',
  2: '#f59f00',
  3: '#2b8a3e',
  4: '#1864ab',
};

export const prioritaetLabel = (p: number): string => PRIORITAET[p as TPrioritaet]?.label ?? String(p);

function storedOpen(): boolean {
  try {
    return localStorage.getItem(OPEN_KEY) === '1';
  } catch {
    return false;
  }
}

function Legende() {
  return (
    <Group gap="md" component="ul" aria-label="Legende: Priorität" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {([1, 2, 3, 4] as const).map((p) => (
        <Group key={p} gap={6} component="li" wrap="nowrap">
          <Box
            w={14}
            h={14}
            style={{
              borderRadius: '50%',
              background: PRIORITAET_FARBE[p],
              border: '2px solid #fff',
              boxShadow: '0 0 0 1px rgba(0,0,0,.75)',
            }}
            aria-hidden
          />
          <Text size="sm">{PRIORITAET[p].label}</Text>
        </Group>
      ))}
    </Group>
  );
}

/** The open orders' markers above /auftraege (GetAuftraegeFeatures); collapsed unless opened in this browser before. */
function KarteInhalt() {
  const features = trpc.auftrag.features.useQuery(undefined, { staleTime: 60_000 });
  const config = useClientConfig();
  if (features.isPending || config.isPending) {
    return (
      <Center h={380} aria-busy="true">
        <Loader aria-label="Karte wird geladen" />
      </Center>
    );
  }
  if (features.isError) {
    return (
      <Alert color="red" variant="light" c="red.9" title="Die Karte konnte nicht geladen werden.">
        <Group gap="sm">
          <span>{errorMessage(features.error)}</span>
          <Button size="compact-sm" variant="light" color="red" onClick={() => void features.refetch()}>
            Erneut versuchen
          </Button>
        </Group>
      </Alert>
    );
  }
  const anzahl = features.data.features.length;
  return (
    <>
      <Group justify="space-between" gap="sm" mb="xs">
        <Legende />
        <Text size="sm" data-testid="karte-anzahl">
          {anzahl === 1 ? '1 offener Auftrag' : `${anzahl.toLocaleString('de-DE')} offene Aufträge`}
        </Text>
      </Group>
      {features.data.truncated && (
        <Alert color="yellow" variant="light" c="dark.7" mb="xs" p="xs">
          Es werden nur die neuesten {AUFTRAEGE_FEATURES_MAX.toLocaleString('de-DE')} offenen Aufträge gezeigt.
        </Alert>
      )}
      {anzahl === 0 ? (
        <Text c="dimmed" size="sm" py="md" ta="center">
          Keine offenen Aufträge mit Kartenfläche vorhanden.
        </Text>
      ) : (
        <Suspense
          fallback={
            <Center h={380} aria-busy="true">
              <Loader aria-label="Karte wird geladen" />
            </Center>
          }
        >
          <AuftraegeKarteMap
            features={features.data.features}
            tileUrl={config.data?.tileUrl ?? null}
            tileAttribution={config.data?.tileAttribution}
          />
        </Suspense>
      )}
    </>
  );
}

/** The collapsible overview map; the toggle is remembered per browser. */
export function AuftraegeKarte() {
  const [open, setOpen] = useState(storedOpen);
  const toggle = () => {
    const next = !open;
    setOpen(next);
    try {
      localStorage.setItem(OPEN_KEY, next ? '1' : '0');
    } catch {
      // private mode: not remembered
    }
  };
  return (
    <Paper withBorder radius="md" p="xs" mb="md">
      <Button
        variant="subtle"
        color="dark"
        onClick={toggle}
        aria-expanded={open}
        aria-controls="auftraege-karte"
        leftSection={<IconMap2 size={18} aria-hidden />}
        rightSection={
          <IconChevronDown
            size={16}
            aria-hidden
            style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        }
      >
        Übersichtskarte
      </Button>
      <Collapse in={open} id="auftraege-karte">
        <Box pt="xs">{open && <KarteInhalt />}</Box>
      </Collapse>
    </Paper>
  );
}
