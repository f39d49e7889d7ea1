import { bbox } from '@turf/bbox';
import { booleanIntersects } from '@turf/boolean-intersects';
import type { Geometry, MultiPolygon, Polygon } from 'geojson';
import { Gemeinde, type IGemeinde } from '../entities/gemeinde.js';
import type { Em } from '../orm.js';

export type GemeindeGeometry = Polygon | MultiPolygon;

export interface GemeindeHit {
  id: number;
  ags: string;
  name: string;
}

/**
 * Municipalities whose area intersects `geometry` (EPSG:4326), ordered by name. A cheap bounding-box
 * pre-filter runs in SQL; the exact test runs on the few candidates in JS.
 */
export async function findIntersecting(em: Em, geometry: Geometry): Promise<GemeindeHit[]> {
  const [minX, minY, maxX, maxY] = bbox(geometry);
  const candidates = await em.find(
    Gemeinde,
    { minX: { $lte: maxX }, maxX: { $gte: minX }, minY: { $lte: maxY }, maxY: { $gte: minY } },
    { fields: ['id', 'ags', 'name', 'geometry'], orderBy: { name: 'asc', ags: 'asc' }, disableIdentityMap: true },
  );
  return candidates
    .filter((g) => booleanIntersects(parseGeometry(g.geometry), geometry))
    .map((g) => ({ id: g.id, ags: g.ags, name: g.name }));
}

export async function findByAgs(em: Em, ags: string): Promise<IGemeinde | null> {
  return em.findOne(Gemeinde, { ags });
}

export function parseGeometry(text: string): GemeindeGeometry {
  return JSON.parse(text) as GemeindeGeometry;
}
