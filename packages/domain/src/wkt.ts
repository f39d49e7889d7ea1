import wellknown from 'wellknown';
import type { Geometry } from 'geojson';
import { toWkt6, type TDrawnGeometry } from './geometry.js';

/** Longest WKT we parse; the same bound as the server's input schema (contracts ZWktInput). */
const MAX_WKT_LENGTH = 2_000_000;

/** WKT (EPSG:4326, lon lat) → GeoJSON geometry; null when it cannot be read. */
export function wktToGeometry(wkt: string): Geometry | null {
  if (wkt.length > MAX_WKT_LENGTH) return null;
  try {
    return (wellknown.parse(wkt) as Geometry | null) ?? null;
  } catch {
    return null;
  }
}

/** True for the geometry types a map feature may have (spec 000 §5 Map: a Fläche or a Linie). */
export function isDrawnGeometry(g: Geometry | null | undefined): g is TDrawnGeometry {
  return (
    !!g &&
    (g.type === 'Polygon' || g.type === 'LineString' || g.type === 'MultiPolygon' || g.type === 'MultiLineString')
  );
}

/** GeoJSON → WKT with exactly 6 decimals (the storage format); null for points and collections. */
export function geometryToWkt6(g: Geometry): string | null {
  return isDrawnGeometry(g) ? toWkt6(g) : null;
}
