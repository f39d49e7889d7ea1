import { booleanIntersects } from '@turf/boolean-intersects';
import type { Geometry, MultiPolygon, Polygon } from 'geojson';

/** A municipality the bounding-box pre-filter found: its id and its area as GeoJSON text (EPSG:4326). */
export interface TGemeindeCandidate {
  id: number;
  geometry: string;
}

/**
 * The ids of the candidates whose area the shape touches: the exact test after the bounding-box query.
 * CPU work (parsing each area, O(n·m) edge tests), which is why the server runs it off the event loop.
 */
export function gemeindenHitBy(shape: Geometry, candidates: readonly TGemeindeCandidate[]): number[] {
  return candidates.filter((c) => booleanIntersects(JSON.parse(c.geometry) as Polygon | MultiPolygon, shape)).map((c) => c.id);
}
