import { GRENZEN, KARTE_MSG, MAP_DEFAULTS } from '@lap/contracts';
import { notifyError } from '@lap/ui';
import type { GeoSearchResult, MapShape, MapView } from '@lap/ui/map';
import { useCallback, useMemo, useRef } from 'react';
import { errorMessage, trpc } from '../../../trpc';
import { uploadAntragFile } from '../dateien';

/** spec 000 §8 alerts of the map. */
export const KARTE_UI_MSG = {
  verbindung: 'Fehler - Verbindung mit Server',
  nichtGespeichert: 'Fehler - Daten wurden nicht gespeichert.',
  loeschen: 'Fehler - Delete Feature',
  speichern: 'Fehler - Speichern nicht erfolgreich.',
} as const;

type Result = { featureId: number } | { error: string };

/** The map of one request: its shapes, where to look first, and (for the owner's draft) the editing calls. */
export function useAntragKarte(antragId: string, opts: { editable: boolean }) {
  const utils = trpc.useUtils();
  const features = trpc.antrag.features.useQuery({ antragId });
  const position = trpc.antrag.position.useQuery({ antragId });
  const needsOrt = position.data !== undefined && !position.data.positionSaved && (features.data?.length ?? 0) === 0;
  const ort = trpc.antrag.ortSuche.useQuery({ id: antragId }, { enabled: needsOrt, retry: false });
  const checkWkt = trpc.antrag.checkWkt.useMutation();
  const addFeature = trpc.antrag.addFeature.useMutation();
  const deleteFeature = trpc.antrag.deleteFeature.useMutation();
  const lastView = useRef<MapView | null>(null);

  const shapes: MapShape[] = useMemo(
    () => (features.data ?? []).map((f) => ({ featureId: f.featureId, wkt: f.wkt })),
    [features.data],
  );

  /** Saved view; else the request's address; else the default position (spec 000 §9). */
  const computedView: MapView | null | undefined = useMemo(() => {
    if (!position.data) return undefined;
    if (position.data.positionSaved)
      return { lat: position.data.lat, lng: position.data.lng, zoom: position.data.zoom };
    if (!needsOrt) return null; // shapes exist: the map fits them
    if (ort.isLoading) return undefined;
    return ort.data
      ? { lat: ort.data.lat, lng: ort.data.lng, zoom: ort.data.zoom }
      : { lat: MAP_DEFAULTS.lat, lng: MAP_DEFAULTS.lng, zoom: MAP_DEFAULTS.zoom };
  }, [position.data, needsOrt, ort.isLoading, ort.data]);
  // Decided once per opening: drawing the first shape must not make the map jump to fit it.
  const frozen = useRef<{ view: MapView | null } | null>(null);
  if (frozen.current === null && computedView !== undefined) frozen.current = { view: computedView };
  const initialView = frozen.current ? frozen.current.view : undefined;

  const refresh = useCallback(() => utils.antrag.features.invalidate({ antragId }), [utils, antragId]);

  /** Checked by the server first; an invalid shape is refused with the spec's message. */
  const check = useCallback(
    async (wkt: string): Promise<{ wkt: string } | { error: string }> => {
      let checked: { valid: boolean; wkt: string | null; message: string | null };
      try {
        checked = await checkWkt.mutateAsync({ wkt });
      } catch (error) {
        notifyError(`${KARTE_UI_MSG.nichtGespeichert} ${errorMessage(error)}`);
        return { error: errorMessage(error) };
      }
      if (!checked.valid || !checked.wkt) {
        // The spec's message, or the server's more specific one (e.g. too many points).
        const message = checked.message ?? KARTE_MSG.ungueltig;
        notifyError(message);
        return { error: message };
      }
      return { wkt: checked.wkt };
    },
    [checkWkt],
  );

  /** Stores a checked shape. */
  const add = useCallback(
    async (wkt: string): Promise<Result> => {
      try {
        const { featureId } = await addFeature.mutateAsync({ antragId, wkt });
        await refresh();
        return { featureId };
      } catch (error) {
        // the spec's alert with the server's reason (e.g. the 50 shapes of a request are reached)
        notifyError(`${KARTE_UI_MSG.nichtGespeichert} ${errorMessage(error)}`);
        return { error: errorMessage(error) };
      }
    },
    [addFeature, antragId, refresh],
  );

  const store = useCallback(
    async (wkt: string): Promise<Result> => {
      const checked = await check(wkt);
      return 'error' in checked ? checked : add(checked.wkt);
    },
    [check, add],
  );

  const remove = useCallback(
    async (featureId: number): Promise<boolean> => {
      try {
        await deleteFeature.mutateAsync({ featureId });
        await refresh();
        return true;
      } catch {
        notifyError(KARTE_UI_MSG.loeschen);
        return false;
      }
    },
    [deleteFeature, refresh],
  );

  /**
   * The spec has no update call: a changed shape is stored anew and the old one deleted. Below the shape limit the
   * new one is stored first (the old one stays if it is refused); at the limit the old one must go first, and is put
   * back if the new one is refused.
   */
  const onShapeChanged = useCallback(
    async (featureId: number, wkt: string): Promise<Result> => {
      const stored = features.data ?? [];
      if (stored.length < GRENZEN.formenProAntrag) {
        const result = await store(wkt);
        if ('featureId' in result) await remove(featureId);
        return result;
      }
      const checked = await check(wkt);
      if ('error' in checked) return checked;
      const previous = stored.find((f) => f.featureId === featureId)?.wkt;
      if (!(await remove(featureId))) return { error: KARTE_UI_MSG.loeschen };
      const result = await add(checked.wkt);
      if ('error' in result && previous) await add(previous);
      return result;
    },
    [features.data, store, check, add, remove],
  );

  const onSearch = useCallback(
    (q: string): Promise<GeoSearchResult[]> => utils.client.karte.suche.query({ q }),
    [utils],
  );

  const onFileDropped = useCallback(
    async (file: File, wkts: string[]) => {
      try {
        // a '.json' export is kept as '.geojson' (the stored types are checked by extension and content)
        const stored = /\.json$/i.test(file.name)
          ? new File([file], file.name.replace(/\.json$/i, '.geojson'), { type: 'application/geo+json' })
          : file;
        await uploadAntragFile(antragId, stored);
        await utils.antrag.files.invalidate({ antragId });
      } catch {
        notifyError(KARTE_UI_MSG.speichern);
        return;
      }
      // stop at the first refusal (e.g. the shape limit): one alert, not one per remaining shape
      for (const wkt of wkts) if ('error' in (await store(wkt))) break;
    },
    [antragId, store, utils],
  );

  const editing = opts.editable
    ? {
        onShapeDrawn: store,
        onShapeChanged,
        onShapeDeleted: remove,
        onSearch,
        onFileDropped,
        onViewChange: (v: MapView) => (lastView.current = v),
      }
    : {};

  return {
    shapes,
    initialView,
    loading: features.isLoading || position.isLoading || initialView === undefined,
    loadFailed: features.isError,
    featureCount: features.data?.length ?? 0,
    lastView,
    editing,
  };
}
