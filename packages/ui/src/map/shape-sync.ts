import type { Geometry, LineString, Polygon } from 'geojson';
import type { MapShape } from './types.js';

/**
 * Which saved shapes the map must add, update or remove so that it shows `desired` (the page's list).
 *
 * The page stores shapes asynchronously, so for a while the map knows more than `desired`:
 * - `added`: featureIds the map got from a callback (drawn/changed shapes) that `desired` does not list
 *   yet. They are kept until the page lists them; from then on the page decides.
 * - `removed`: featureIds the map deleted (or replaced by an edit) that `desired` still lists. They are
 *   not drawn again until the page drops them.
 * Both sets are pruned here once the page has caught up.
 */
export interface SyncMemory {
  added: ReadonlySet<number>;
  removed: ReadonlySet<number>;
}

export interface SyncPlan {
  add: MapShape[];
  update: MapShape[];
  remove: number[];
  memory: SyncMemory;
}

export const emptySyncMemory = (): SyncMemory => ({ added: new Set(), removed: new Set() });

export function planShapeSync(
  desired: readonly MapShape[],
  present: readonly MapShape[],
  memory: SyncMemory,
): SyncPlan {
  const wanted = new Map<number, MapShape>();
  for (const s of desired) if (!wanted.has(s.featureId)) wanted.set(s.featureId, s);
  const shown = new Map<number, MapShape>();
  for (const s of present) shown.set(s.featureId, s);

  const added = new Set([...memory.added].filter((id) => !wanted.has(id)));
  const removed = new Set([...memory.removed].filter((id) => wanted.has(id)));

  const remove = [...shown.keys()].filter((id) => !wanted.has(id) && !added.has(id));
  const add: MapShape[] = [];
  const update: MapShape[] = [];
  for (const [id, shape] of wanted) {
    if (removed.has(id)) continue;
    const current = shown.get(id);
    if (!current) add.push(shape);
    else if (current.wkt !== shape.wkt) update.push(shape);
  }
  return { add, update, remove, memory: { added, removed } };
}

/** terra-draw edits simple polygons (no holes) and lines; everything else is shown in a plain layer. */
export function isDrawEditable(g: Geometry): g is Polygon | LineString {
  return g.type === 'LineString' || (g.type === 'Polygon' && g.coordinates.length === 1);
}

/** terra-draw's mode name for an editable geometry. */
export const drawModeFor = (g: Polygon | LineString): 'polygon' | 'linestring' =>
  g.type === 'Polygon' ? 'polygon' : 'linestring';

/** [minLon, minLat, maxLon, maxLat] of geometries; null when there is no coordinate. */
export function boundsOf(geometries: readonly Geometry[]): [number, number, number, number] | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const visit = (c: unknown): void => {
    if (!Array.isArray(c)) return;
    if (typeof c[0] === 'number' && typeof c[1] === 'number') {
      minX = Math.min(minX, c[0]);
      maxX = Math.max(maxX, c[0]);
      minY = Math.min(minY, c[1]);
      maxY = Math.max(maxY, c[1]);
      return;
    }
    for (const child of c) visit(child);
  };
  for (const g of geometries) {
    if (g.type === 'GeometryCollection') {
      const inner = boundsOf(g.geometries);
      if (inner) visit([inner.slice(0, 2), inner.slice(2)]);
    } else visit(g.coordinates);
  }
  return Number.isFinite(minX) ? [minX, minY, maxX, maxY] : null;
}
