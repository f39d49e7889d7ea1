import {
  Marker,
  type GeoJSONSource,
  type Map as MaplibreMap,
  type MapLayerMouseEvent,
  type MapMouseEvent,
} from 'maplibre-gl';
import type { TLonLat } from '@lap/domain';
import {
  areaBBox,
  areasToGeoJson,
  keyDirection,
  type MoveDirection,
  type PrintArea,
  type PrintFormat,
} from './print-areas.js';

const SOURCE = 'lap-print-areas';
const FILL = 'lap-print-areas-fill';
const LINE = 'lap-print-areas-line';
/** Violet: apart from the request's blue shapes and their orange selection. */
const COLOR = { area: '#6741d9', selected: '#c2255c' } as const;

export interface PrintLayerCallbacks {
  /** An area was clicked or grabbed (null: Escape on the map). */
  onSelect: (id: number | null) => void;
  /** A mouse drag ended with the area at `center`. */
  onMoved: (id: number, center: TLonLat) => void;
  /** An arrow key on the map while an area is selected. */
  onKeyStep: (id: number, direction: MoveDirection) => void;
}

interface Drag {
  id: number;
  start: TLonLat;
  startCenter: TLonLat;
  moved: boolean;
}

/**
 * Draws the print areas on the map and lets the user grab and drag them (mouse) or move the selected one with the
 * arrow keys while the map has focus. The page's state stays the truth: the layer shows what `update` gives and
 * reports intents; during a drag it moves the rectangle itself and reports the end.
 */
export class PrintAreasLayer {
  private areas: PrintArea[] = [];
  private format: PrintFormat | null = null;
  private selectedId: number | null = null;
  private enabled = true;
  private drag: Drag | null = null;
  private readonly labels = new Map<number, Marker>();

  constructor(
    private readonly map: MaplibreMap,
    private readonly callbacks: () => PrintLayerCallbacks,
  ) {
    map.addSource(SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    const selected = ['boolean', ['get', 'selected'], false] as const;
    map.addLayer({
      id: FILL,
      type: 'fill',
      source: SOURCE,
      paint: {
        'fill-color': ['case', [...selected], COLOR.selected, COLOR.area],
        'fill-opacity': ['case', [...selected], 0.18, 0.08],
      },
    });
    map.addLayer({
      id: LINE,
      type: 'line',
      source: SOURCE,
      paint: {
        'line-color': ['case', [...selected], COLOR.selected, COLOR.area],
        'line-width': ['case', [...selected], 3, 2],
        'line-dasharray': [3, 2],
      },
    });
    map.on('mousedown', FILL, this.onMouseDown);
    map.on('mouseenter', FILL, this.onEnter);
    map.on('mouseleave', FILL, this.onLeave);
    // Capture phase: arrow keys move the selected area instead of panning the map.
    map.getContainer().addEventListener('keydown', this.onKeyDown, true);
  }

  update(areas: readonly PrintArea[], format: PrintFormat | null, selectedId: number | null): void {
    if (this.drag) this.endDrag(false);
    this.areas = [...areas];
    this.format = format;
    this.selectedId = selectedId;
    this.render();
  }

  /** Off while printing: no dragging, no keys. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    if (!enabled && this.drag) this.endDrag(false);
    if (!enabled) this.map.getCanvas().style.cursor = '';
  }

  destroy(): void {
    this.endDrag(false);
    this.map.off('mousedown', FILL, this.onMouseDown);
    this.map.off('mouseenter', FILL, this.onEnter);
    this.map.off('mouseleave', FILL, this.onLeave);
    this.map.getContainer().removeEventListener('keydown', this.onKeyDown, true);
    for (const m of this.labels.values()) m.remove();
    this.labels.clear();
    try {
      if (this.map.getLayer(LINE)) this.map.removeLayer(LINE);
      if (this.map.getLayer(FILL)) this.map.removeLayer(FILL);
      if (this.map.getSource(SOURCE)) this.map.removeSource(SOURCE);
    } catch {
      // the map was removed first (the page left): nothing to clean up on it
    }
  }

  private render(): void {
    const format = this.format;
    const source = this.map.getSource<GeoJSONSource>(SOURCE);
    if (!source) return;
    source.setData(
      format ? areasToGeoJson(this.areas, format, this.selectedId) : { type: 'FeatureCollection', features: [] },
    );
    // Numbers in the upper left corner (the base style has no fonts, so HTML labels; the list names them for readers).
    const seen = new Set<number>();
    this.areas.forEach((area, i) => {
      if (!format) return;
      seen.add(area.id);
      const [w, , , n] = areaBBox(area, format);
      let marker = this.labels.get(area.id);
      if (!marker) {
        const el = document.createElement('div');
        el.className = 'lap-print-label';
        el.setAttribute('aria-hidden', 'true');
        marker = new Marker({ element: el, anchor: 'top-left' }).setLngLat([w, n]).addTo(this.map);
        this.labels.set(area.id, marker);
      }
      marker.setLngLat([w, n]);
      const el = marker.getElement();
      el.textContent = String(i + 1);
      el.dataset.selected = area.id === this.selectedId ? 'true' : 'false';
    });
    for (const [id, marker] of this.labels) {
      if (seen.has(id)) continue;
      marker.remove();
      this.labels.delete(id);
    }
  }

  private readonly onEnter = (): void => {
    if (this.enabled) this.map.getCanvas().style.cursor = 'move';
  };

  private readonly onLeave = (): void => {
    if (!this.drag) this.map.getCanvas().style.cursor = '';
  };

  private readonly onMouseDown = (e: MapLayerMouseEvent): void => {
    if (!this.enabled || e.originalEvent.button !== 0) return;
    // The topmost area under the pointer (the last drawn).
    const ids = (e.features ?? [])
      .map((f) => f.properties.id as unknown)
      .filter((id): id is number => typeof id === 'number');
    const id = ids.length > 0 ? ids[ids.length - 1] : undefined;
    const area = this.areas.find((a) => a.id === id);
    if (id === undefined || !area) return;
    e.preventDefault(); // no panning for this gesture
    this.drag = { id, start: { lng: e.lngLat.lng, lat: e.lngLat.lat }, startCenter: { ...area.center }, moved: false };
    this.map.on('mousemove', this.onMouseMove);
    this.map.on('mouseup', this.onMouseUp);
    document.addEventListener('mouseup', this.onDocumentMouseUp);
    this.callbacks().onSelect(id);
  };

  private readonly onMouseMove = (e: MapMouseEvent): void => {
    const drag = this.drag;
    if (!drag) return;
    drag.moved = true;
    const center = {
      lng: drag.startCenter.lng + e.lngLat.lng - drag.start.lng,
      lat: drag.startCenter.lat + e.lngLat.lat - drag.start.lat,
    };
    this.areas = this.areas.map((a) => (a.id === drag.id ? { ...a, center } : a));
    this.render();
  };

  private readonly onMouseUp = (): void => this.endDrag(true);
  private readonly onDocumentMouseUp = (): void => this.endDrag(true);

  private endDrag(report: boolean): void {
    const drag = this.drag;
    if (!drag) return;
    this.drag = null;
    this.map.off('mousemove', this.onMouseMove);
    this.map.off('mouseup', this.onMouseUp);
    document.removeEventListener('mouseup', this.onDocumentMouseUp);
    const area = this.areas.find((a) => a.id === drag.id);
    if (report && drag.moved && area) this.callbacks().onMoved(drag.id, area.center);
  }

  private readonly onKeyDown = (e: KeyboardEvent): void => {
    if (this.enabled && e.key === 'Escape' && this.selectedId !== null) {
      this.callbacks().onSelect(null);
      return;
    }
    const direction = keyDirection(e.key);
    if (!this.enabled || this.selectedId === null || !direction || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    e.stopPropagation();
    this.callbacks().onKeyStep(this.selectedId, direction);
  };
}
