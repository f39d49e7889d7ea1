import { ActionIcon, Button, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconPrinter, IconX } from '@tabler/icons-react';
import type { LngLatBoundsLike, Map as MaplibreMap } from 'maplibre-gl';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { DRUCK_MAX_JOBS, DRUCK_MSG, MAP_DEFAULTS } from '@lap/contracts';
import type { TBBox, TLonLat } from '@lap/domain';
import {
  addArea,
  areaBBox,
  bboxContains,
  boundsOfAreas,
  keyDirection,
  moveAreaTo,
  newAreaCenter,
  removeArea,
  roundBBox,
  stepArea,
  type MoveDirection,
  type PrintArea,
  type PrintFormat,
} from './print-areas.js';
import { PrintAreasLayer, type PrintLayerCallbacks } from './print-layer.js';
import { DRUCK_TEXT } from './texts.js';
import type { KartenDruck } from './types.js';

export interface DruckPanelProps {
  /** The loaded map (null until it is ready). */
  map: MaplibreMap | null;
  druck: KartenDruck;
  /** The box [w, s, e, n] of the request's shapes: the first print area goes over its middle (null: no shapes). */
  site: TBBox | null;
  /** Printing started or ended: the map turns its interaction off and on. */
  onPrintingChange: (printing: boolean) => void;
}

interface Fehler {
  vorlage?: string;
  massstab?: string;
  bereiche?: string;
}

/** The map's view box as [w, s, e, n]. */
function viewBox(map: MaplibreMap): TBBox {
  const b = map.getBounds();
  return [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
}

/** Zooms out (or pans) so that `box` is in view; leaves the view alone when it already is. */
function showBox(map: MaplibreMap, box: TBBox | null): void {
  if (!box || bboxContains(viewBox(map), box)) return;
  const bounds: LngLatBoundsLike = [
    [box[0], box[1]],
    [box[2], box[3]],
  ];
  map.fitBounds(bounds, { padding: 48, maxZoom: MAP_DEFAULTS.jumpZoom, duration: 250 });
}

/**
 * Map print (spec 001 §2 'Map print', §4 print states, §5 print rules): template and scale, the print areas (rectangles
 * of one sheet's ground, the first over the site, further ones at the map centre, dragged with the mouse or moved with the arrow keys), 'Drucken'.
 * While printing every control is disabled and the map is frozen; the elapsed time shows the work goes on.
 */
export function DruckPanel({ map, druck, site, onPrintingChange }: DruckPanelProps) {
  const [vorlageName, setVorlageName] = useState<string | null>(null);
  const [massstab, setMassstab] = useState<string | null>(null);
  const [areas, setAreas] = useState<PrintArea[]>([]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [fehler, setFehler] = useState<Fehler>({});
  const [printing, setPrinting] = useState<{ seiten: number; start: number } | null>(null);
  const [sekunden, setSekunden] = useState(0);
  const [grund, setGrund] = useState('');
  const layerRef = useRef<PrintAreasLayer | null>(null);
  const listId = useId();

  const vorlage = druck.vorlagen.find((v) => v.name === vorlageName) ?? null;
  const scale = massstab === null ? null : Number(massstab);
  const format: PrintFormat | null = useMemo(
    () => (vorlage && scale ? { mapFrameMm: vorlage.ComposerMap, scale } : null),
    [vorlage, scale],
  );

  const formatRef = useRef(format);
  const areasRef = useRef(areas);
  useLayoutEffect(() => {
    formatRef.current = format;
    areasRef.current = areas;
  });

  const step = useCallback((id: number, direction: MoveDirection) => {
    const f = formatRef.current;
    if (!f) return;
    setAreas((list) => list.map((a) => (a.id === id ? stepArea(a, f, direction) : a)));
  }, []);

  const callbacks = useRef<PrintLayerCallbacks>({
    onSelect: (id) => setSelectedId(id),
    onMoved: (id, center: TLonLat) => setAreas((list) => moveAreaTo(list, id, center)),
    onKeyStep: (id, direction) => step(id, direction),
  });

  useEffect(() => {
    if (!map) return;
    const layer = new PrintAreasLayer(map, () => callbacks.current);
    layerRef.current = layer;
    return () => {
      layer.destroy();
      layerRef.current = null;
    };
  }, [map]);

  useEffect(() => {
    layerRef.current?.update(areas, format, selectedId);
  }, [map, areas, format, selectedId]);

  // A new template or scale resizes all areas around their centres; the map then shows them all (only on that change:
  // a moved area keeps the view, see below).
  useEffect(() => {
    if (map && format) showBox(map, boundsOfAreas(areasRef.current, format));
  }, [map, format]);

  // The selected area stays in view while it is moved with the keyboard.
  const selected = areas.find((a) => a.id === selectedId) ?? null;
  const selectedLng = selected?.center.lng;
  const selectedLat = selected?.center.lat;
  useEffect(() => {
    const f = formatRef.current;
    if (map && f && selectedLng !== undefined && selectedLat !== undefined)
      showBox(map, areaBBox({ id: 0, center: { lng: selectedLng, lat: selectedLat } }, f));
  }, [map, selectedLng, selectedLat]);

  useEffect(() => {
    layerRef.current?.setEnabled(!printing);
    if (!printing) return;
    const timer = setInterval(() => setSekunden(Math.round((Date.now() - printing.start) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [printing]);

  const formatFehler = (): Fehler => ({
    ...(vorlage ? {} : { vorlage: DRUCK_MSG.vorlage }),
    ...(scale ? {} : { massstab: DRUCK_MSG.massstab }),
  });

  const hinzufuegen = (): void => {
    const f = formatFehler();
    setFehler(f);
    if (!map || f.vorlage || f.massstab) return;
    if (areas.length >= DRUCK_MAX_JOBS) {
      setFehler({ bereiche: DRUCK_MSG.zuVieleBereiche });
      return;
    }
    const next = addArea(areas, newAreaCenter(areas, site, map.getCenter()));
    setAreas(next);
    setSelectedId(next[next.length - 1]?.id ?? null);
    setGrund('');
  };

  const entfernen = (id: number): void => {
    setAreas((list) => removeArea(list, id));
    if (selectedId === id) setSelectedId(null);
  };

  const drucken = async (): Promise<void> => {
    const f = formatFehler();
    if (areas.length === 0) f.bereiche = DRUCK_MSG.keinBereich;
    setFehler(f);
    setGrund('');
    if (f.vorlage || f.massstab || f.bereiche || !vorlage || !scale || !format) return;
    setSekunden(0);
    setPrinting({ seiten: areas.length, start: Date.now() });
    onPrintingChange(true);
    try {
      const result = await druck.drucken({
        vorlage,
        scale,
        bereiche: areas.map((a) => roundBBox(areaBBox(a, format))),
      });
      if (!result.ok) setGrund(result.grund);
    } finally {
      setPrinting(null);
      onPrintingChange(false);
    }
  };

  const onAreaKey = (id: number) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const direction = keyDirection(e.key);
    if (direction) {
      e.preventDefault();
      setSelectedId(id);
      step(id, direction);
    } else if (e.key === 'Delete') {
      e.preventDefault();
      entfernen(id);
    }
  };

  const busy = printing !== null;
  const selectData = druck.vorlagen.map((v) => v.name);
  const scaleData = druck.massstaebe.map((m) => ({ value: String(m.scale), label: m.name }));

  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      component="section"
      aria-labelledby={`${listId}-titel`}
      aria-busy={busy || undefined}
    >
      <Title order={4} size="h5" id={`${listId}-titel`} mb="xs">
        {DRUCK_TEXT.titel}
      </Title>
      <Stack gap="xs">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <Select
            label={DRUCK_TEXT.vorlage}
            placeholder={DRUCK_TEXT.vorlageWaehlen}
            required
            data={selectData}
            value={vorlageName}
            onChange={(v) => {
              setVorlageName(v);
              setFehler((f) => ({ ...f, vorlage: undefined }));
            }}
            error={fehler.vorlage}
            disabled={busy}
            allowDeselect={false}
            w={200}
          />
          <Select
            label={DRUCK_TEXT.massstab}
            placeholder={DRUCK_TEXT.massstabWaehlen}
            required
            data={scaleData}
            value={massstab}
            onChange={(v) => {
              setMassstab(v);
              setFehler((f) => ({ ...f, massstab: undefined }));
            }}
            error={fehler.massstab}
            disabled={busy}
            allowDeselect={false}
            w={160}
          />
          <Button
            variant="default"
            mt={25}
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={hinzufuegen}
            disabled={busy || !map}
          >
            {DRUCK_TEXT.hinzufuegen}
          </Button>
          <Button
            mt={25}
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => void drucken()}
            disabled={busy || !map}
          >
            {DRUCK_TEXT.drucken}
          </Button>
        </Group>
        {areas.length > 0 && (
          <div>
            <Text size="sm" fw={600} id={`${listId}-liste`}>
              {DRUCK_TEXT.bereiche}
            </Text>
            <Group
              component="ul"
              aria-labelledby={`${listId}-liste`}
              gap={6}
              wrap="wrap"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
            >
              {areas.map((area, i) => (
                <Group component="li" key={area.id} gap={0} wrap="nowrap">
                  <Button
                    size="xs"
                    variant={area.id === selectedId ? 'filled' : 'default'}
                    color={area.id === selectedId ? 'pink.9' : undefined}
                    aria-pressed={area.id === selectedId}
                    onClick={() => setSelectedId(area.id === selectedId ? null : area.id)}
                    onKeyDown={onAreaKey(area.id)}
                    disabled={busy}
                    style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
                  >
                    {DRUCK_TEXT.bereich(i + 1)}
                  </Button>
                  <ActionIcon
                    size={30}
                    variant="default"
                    aria-label={DRUCK_TEXT.entfernen(i + 1)}
                    title={DRUCK_TEXT.entfernen(i + 1)}
                    onClick={() => entfernen(area.id)}
                    disabled={busy}
                    style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0, borderLeft: 0 }}
                  >
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
            </Group>
            <Text size="xs" c="gray.7" mt={4}>
              {DRUCK_TEXT.hilfe}
            </Text>
          </div>
        )}
        {fehler.bereiche && (
          <Text size="sm" c="red.9" role="alert">
            {fehler.bereiche}
          </Text>
        )}
        <div role="status" aria-live="polite">
          {printing ? (
            <Group gap={8}>
              <Loader size="xs" />
              <Text size="sm">{DRUCK_TEXT.fortschritt(printing.seiten, sekunden)}</Text>
            </Group>
          ) : grund ? (
            <Text size="sm" c="red.9">
              {grund}
            </Text>
          ) : null}
        </div>
      </Stack>
    </Paper>
  );
}
