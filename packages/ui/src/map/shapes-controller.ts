import {
  TerraDraw,
  TerraDrawLineStringMode,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
  type GeoJSONStoreFeatures,
  type HexColor,
} from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import type { ExpressionSpecification, GeoJSONSource, Map as MaplibreMap, MapMouseEvent } from 'maplibre-gl';
import type { Feature, FeatureCollection, Geometry, LineString, Polygon } from 'geojson';
import { MAP_DEFAULTS } from '@lap/contracts';
import { geometryToWkt6, wktToGeometry } from '@lap/domain';
import { measureGeometry, measurementText } from './measure.js';
import {
  boundsOf,
  drawModeFor,
  emptySyncMemory,
  isDrawEditable,
  planShapeSync,
  type SyncMemory,
} from './shape-sync.js';
import type { AntragMapProps, MapShape, ShapeSaveResult } from './types.js';

/** The toolbar's tools; 'static' is terra-draw's name for "no tool" (pan and zoom only). */
export type DrawMode = 'static' | 'polygon' | 'linestring' | 'select';

export interface MapControllerState {
  mode: DrawMode;
  /** A shape is selected and may be deleted now. */
  canDelete: boolean;
  /** A server call (save, change, delete) is running. */
  busy: boolean;
  /** 'Fläche: 950 m²' of the selected or last drawn shape; empty when there is none. */
  measurement: string;
}

export type MapControllerCallbacks = Pick<AntragMapProps, 'onShapeDrawn' | 'onShapeChanged' | 'onShapeDeleted'>;

/** The longest pause between the clicks of a double-click (the usual system default). */
const DOUBLE_CLICK_MS = 500;

type FeatureKey = string | number;
type Selection = { kind: 'draw'; id: FeatureKey } | { kind: 'static'; featureId: number };

const COLOR: Record<'shape' | 'selected' | 'pending' | 'point', HexColor> = {
  shape: '#1c7ed6',
  selected: '#e8590c',
  pending: '#868e96',
  point: '#ffffff',
};

const STATIC_SOURCE = 'lap-shapes';
const STATIC_FILL = 'lap-shapes-fill';
const STATIC_LINE = 'lap-shapes-line';

const isPending = (f: GeoJSONStoreFeatures): boolean => f.properties.pending === true;
const byState = (f: GeoJSONStoreFeatures): HexColor => (isPending(f) ? COLOR.pending : COLOR.shape);

/** A rejected or throwing callback counts as an error the page has already reported. */
async function settle(call: Promise<ShapeSaveResult>): Promise<ShapeSaveResult> {
  try {
    return await call;
  } catch {
    return { error: '' };
  }
}

const without = (set: ReadonlySet<number>, id: number): Set<number> => new Set([...set].filter((x) => x !== id));
const withId = (set: ReadonlySet<number>, id: number): Set<number> => new Set([...set, id]);

/**
 * Everything the map shows and edits, kept outside React so that re-renders never touch the map.
 *
 * - Editable mode: lines and simple polygons live in terra-draw (draw, select, drag vertices, move).
 *   MULTIPOLYGON, MULTILINESTRING and polygons with holes cannot be edited by terra-draw; they are drawn by
 *   a plain maplibre layer and can be selected (in "Bearbeiten") and deleted, not reshaped.
 * - Read-only mode: all shapes in the plain layer, no terra-draw at all.
 * Saved shapes carry the server's featureId in their properties; `shapes` from the page are synced in by
 * featureId (see planShapeSync).
 */
export class MapShapesController {
  private draw: TerraDraw | null = null;
  private readonly statics = new Map<number, { wkt: string; geometry: Geometry }>();
  private desired: readonly MapShape[] = [];
  private memory: SyncMemory = emptySyncMemory();
  /** Last geometry the server accepted, per terra-draw feature (restored when an edit is refused). */
  private readonly committed = new Map<FeatureKey, Polygon | LineString>();
  /** Server calls run one after another per feature. */
  private readonly queues = new Map<FeatureKey, Promise<void>>();
  private deleting = false;
  private selection: Selection | null = null;
  private measureTarget: Selection | null = null;
  private mode: DrawMode = 'static';
  private editable = false;
  private lastState = '';
  /** When a click last finished a shape: the second click of a double-click must not start a new one. */
  private finishedAt = -Infinity;

  constructor(
    private readonly map: MaplibreMap,
    private readonly callbacks: () => MapControllerCallbacks,
    private readonly onState: (state: MapControllerState) => void,
  ) {
    this.addStaticLayers();
    this.map.on('click', this.onMapClick);
  }

  // ---------------------------------------------------------------- public API

  setEditable(editable: boolean): void {
    if (editable === this.editable && (editable ? this.draw !== null : this.draw === null)) return;
    const present = this.presentShapes();
    this.stopDraw();
    this.statics.clear();
    this.editable = editable;
    if (editable) this.startDraw();
    for (const shape of present) this.addShape(shape);
    this.renderStatics();
    this.sync();
  }

  setShapes(shapes: readonly MapShape[]): void {
    this.desired = shapes;
    this.sync();
  }

  setMode(mode: DrawMode): void {
    if (!this.draw || mode === this.mode) return;
    this.mode = mode;
    if (mode !== 'select' && this.selection?.kind === 'static') this.selection = null;
    this.draw.setMode(mode);
    // a double-click finishes a shape while drawing; it must not zoom the map as well
    if (mode === 'polygon' || mode === 'linestring') this.map.doubleClickZoom.disable();
    else this.map.doubleClickZoom.enable();
    this.renderStatics();
    this.emit();
  }

  async deleteSelected(): Promise<void> {
    const sel = this.selection;
    if (!sel || !this.canDelete()) return;
    const featureId = this.featureIdOf(sel);
    if (featureId === null) {
      // A shape that was never saved (no onShapeDrawn): local only.
      if (sel.kind === 'draw') this.removeDrawFeature(sel.id);
      this.emit();
      return;
    }
    const onDeleted = this.callbacks().onShapeDeleted;
    this.deleting = true;
    this.emit();
    let ok = true;
    if (onDeleted) {
      try {
        ok = await onDeleted(featureId);
      } catch {
        ok = false;
      }
    }
    this.deleting = false;
    if (ok) {
      this.removeShape(featureId);
      this.memory = { added: without(this.memory.added, featureId), removed: withId(this.memory.removed, featureId) };
    }
    this.renderStatics();
    this.emit();
  }

  /** Fits the view to the page's shapes; false when there is nothing to fit. */
  fitToShapes(): boolean {
    return this.fitTo(this.desired.flatMap((s) => wktToGeometry(s.wkt) ?? []));
  }

  fitTo(geometries: readonly Geometry[]): boolean {
    const b = boundsOf(geometries);
    if (!b) return false;
    this.map.fitBounds(
      [
        [b[0], b[1]],
        [b[2], b[3]],
      ],
      { padding: 40, maxZoom: MAP_DEFAULTS.jumpZoom, duration: 0 },
    );
    return true;
  }

  destroy(): void {
    this.map.off('click', this.onMapClick);
    this.stopDraw();
  }

  // ---------------------------------------------------------------- terra-draw

  private startDraw(): void {
    const adapter = new TerraDrawMapLibreGLAdapter({ map: this.map, coordinatePrecision: 6 });
    const draw = new TerraDraw({
      adapter,
      modes: [
        new TerraDrawPolygonMode({
          styles: {
            fillColor: byState,
            fillOpacity: 0.25,
            outlineColor: byState,
            outlineWidth: 2,
            closingPointColor: COLOR.point,
            closingPointOutlineColor: COLOR.shape,
            closingPointWidth: 6,
            closingPointOutlineWidth: 2,
          },
        }),
        new TerraDrawLineStringMode({
          styles: {
            lineStringColor: byState,
            lineStringWidth: 4,
            closingPointColor: COLOR.point,
            closingPointOutlineColor: COLOR.shape,
            closingPointWidth: 6,
            closingPointOutlineWidth: 2,
          },
        }),
        new TerraDrawSelectMode({
          // Deleting goes through the toolbar (and the page), not terra-draw's own Delete key.
          keyEvents: { deselect: 'Escape', delete: null, rotate: null, scale: null },
          flags: {
            polygon: {
              feature: {
                draggable: true,
                selfIntersectable: false,
                coordinates: { draggable: true, midpoints: true, deletable: true },
              },
            },
            linestring: {
              feature: { draggable: true, coordinates: { draggable: true, midpoints: true, deletable: true } },
            },
          },
          styles: {
            selectedPolygonColor: COLOR.selected,
            selectedPolygonFillOpacity: 0.3,
            selectedPolygonOutlineColor: COLOR.selected,
            selectedPolygonOutlineWidth: 3,
            selectedLineStringColor: COLOR.selected,
            selectedLineStringWidth: 5,
            selectionPointColor: COLOR.point,
            selectionPointOutlineColor: COLOR.selected,
            selectionPointWidth: 6,
            selectionPointOutlineWidth: 2,
            midPointColor: COLOR.selected,
            midPointOutlineColor: COLOR.point,
            midPointWidth: 4,
          },
        }),
      ],
    });
    draw.start();
    draw.on('finish', this.onFinish);
    draw.on('change', this.onChange);
    draw.on('select', this.onSelect);
    draw.on('deselect', this.onDeselect);
    this.draw = draw;
    this.mode = 'static';
  }

  private stopDraw(): void {
    const draw = this.draw;
    if (!draw) return;
    draw.off('finish', this.onFinish);
    draw.off('change', this.onChange);
    draw.off('select', this.onSelect);
    draw.off('deselect', this.onDeselect);
    draw.stop();
    this.draw = null;
    this.committed.clear();
    this.queues.clear();
    this.selection = null;
    this.measureTarget = null;
    this.mode = 'static';
  }

  private readonly onFinish = (id: FeatureKey, context: { mode: string; action: string }): void => {
    if (context.action === 'draw' && (context.mode === 'polygon' || context.mode === 'linestring')) {
      this.finishedAt = performance.now();
      this.handleDrawn(id);
    } else if (context.mode === 'select') this.handleEdited(id);
  };

  private readonly onChange = (ids: FeatureKey[], type: string): void => {
    const draw = this.draw;
    if (!draw) return;
    if (type === 'create' && (this.mode === 'polygon' || this.mode === 'linestring')) {
      // The shape being drawn becomes the measured one, so its size shows while drawing.
      const drawing = ids.find((id) => draw.getSnapshotFeature(id)?.properties.currentlyDrawing === true);
      if (drawing !== undefined && performance.now() - this.finishedAt < DOUBLE_CLICK_MS) {
        // issue 42: a double-click that finished the shape started a new one with its second click: drop that sketch
        this.finishedAt = -Infinity;
        this.discardSketch();
        return;
      }
      if (drawing !== undefined) this.measureTarget = { kind: 'draw', id: drawing };
    }
    if (type === 'delete') {
      if (this.measureTarget?.kind === 'draw' && ids.includes(this.measureTarget.id)) this.measureTarget = null;
      if (this.selection?.kind === 'draw' && ids.includes(this.selection.id)) this.selection = null;
    }
    this.emit();
  };

  /** Drops the shape being drawn (leaving the mode cleans it up), after terra-draw has finished handling the click. */
  private discardSketch(): void {
    const draw = this.draw;
    setTimeout(() => {
      const mode = this.mode;
      if (this.draw !== draw || !draw || (mode !== 'polygon' && mode !== 'linestring')) return;
      draw.setMode('static');
      draw.setMode(mode);
      this.emit();
    }, 0);
  }

  private readonly onSelect = (id: FeatureKey): void => {
    this.selection = { kind: 'draw', id };
    this.measureTarget = this.selection;
    this.renderStatics();
    this.emit();
  };

  private readonly onDeselect = (id: FeatureKey): void => {
    if (this.selection?.kind === 'draw' && this.selection.id === id) this.selection = null;
    this.emit();
  };

  /** A polygon or line was finished: save it through the page; remove it when refused. */
  private handleDrawn(id: FeatureKey): void {
    const draw = this.draw;
    const feature = draw?.getSnapshotFeature(id);
    if (!draw || !feature) return;
    const geometry = feature.geometry;
    const wkt = geometryToWkt6(geometry);
    if (!wkt || geometry.type === 'Point') return;
    this.measureTarget = { kind: 'draw', id };
    const onDrawn = this.callbacks().onShapeDrawn;
    if (!onDrawn) {
      draw.updateFeatureProperties(id, { wkt });
      this.emit();
      return;
    }
    draw.updateFeatureProperties(id, { pending: true });
    this.enqueue(id, async () => {
      const result = await settle(onDrawn(wkt));
      if (this.draw !== draw || !draw.hasFeature(id)) return;
      if ('error' in result) {
        this.removeDrawFeature(id);
        return;
      }
      this.adoptFeatureId(id, result.featureId, wkt, geometry);
    });
  }

  /** A saved shape was dragged or reshaped: store the new geometry; restore the old one when refused. */
  private handleEdited(id: FeatureKey): void {
    const draw = this.draw;
    if (!draw?.hasFeature(id)) return;
    this.measureTarget = { kind: 'draw', id };
    this.enqueue(id, async () => {
      const feature = this.draw === draw && draw.hasFeature(id) ? draw.getSnapshotFeature(id) : undefined;
      if (!feature || feature.geometry.type === 'Point') return;
      const geometry = feature.geometry;
      const wkt = geometryToWkt6(geometry);
      const { featureId, wkt: savedWkt } = feature.properties;
      if (!wkt || wkt === savedWkt) return;
      const onChanged = this.callbacks().onShapeChanged;
      if (typeof featureId !== 'number' || !onChanged) {
        draw.updateFeatureProperties(id, { wkt });
        this.committed.set(id, geometry);
        return;
      }
      draw.updateFeatureProperties(id, { pending: true });
      const result = await settle(onChanged(featureId, wkt));
      if (this.draw !== draw || !draw.hasFeature(id)) return;
      if ('error' in result) {
        this.restoreGeometry(id);
        return;
      }
      if (result.featureId !== featureId) {
        this.memory = { added: without(this.memory.added, featureId), removed: withId(this.memory.removed, featureId) };
      }
      this.adoptFeatureId(id, result.featureId, wkt, geometry);
    });
  }

  /** Tags a terra-draw feature with its server id; when the page's list already brought that id, keep that one. */
  private adoptFeatureId(id: FeatureKey, featureId: number, wkt: string, geometry: Polygon | LineString): void {
    const draw = this.draw;
    if (!draw) return;
    const twin = this.drawIdOf(featureId, id);
    if (twin !== null || this.statics.has(featureId)) {
      const wasSelected = this.selection?.kind === 'draw' && this.selection.id === id;
      if (this.measureTarget?.kind === 'draw' && this.measureTarget.id === id) {
        this.measureTarget = twin !== null ? { kind: 'draw', id: twin } : { kind: 'static', featureId };
      }
      this.removeDrawFeature(id);
      if (wasSelected && twin !== null && this.mode === 'select') draw.selectFeature(twin);
      return;
    }
    draw.updateFeatureProperties(id, { featureId, wkt, pending: false });
    this.committed.set(id, geometry);
    this.memory = { added: withId(this.memory.added, featureId), removed: without(this.memory.removed, featureId) };
  }

  private restoreGeometry(id: FeatureKey): void {
    const draw = this.draw;
    const old = this.committed.get(id);
    if (!draw) return;
    draw.updateFeatureProperties(id, { pending: false });
    if (!old) return;
    try {
      draw.updateFeatureGeometry(id, old);
    } catch {
      // terra-draw refuses the update only for invalid geometries, which a committed one is not.
    }
  }

  private enqueue(id: FeatureKey, task: () => Promise<void>): void {
    const previous = this.queues.get(id) ?? Promise.resolve();
    const next = previous
      .then(task)
      .catch(() => undefined)
      .finally(() => {
        if (this.queues.get(id) === next) this.queues.delete(id);
        this.emit();
      });
    this.queues.set(id, next);
    this.emit();
  }

  private removeDrawFeature(id: FeatureKey): void {
    const draw = this.draw;
    this.committed.delete(id);
    if (this.selection?.kind === 'draw' && this.selection.id === id) this.selection = null;
    if (this.measureTarget?.kind === 'draw' && this.measureTarget.id === id) this.measureTarget = null;
    if (draw?.hasFeature(id)) draw.removeFeatures([id]);
  }

  private drawFeatures(): GeoJSONStoreFeatures[] {
    return (this.draw?.getSnapshot() ?? []).filter(
      (f) => f.properties.mode === 'polygon' || f.properties.mode === 'linestring',
    );
  }

  private drawIdOf(featureId: number, except?: FeatureKey): FeatureKey | null {
    const f = this.drawFeatures().find((x) => x.properties.featureId === featureId && x.id !== except);
    return f?.id ?? null;
  }

  // ---------------------------------------------------------------- syncing the page's shapes

  private presentShapes(): MapShape[] {
    const out: MapShape[] = [];
    for (const f of this.drawFeatures()) {
      const { featureId, wkt } = f.properties;
      if (typeof featureId === 'number' && typeof wkt === 'string') out.push({ featureId, wkt });
    }
    for (const [featureId, s] of this.statics) out.push({ featureId, wkt: s.wkt });
    return out;
  }

  private sync(): void {
    const plan = planShapeSync(this.desired, this.presentShapes(), this.memory);
    this.memory = plan.memory;
    const busy = (featureId: number): boolean => {
      const id = this.drawIdOf(featureId);
      return id !== null && this.queues.has(id);
    };
    for (const featureId of plan.remove) if (!busy(featureId)) this.removeShape(featureId);
    for (const shape of plan.update) if (!busy(shape.featureId)) this.updateShape(shape);
    for (const shape of plan.add) this.addShape(shape);
    this.renderStatics();
    this.emit();
  }

  private addShape(shape: MapShape): void {
    const geometry = wktToGeometry(shape.wkt);
    if (!geometry || geometryToWkt6(geometry) === null) return; // points or unreadable: nothing to show
    const draw = this.draw;
    if (draw && isDrawEditable(geometry)) {
      const id = draw.getFeatureId();
      const feature: GeoJSONStoreFeatures = {
        id,
        type: 'Feature',
        geometry,
        properties: { mode: drawModeFor(geometry), featureId: shape.featureId, wkt: shape.wkt },
      };
      const [result] = draw.addFeatures([feature]);
      if (result?.valid) {
        this.committed.set(id, geometry);
        return;
      }
    }
    this.statics.set(shape.featureId, { wkt: shape.wkt, geometry });
  }

  private updateShape(shape: MapShape): void {
    const draw = this.draw;
    const id = this.drawIdOf(shape.featureId);
    const geometry = wktToGeometry(shape.wkt);
    if (draw && id !== null && geometry && isDrawEditable(geometry)) {
      try {
        draw.updateFeatureGeometry(id, geometry);
        draw.updateFeatureProperties(id, { wkt: shape.wkt });
        this.committed.set(id, geometry);
        return;
      } catch {
        // Type changed or terra-draw refused: replace the feature below.
      }
    }
    this.removeShape(shape.featureId);
    this.addShape(shape);
  }

  private removeShape(featureId: number): void {
    for (const f of this.drawFeatures())
      if (f.properties.featureId === featureId && f.id !== undefined) this.removeDrawFeature(f.id);
    this.statics.delete(featureId);
    if (this.selection?.kind === 'static' && this.selection.featureId === featureId) this.selection = null;
    if (this.measureTarget?.kind === 'static' && this.measureTarget.featureId === featureId) this.measureTarget = null;
  }

  // ---------------------------------------------------------------- plain layer (read-only, multi geometries)

  private addStaticLayers(): void {
    const selected: ExpressionSpecification = ['boolean', ['get', 'selected'], false];
    this.map.addSource(STATIC_SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    this.map.addLayer({
      id: STATIC_FILL,
      type: 'fill',
      source: STATIC_SOURCE,
      filter: ['match', ['geometry-type'], ['Polygon', 'MultiPolygon'], true, false],
      paint: { 'fill-color': ['case', selected, COLOR.selected, COLOR.shape], 'fill-opacity': 0.25 },
    });
    this.map.addLayer({
      id: STATIC_LINE,
      type: 'line',
      source: STATIC_SOURCE,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: {
        'line-color': ['case', selected, COLOR.selected, COLOR.shape],
        'line-width': ['match', ['geometry-type'], ['LineString', 'MultiLineString'], 4, 2],
      },
    });
  }

  private renderStatics(): void {
    const source = this.map.getSource<GeoJSONSource>(STATIC_SOURCE);
    if (!source) return;
    const sel = this.selection;
    const features: Feature[] = [...this.statics].map(([featureId, s]) => ({
      type: 'Feature',
      geometry: s.geometry,
      properties: { featureId, selected: sel?.kind === 'static' && sel.featureId === featureId },
    }));
    const data: FeatureCollection = { type: 'FeatureCollection', features };
    source.setData(data);
  }

  private readonly onMapClick = (e: MapMouseEvent): void => {
    const draw = this.draw;
    if (!draw || this.mode !== 'select') return;
    const { x, y } = e.point;
    const hit = this.map
      .queryRenderedFeatures(
        [
          [x - 4, y - 4],
          [x + 4, y + 4],
        ],
        { layers: [STATIC_FILL, STATIC_LINE] },
      )
      .map((f) => f.properties.featureId as unknown)
      .find((id): id is number => typeof id === 'number');
    // terra-draw's own shapes lie on top and win the click.
    const onDrawShape =
      draw.getFeaturesAtLngLat(e.lngLat, { ignoreSelectFeatures: false, ignoreCoordinatePoints: true }).length > 0;
    if (hit !== undefined && !onDrawShape) {
      if (this.selection?.kind === 'draw') draw.deselectFeature(this.selection.id);
      this.selection = { kind: 'static', featureId: hit };
      this.measureTarget = this.selection;
    } else if (this.selection?.kind === 'static') {
      this.selection = null;
    } else return;
    this.renderStatics();
    this.emit();
  };

  // ---------------------------------------------------------------- state for React

  private featureIdOf(sel: Selection): number | null {
    if (sel.kind === 'static') return sel.featureId;
    const id = this.draw?.getSnapshotFeature(sel.id)?.properties.featureId;
    return typeof id === 'number' ? id : null;
  }

  private canDelete(): boolean {
    const sel = this.selection;
    if (!sel || this.deleting) return false;
    if (sel.kind === 'static') return true;
    const feature = this.draw?.getSnapshotFeature(sel.id);
    return !!feature && !isPending(feature) && !this.queues.has(sel.id);
  }

  private measuredGeometry(): Geometry | null {
    const target = this.selection ?? this.measureTarget;
    if (!target) return null;
    if (target.kind === 'static') return this.statics.get(target.featureId)?.geometry ?? null;
    return this.draw?.getSnapshotFeature(target.id)?.geometry ?? null;
  }

  private emit(): void {
    const geometry = this.measuredGeometry();
    const state: MapControllerState = {
      mode: this.mode,
      canDelete: this.canDelete(),
      busy: this.deleting || this.queues.size > 0,
      measurement: geometry ? measurementText(measureGeometry(geometry)) : '',
    };
    const key = JSON.stringify(state);
    if (key === this.lastState) return;
    this.lastState = key;
    this.onState(state);
  }
}
