import { bbox } from '@turf/bbox';
import type { Geometry, MultiPolygon, Polygon } from 'geojson';
import { gemeindenHitBy, type TGemeindeCandidate } from '@lap/domain';
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
  const candidates = await findGemeindeCandidates(em, { minX, minY, maxX, maxY });
  const hit = new Set(gemeindenHitBy(geometry, candidates));
  return candidates.filter((c) => hit.has(c.id)).map(({ id, ags, name }) => ({ id, ags, name }));
}

/**
 * Municipalities whose bounding box overlaps `box`, ordered by name, with their area as GeoJSON text: the
 * SQL half of findIntersecting, for callers that run the exact test elsewhere (the server: off the event loop).
 */
export async function findGemeindeCandidates(
  em: Em,
  box: { minX: number; minY: number; maxX: number; maxY: number },
): Promise<Array<GemeindeHit & TGemeindeCandidate>> {
  const rows = await em.find(
    Gemeinde,
    { minX: { $lte: box.maxX }, maxX: { $gte: box.minX }, minY: { $lte: box.maxY }, maxY: { $gte: box.minY } },
    { fields: ['id', 'ags', 'name', 'geometry'], orderBy: { name: 'asc', ags: 'asc' }, disableIdentityMap: true },
  );
  return rows.map((g) => ({ id: g.id, ags: g.ags, name: g.name, geometry: g.geometry }));
}

export async function findByAgs(em: Em, ags: string): Promise<IGemeinde | null> {
  return em.findOne(Gemeinde, { ags });
}

export function parseGeometry(text: string): GemeindeGeometry {
  return JSON.parse(text) as GemeindeGeometry;
}

export interface GemeindePlace {
  name: string;
  lat: number;
  lng: number;
}

/**
 * Municipalities whose name contains `query` (case-insensitive), best first: exact name, then prefix, then
 * shortest. The centre of the bounding box stands for the place. The offline fallback of the place search.
 */
export async function searchGemeindenByName(em: Em, query: string, limit: number): Promise<GemeindePlace[]> {
  const needle = query.trim().toLowerCase();
  if (needle.length < 2) return [];
  const rows = await em
    .getConnection()
    .execute<Array<{ name: string; min_x: number; min_y: number; max_x: number; max_y: number }>>(
      'select name, min_x, min_y, max_x, max_y from gemeinde where instr(lower(name), ?) > 0 order by length(name), name limit 200',
      [needle],
    );
  const rank = (name: string): number =>
    name.toLowerCase() === needle ? 0 : name.toLowerCase().startsWith(needle) ? 1 : 2;
  return rows
    .map((r) => ({
      name: r.name,
      lat: (Number(r.min_y) + Number(r.max_y)) / 2,
      lng: (Number(r.min_x) + Number(r.max_x)) / 2,
    }))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.name.length - b.name.length || a.name.localeCompare(b.name, 'de'))
    .slice(0, limit);
}
