import { Anchor, Stack, Text } from '@mantine/core';
import { PRIORITAET, type TAuftraegeFeatures, type TPrioritaet } from '@lap/contracts';
import { MarkerMap, type MapMarker } from '@lap/ui/map';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { bearbeitungslistPath } from '../columns/auftraege-columns';
import { PRIORITAET_FARBE, prioritaetLabel } from './AuftraegeKarte';

interface AuftragMarker extends MapMarker {
  vorgangsnummer: string;
  auftragId: string;
  prioritaet: number;
  ueberschritten: boolean;
}

export interface AuftraegeKarteMapProps {
  features: TAuftraegeFeatures['features'];
  tileUrl: string | null;
  tileAttribution?: string;
}

/** The maplibre part of the overview map (its own lazy chunk: maplibre stays out of the /auftraege bundle). */
export function AuftraegeKarteMap({ features, tileUrl, tileAttribution }: AuftraegeKarteMapProps) {
  const markers = useMemo<AuftragMarker[]>(
    () =>
      features.map((f) => {
        const { vorgangsnummer, auftragId, prioritaet, ueberschritten } = f.properties;
        const [lng, lat] = f.geometry.coordinates;
        return {
          id: auftragId,
          lng,
          lat,
          color: PRIORITAET_FARBE[prioritaet as TPrioritaet] ?? '#495057',
          label: `Auftrag ${vorgangsnummer}, Priorität ${prioritaetLabel(prioritaet)}${ueberschritten ? ', Frist überschritten' : ''}`,
          vorgangsnummer,
          auftragId,
          prioritaet,
          ueberschritten,
        };
      }),
    [features],
  );
  const renderPopup = useCallback(
    (m: AuftragMarker) => (
      <Stack gap={2}>
        <Anchor
          component={Link}
          to={bearbeitungslistPath(m.auftragId)}
          fw={700}
          aria-label={`Auftrag ${m.vorgangsnummer} bearbeiten`}
        >
          {m.vorgangsnummer}
        </Anchor>
        <Text size="sm">Priorität: {PRIORITAET[m.prioritaet as TPrioritaet]?.label ?? m.prioritaet}</Text>
        {m.ueberschritten && (
          <Text size="sm" c="red.9">
            Bearbeitungsfrist überschritten
          </Text>
        )}
      </Stack>
    ),
    [],
  );
  return (
    <MarkerMap
      markers={markers}
      renderPopup={renderPopup}
      label="Übersichtskarte der offenen Aufträge"
      tileUrl={tileUrl}
      tileAttribution={tileAttribution}
      height={380}
    />
  );
}
