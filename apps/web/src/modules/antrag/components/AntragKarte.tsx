import { Alert, Center, Loader } from '@mantine/core';
import { AntragMap } from '@lap/ui/map';
import { useClientConfig } from '../hooks/useClientConfig';
import { KARTE_UI_MSG, useAntragKarte } from '../hooks/useAntragKarte';

type Karte = ReturnType<typeof useAntragKarte>;

export interface AntragKarteViewProps {
  karte: Karte;
  editable: boolean;
  height?: number | string;
}

/** The map of one request, given its state from `useAntragKarte` (the wizard needs that state for its buttons). */
export function AntragKarteView({ karte, editable, height = 520 }: AntragKarteViewProps) {
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
      {...karte.editing}
    />
  );
}

/** A request's map, read-only (views of sent requests). */
export function AntragKarte({ antragId, height }: { antragId: string; height?: number | string }) {
  const karte = useAntragKarte(antragId, { editable: false });
  return <AntragKarteView karte={karte} editable={false} height={height} />;
}
