import { Alert, Center, Loader } from '@mantine/core';
import type { KartenDruck } from '@lap/ui/map';
import { lazy, Suspense } from 'react';
import { useClientConfig } from '../hooks/useClientConfig';
import { KARTE_UI_MSG, useAntragKarte } from '../hooks/useAntragKarte';

type Karte = ReturnType<typeof useAntragKarte>;

// The map library (maplibre, terra-draw: about 1.2 MB) loads with the map, not with the page around it: the wizard's
// first step and the request views before their map is shown go without it (issue 42).
const AntragMap = lazy(() => import('@lap/ui/map').then((m) => ({ default: m.AntragMap })));

function KarteLaedt({ height }: { height: number | string }) {
  return (
    <Center h={height} aria-busy="true" aria-label="Karte wird geladen">
      <Loader />
    </Center>
  );
}

export interface AntragKarteViewProps {
  karte: Karte;
  editable: boolean;
  height?: number | string;
  /** Map print: shows the print panel below the map. */
  druck?: KartenDruck;
}

/** The map of one request, given its state from `useAntragKarte` (the wizard needs that state for its buttons). */
export function AntragKarteView({ karte, editable, height = 520, druck }: AntragKarteViewProps) {
  const config = useClientConfig();
  if (karte.loadFailed) return <Alert color="red.9">{KARTE_UI_MSG.verbindung}</Alert>;
  if (karte.loading || config.isLoading) return <KarteLaedt height={height} />;
  return (
    <Suspense fallback={<KarteLaedt height={height} />}>
      <AntragMap
        shapes={karte.shapes}
        initialView={karte.initialView ?? null}
        editable={editable}
        tileUrl={config.data?.tileUrl ?? null}
        tileAttribution={config.data?.tileAttribution}
        height={height}
        druck={druck}
        {...karte.editing}
      />
    </Suspense>
  );
}

/** A request's map, read-only (views of sent requests); with `druck` it offers map print. */
export function AntragKarte({
  antragId,
  height,
  druck,
}: {
  antragId: string;
  height?: number | string;
  druck?: KartenDruck;
}) {
  const karte = useAntragKarte(antragId, { editable: false });
  return <AntragKarteView karte={karte} editable={false} height={height} druck={druck} />;
}
