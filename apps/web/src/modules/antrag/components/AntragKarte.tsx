import { Alert, Center, Loader } from '@mantine/core';
import { AntragMap, type KartenDruck } from '@lap/ui/map';
import { useClientConfig } from '../hooks/useClientConfig';
import { KARTE_UI_MSG, useAntragKarte } from '../hooks/useAntragKarte';

type Karte = ReturnType<typeof useAntragKarte>;

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
  if (karte.loading || config.isLoading) {
    return (
      <Center h={height} aria-busy="true" aria-label="Karte wird geladen">
        <Loader />
      </Center>
    );
  }
  return (
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
