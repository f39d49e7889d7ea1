import 'maplibre-gl/dist/maplibre-gl.css';
import './antrag-map.css';
import { Box, Group, Loader, Stack, Text } from '@mantine/core';
import { Map as MaplibreMap, NavigationControl, ScaleControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
} from 'react';
import { MAP_DEFAULTS } from '@lap/contracts';
import { wktToGeometry } from '@lap/domain';
import { mapFileKind, readMapFile } from './import-file.js';
import { buildMapStyle, DEFAULT_VIEW, MAP_MAX_BOUNDS, roundView, sanitizeView, setBaseTiles } from './map-style.js';
import { DruckPanel } from './DruckPanel.js';
import { MapToolbar } from './MapToolbar.js';
import { PlaceSearch } from './PlaceSearch.js';
import { boundsOf } from './shape-sync.js';
import { MapShapesController, type DrawMode, type MapControllerState } from './shapes-controller.js';
import { MAP_TEXT, MAPLIBRE_LOCALE } from './texts.js';
import type { AntragMapProps, GeoSearchResult } from './types.js';

// maplibre 6 is ESM-only and loads its worker from a URL; Vite serves the file (ARCHITECTURE: maplibre notes).
setWorkerUrl(workerUrl);

const VIEW_CHANGE_DEBOUNCE_MS = 500;
const INITIAL_STATE: MapControllerState = { mode: 'static', canDelete: false, busy: false, measurement: '' };

const viewKey = (v: { lat: number; lng: number; zoom: number } | null): string =>
  v ? `${v.lat}|${v.lng}|${v.zoom}` : '';
const hasFiles = (e: DragEvent): boolean => Array.from(e.dataTransfer.types).includes('Files');

/**
 * The request map (spec 000 §5 Map): maplibre with an offline-safe base style, drawing of areas and lines
 * with terra-draw, place search and KML/GeoJSON drop. The page owns the data: it passes `shapes` and
 * stores what the callbacks report. The map is created once; props are synced into it.
 */
export function AntragMap(props: AntragMapProps) {
  const {
    shapes,
    initialView,
    editable,
    tileUrl,
    tileAttribution,
    height = 520,
    onSearch,
    onFileDropped,
    druck,
  } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MaplibreMap | null>(null);
  const controllerRef = useRef<MapShapesController | null>(null);
  const propsRef = useRef(props);
  const userMovedRef = useRef(false);
  const fittedRef = useRef(false);
  const appliedViewRef = useRef('');
  const dragDepthRef = useRef(0);
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<MapControllerState>(INITIAL_STATE);
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState('');
  const [printing, setPrinting] = useState(false);

  useLayoutEffect(() => {
    propsRef.current = props;
  });

  // the box of the saved shapes: where map print puts its first sheet (issue 42)
  const site = useMemo(
    () => (druck ? boundsOf(shapes.flatMap((s) => wktToGeometry(s.wkt) ?? [])) : null),
    [druck, shapes],
  );

  // Create the map once; everything else is synced into it by the effects below.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const start = sanitizeView(propsRef.current.initialView) ?? DEFAULT_VIEW;
    appliedViewRef.current = viewKey(sanitizeView(propsRef.current.initialView));
    const map = new MaplibreMap({
      container,
      style: buildMapStyle(propsRef.current.tileUrl, propsRef.current.tileAttribution),
      center: [start.lng, start.lat],
      zoom: start.zoom,
      maxZoom: MAP_DEFAULTS.maxZoom,
      maxBounds: MAP_MAX_BOUNDS,
      locale: MAPLIBRE_LOCALE,
      attributionControl: { compact: true },
      // Drawing works on a north-up, flat map.
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
    });
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.addControl(new ScaleControl({ unit: 'metric', maxWidth: 120 }), 'bottom-left');
    mapRef.current = map;

    let viewTimer: ReturnType<typeof setTimeout> | undefined;
    map.on('movestart', (e) => {
      if ('originalEvent' in e && e.originalEvent) userMovedRef.current = true;
    });
    map.on('moveend', () => {
      clearTimeout(viewTimer);
      viewTimer = setTimeout(() => {
        const c = map.getCenter();
        propsRef.current.onViewChange?.(roundView({ lat: c.lat, lng: c.lng, zoom: map.getZoom() }));
      }, VIEW_CHANGE_DEBOUNCE_MS);
    });
    map.once('load', () => {
      controllerRef.current = new MapShapesController(map, () => propsRef.current, setState);
      setReady(true);
    });
    return () => {
      clearTimeout(viewTimer);
      controllerRef.current?.destroy();
      controllerRef.current = null;
      mapRef.current = null;
      map.remove();
      setReady(false);
    };
  }, []);

  useEffect(() => {
    if (ready) controllerRef.current?.setEditable(editable);
  }, [ready, editable]);

  useEffect(() => {
    const controller = controllerRef.current;
    if (!ready || !controller) return;
    controller.setShapes(shapes);
    // Without a saved view the map shows the shapes (once, and not after the user moved it).
    if (
      !fittedRef.current &&
      !userMovedRef.current &&
      !sanitizeView(propsRef.current.initialView) &&
      shapes.length > 0
    ) {
      fittedRef.current = controller.fitToShapes();
    }
  }, [ready, shapes]);

  // A saved view that arrives after the map was created (loaded asynchronously) is applied until the user moves.
  const initialKey = viewKey(sanitizeView(initialView));
  useEffect(() => {
    const view = sanitizeView(propsRef.current.initialView);
    const map = mapRef.current;
    if (!ready || !map || !view || userMovedRef.current || initialKey === appliedViewRef.current) return;
    appliedViewRef.current = initialKey;
    map.jumpTo({ center: [view.lng, view.lat], zoom: view.zoom });
  }, [ready, initialKey]);

  const firstTiles = useRef(true);
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    if (firstTiles.current) {
      firstTiles.current = false;
      return;
    }
    setBaseTiles(map, tileUrl, tileAttribution);
  }, [ready, tileUrl, tileAttribution]);

  // spec 001 §4 Print: while printing the map takes no input (pan, zoom, keys, drawing).
  const frozenRef = useRef(false);
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map || printing === frozenRef.current) return;
    frozenRef.current = printing;
    const handlers = [map.dragPan, map.scrollZoom, map.boxZoom, map.doubleClickZoom, map.keyboard, map.touchZoomRotate];
    for (const h of handlers) {
      if (printing) h.disable();
      else h.enable();
    }
    if (!printing) {
      map.touchZoomRotate.disableRotation();
      map.keyboard.disableRotation();
    }
    if (printing) controllerRef.current?.setMode('static');
  }, [ready, printing]);

  const onModeChange = useCallback((mode: DrawMode) => controllerRef.current?.setMode(mode), []);
  const onDelete = useCallback(() => void controllerRef.current?.deleteSelected(), []);

  const flyTo = useCallback((lat: number, lng: number, zoom: number) => {
    userMovedRef.current = true;
    // Long flights jump instead (maxDuration), so a far search result does not take seconds.
    mapRef.current?.flyTo({ center: [lng, lat], zoom, essential: true, maxDuration: 2000 });
  }, []);
  const onChoosePlace = useCallback((r: GeoSearchResult) => flyTo(r.lat, r.lng, MAP_DEFAULTS.searchZoom), [flyTo]);
  const onNoPlace = useCallback(() => flyTo(DEFAULT_VIEW.lat, DEFAULT_VIEW.lng, DEFAULT_VIEW.zoom), [flyTo]);

  const onMapKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    if (editable && e.key === 'Delete' && state.canDelete) {
      e.preventDefault();
      onDelete();
    }
  };

  const acceptsFiles = editable && !!onFileDropped;

  const dropFiles = async (files: File[]): Promise<void> => {
    const onDropped = propsRef.current.onFileDropped;
    if (!onDropped) return;
    for (const file of files) {
      if (!mapFileKind(file.name)) {
        setNotice(MAP_TEXT.nurKmlGeoJson);
        continue;
      }
      const result = await readMapFile(file);
      if (!result.ok) {
        setNotice(result.reason === 'typ' ? MAP_TEXT.nurKmlGeoJson : MAP_TEXT.dateiUnlesbar);
        continue;
      }
      setNotice(result.wkts.length === 0 ? MAP_TEXT.dateiOhneFormen : '');
      try {
        await onDropped(file, result.wkts);
      } catch {
        continue; // the page reports its own errors
      }
      if (controllerRef.current?.fitTo(result.wkts.flatMap((w) => wktToGeometry(w) ?? []))) userMovedRef.current = true;
    }
  };

  const dropHandlers = acceptsFiles
    ? {
        onDragEnter: (e: DragEvent<HTMLDivElement>) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          dragDepthRef.current += 1;
          setDragging(true);
        },
        onDragOver: (e: DragEvent<HTMLDivElement>) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = 'copy';
        },
        onDragLeave: (e: DragEvent<HTMLDivElement>) => {
          if (!hasFiles(e)) return;
          dragDepthRef.current = Math.max(0, dragDepthRef.current - 1);
          if (dragDepthRef.current === 0) setDragging(false);
        },
        onDrop: (e: DragEvent<HTMLDivElement>) => {
          e.preventDefault();
          dragDepthRef.current = 0;
          setDragging(false);
          void dropFiles(Array.from(e.dataTransfer.files));
        },
      }
    : {};

  return (
    <Stack gap="xs" className="lap-antrag-map">
      {(editable || onSearch) && (
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          {editable ? (
            <MapToolbar
              mode={state.mode}
              canDelete={state.canDelete}
              onModeChange={onModeChange}
              onDelete={onDelete}
              disabled={printing}
            />
          ) : (
            <span />
          )}
          {onSearch && <PlaceSearch onSearch={onSearch} onChoose={onChoosePlace} onNoResult={onNoPlace} />}
        </Group>
      )}
      <Box pos="relative" h={height} className="lap-antrag-map__frame" {...dropHandlers}>
        <div
          ref={containerRef}
          role="application"
          aria-label={MAP_TEXT.karte}
          onKeyDown={onMapKeyDown}
          style={{ position: 'absolute', inset: 0 }}
          data-mode={state.mode}
          data-busy={state.busy || undefined}
        />
        {printing && (
          <div className="lap-antrag-map__printing" aria-hidden data-testid="karte-druckt">
            <Loader />
          </div>
        )}
        {dragging && (
          <div className="lap-antrag-map__drop" aria-hidden>
            <Text fw={600}>{MAP_TEXT.dateiAblegen}</Text>
          </div>
        )}
      </Box>
      <Group justify="space-between" gap="sm" mih={22}>
        <Text size="sm" data-testid="karte-messung">
          {state.measurement}
        </Text>
        {state.busy && (
          <Group gap={6}>
            <Loader size="xs" />
            <Text size="sm" c="gray.7">
              {MAP_TEXT.wirdGeprueft}
            </Text>
          </Group>
        )}
      </Group>
      <Text size="sm" c="red.9" role="status">
        {notice}
      </Text>
      {druck && (
        <DruckPanel map={ready ? mapRef.current : null} druck={druck} site={site} onPrintingChange={setPrinting} />
      )}
    </Stack>
  );
}
