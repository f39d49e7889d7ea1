import { bbox } from '@turf/bbox';
import { booleanIntersects } from '@turf/boolean-intersects';
import type { BBox, Geometry, MultiPolygon, Polygon } from 'geojson';

/** A municipality the bounding-box pre-filter found: its id and its area as GeoJSON text (EPSG:4326). */
export interface TGemeindeCandidate {
  id: number;
  geometry: string;
}

const overlaps = (a: BBox, b: BBox): boolean => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/**
 * A geometry as parts that carry their bounding box (a GeoJSON `bbox` member): a multi-polygon as its polygons. The
 * point-in-polygon test turf runs for every vertex of one side against the other answers a vertex outside the box at
 * once — without it, each of those tests walked the whole ring, most of them for vertices far from the ring they were
 * tested against (docs/decisions/geometry-and-maps.md).
 */
function boxedParts(geometry: Geometry): Geometry[] {
  const parts: Geometry[] =
    geometry.type === 'MultiPolygon'
      ? geometry.coordinates.map((coordinates): Polygon => ({ type: 'Polygon', coordinates }))
      : [geometry];
  return parts.map((part) => ({ ...part, bbox: bbox(part) }));
}

/**
 * The ids of the candidates whose area the shape touches: the exact test after the bounding-box query.
 * CPU work (parsing each area, edge and point-in-polygon tests), which is why the server runs it off the event loop.
 * A candidate touches the shape when one of its polygons does; parts whose boxes do not overlap are skipped.
 */
export function gemeindenHitBy(shape: Geometry, candidates: readonly TGemeindeCandidate[]): number[] {
  const shapeParts = boxedParts(shape);
  return candidates
    .filter((c) => {
      const area = boxedParts(JSON.parse(c.geometry) as Polygon | MultiPolygon);
      return area.some((a) =>
        shapeParts.some((s) => overlaps(a.bbox as BBox, s.bbox as BBox) && booleanIntersects(a, s)),
      );
    })
    .map((c) => c.id);
}
