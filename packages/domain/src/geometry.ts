import wellknown from 'wellknown';
import type { Geometry, LineString, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import { MAX_SHAPE_VERTICES } from '@lap/contracts';
import { allCollinear, hasSelfContact } from './segment-sweep.js';

/** spec 000 §9: the map's extent, Germany (lon 5.7 to 15.5, lat 47 to 55.2). */
export const GERMANY_BBOX = { minLon: 5.7, minLat: 47, maxLon: 15.5, maxLat: 55.2 } as const;

export type TDrawnGeometry = Polygon | LineString | MultiPolygon | MultiLineString;
export type TFeatureProblem =
  'unlesbar' | 'typ' | 'zuWenigPunkte' | 'zuVielePunkte' | 'selbstschneidend' | 'ausserhalbDeutschlands' | 'entartet';
export type TFeatureCheck =
  | {
      valid: true;
      geometry: TDrawnGeometry;
      wkt: string;
      bbox: { minX: number; minY: number; maxX: number; maxY: number };
    }
  | { valid: false; problem: TFeatureProblem };

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;
const roundPos = (p: Position): Position => [round6(p[0] ?? NaN), round6(p[1] ?? NaN)];
const samePos = (a: Position | undefined, b: Position | undefined): boolean =>
  !!a && !!b && a[0] === b[0] && a[1] === b[1];

/** Rounds to 6 decimals (EPSG:4326, ~0.1 m) and drops repeated consecutive points. */
function clean(line: Position[]): Position[] {
  const out: Position[] = [];
  for (const p of line.map(roundPos)) if (!samePos(out[out.length - 1], p)) out.push(p);
  return out;
}

const fmt = (line: Position[]): string =>
  line.map((p) => `${(p[0] ?? 0).toFixed(6)} ${(p[1] ?? 0).toFixed(6)}`).join(', ');

/** WKT with exactly 6 decimals, the storage format of map features (spec 000 §9). */
export function toWkt6(g: TDrawnGeometry): string {
  switch (g.type) {
    case 'LineString':
      return `LINESTRING(${fmt(g.coordinates)})`;
    case 'Polygon':
      return `POLYGON(${g.coordinates.map((r) => `(${fmt(r)})`).join(', ')})`;
    case 'MultiLineString':
      return `MULTILINESTRING(${g.coordinates.map((l) => `(${fmt(l)})`).join(', ')})`;
    case 'MultiPolygon':
      return `MULTIPOLYGON(${g.coordinates.map((p) => `(${p.map((r) => `(${fmt(r)})`).join(', ')})`).join(', ')})`;
  }
}

/** Micro-degrees: the stored 6 decimals as integers, so the crossing test is exact. */
const micro = (line: Position[]): Array<[number, number]> =>
  line.map((p) => [Math.round((p[0] ?? 0) * 1e6), Math.round((p[1] ?? 0) * 1e6)]);

/**
 * Vertices as written: in WKT every two neighbouring coordinates (and parts) are separated by one comma.
 * Counted on the text, so an oversized shape is refused before anything is parsed.
 */
export function countWktVertices(wkt: string): number {
  let n = 0;
  for (let i = wkt.indexOf(','); i !== -1; i = wkt.indexOf(',', i + 1)) n++;
  return n + 1;
}

function checkLine(line: Position[]): TFeatureProblem | null {
  if (line.length < 2) return line.length === 1 ? 'entartet' : 'zuWenigPunkte';
  return null;
}

function checkRing(ring: Position[]): TFeatureProblem | null {
  if (!samePos(ring[0], ring[ring.length - 1])) ring.push(ring[0] ?? [0, 0]);
  if (ring.length < 4) return 'zuWenigPunkte';
  return null;
}

function allPositions(g: TDrawnGeometry): Position[] {
  switch (g.type) {
    case 'LineString':
      return g.coordinates;
    case 'Polygon':
    case 'MultiLineString':
      return g.coordinates.flat();
    case 'MultiPolygon':
      return g.coordinates.flat(2);
  }
}

/**
 * The server's check of a drawn or imported shape (spec 000 §5 Map): parseable WKT of a polygon or line,
 * at most MAX_SHAPE_VERTICES points, enough distinct points, not degenerate, not touching or crossing
 * itself, inside Germany. Returns the cleaned geometry and its WKT with 6 decimals. O(n log n).
 */
export function checkFeatureWkt(wkt: string): TFeatureCheck {
  if (wkt.length > 2_000_000) return { valid: false, problem: 'unlesbar' };
  if (countWktVertices(wkt) > MAX_SHAPE_VERTICES) return { valid: false, problem: 'zuVielePunkte' };
  let parsed: Geometry | null;
  try {
    parsed = wellknown.parse(wkt) as Geometry | null;
  } catch {
    parsed = null;
  }
  if (!parsed) return { valid: false, problem: 'unlesbar' };
  let g: TDrawnGeometry;
  switch (parsed.type) {
    case 'LineString':
      g = { type: 'LineString', coordinates: clean(parsed.coordinates) };
      break;
    case 'Polygon':
      g = { type: 'Polygon', coordinates: parsed.coordinates.map(clean) };
      break;
    case 'MultiLineString':
      g = { type: 'MultiLineString', coordinates: parsed.coordinates.map(clean) };
      break;
    case 'MultiPolygon':
      g = { type: 'MultiPolygon', coordinates: parsed.coordinates.map((p) => p.map(clean)) };
      break;
    default:
      return { valid: false, problem: 'typ' };
  }
  const positions = allPositions(g);
  if (positions.some((p) => !Number.isFinite(p[0]) || !Number.isFinite(p[1])))
    return { valid: false, problem: 'unlesbar' };
  const lines = g.type === 'LineString' ? [g.coordinates] : g.type === 'MultiLineString' ? g.coordinates : [];
  const rings = g.type === 'Polygon' ? g.coordinates : g.type === 'MultiPolygon' ? g.coordinates.flat() : [];
  if (lines.length + rings.length === 0) return { valid: false, problem: 'zuWenigPunkte' };
  for (const l of lines) {
    const p = checkLine(l);
    if (p) return { valid: false, problem: p };
  }
  for (const r of rings) {
    const p = checkRing(r);
    if (p) return { valid: false, problem: p };
  }
  const parts = [...lines, ...rings].map(micro);
  // A ring on one line encloses nothing: 'entartet', though it also runs back over itself.
  if (parts.slice(lines.length).some(allCollinear)) return { valid: false, problem: 'entartet' };
  if (hasSelfContact(parts)) return { valid: false, problem: 'selbstschneidend' };
  const xs = allPositions(g).map((p) => p[0] ?? 0);
  const ys = allPositions(g).map((p) => p[1] ?? 0);
  const bbox = { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
  if (
    bbox.minX < GERMANY_BBOX.minLon ||
    bbox.maxX > GERMANY_BBOX.maxLon ||
    bbox.minY < GERMANY_BBOX.minLat ||
    bbox.maxY > GERMANY_BBOX.maxLat
  ) {
    return { valid: false, problem: 'ausserhalbDeutschlands' };
  }
  return { valid: true, geometry: g, wkt: toWkt6(g), bbox };
}
