import { kml } from '@tmcw/togeojson';
import type { Geometry, Position } from 'geojson';
import { geometryToWkt6 } from '@lap/domain';

// Reading a file dropped on the map (spec 000 §5 Map / Upload: KML is an accepted file type). Pure apart
// from the XML parser, which is injected so that node tests can run without a DOM.

export type MapFileKind = 'kml' | 'geojson';
export type ParseXml = (text: string) => Document;
export type MapFileReadResult = { ok: true; wkts: string[] } | { ok: false; reason: 'typ' | 'unlesbar' };

/** Which files the map takes: .kml, .geojson and .json (case-insensitive). */
export function mapFileKind(fileName: string): MapFileKind | null {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  if (ext === 'kml') return 'kml';
  if (ext === 'geojson' || ext === 'json') return 'geojson';
  return null;
}

/** The browser's XML parser; null in environments without a DOM. */
export function browserXmlParser(): ParseXml | null {
  if (typeof DOMParser === 'undefined') return null;
  return (text) => new DOMParser().parseFromString(text, 'application/xml');
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPosition = (p: unknown): p is Position =>
  Array.isArray(p) &&
  p.length >= 2 &&
  typeof p[0] === 'number' &&
  typeof p[1] === 'number' &&
  Number.isFinite(p[0]) &&
  Number.isFinite(p[1]);
const isLine = (l: unknown): l is Position[] => Array.isArray(l) && l.length >= 2 && l.every(isPosition);
const isRing = (r: unknown): r is Position[] => Array.isArray(r) && r.length >= 4 && r.every(isPosition);
const isPolygonCoords = (p: unknown): p is Position[][] => Array.isArray(p) && p.length >= 1 && p.every(isRing);

/**
 * The polygons and lines of any GeoJSON value (FeatureCollection, Feature, geometry, GeometryCollection),
 * in document order. Points and malformed geometries are skipped; multi geometries stay whole.
 */
export function drawnGeometriesOf(value: unknown, depth = 0): Geometry[] {
  if (!isRecord(value) || depth > 16) return [];
  switch (value.type) {
    case 'FeatureCollection':
      return Array.isArray(value.features) ? value.features.flatMap((f) => drawnGeometriesOf(f, depth + 1)) : [];
    case 'Feature':
      return drawnGeometriesOf(value.geometry, depth + 1);
    case 'GeometryCollection':
      return Array.isArray(value.geometries) ? value.geometries.flatMap((g) => drawnGeometriesOf(g, depth + 1)) : [];
    case 'LineString':
      return isLine(value.coordinates) ? [{ type: 'LineString', coordinates: value.coordinates }] : [];
    case 'MultiLineString':
      return Array.isArray(value.coordinates) && value.coordinates.length > 0 && value.coordinates.every(isLine)
        ? [{ type: 'MultiLineString', coordinates: value.coordinates as Position[][] }]
        : [];
    case 'Polygon':
      return isPolygonCoords(value.coordinates) ? [{ type: 'Polygon', coordinates: value.coordinates }] : [];
    case 'MultiPolygon':
      return Array.isArray(value.coordinates) &&
        value.coordinates.length > 0 &&
        value.coordinates.every(isPolygonCoords)
        ? [{ type: 'MultiPolygon', coordinates: value.coordinates as Position[][][] }]
        : [];
    default:
      return [];
  }
}

const toWkts = (geometries: Geometry[]): string[] => geometries.flatMap((g) => geometryToWkt6(g) ?? []);

/** GeoJSON text → WKTs; throws when the text is not JSON. */
export function geoJsonToWkts(text: string): string[] {
  return toWkts(drawnGeometriesOf(JSON.parse(text) as unknown));
}

/** KML text → WKTs via togeojson; throws when the XML cannot be parsed. */
export function kmlToWkts(text: string, parseXml: ParseXml): string[] {
  const doc = parseXml(text);
  if (doc.getElementsByTagName('parsererror').length > 0) throw new Error('KML is not well-formed XML');
  return toWkts(drawnGeometriesOf(kml(doc)));
}

/** Reads a dropped file: its polygons and lines as WKT (6 decimals, lon lat), or why it was refused. */
export async function readMapFile(
  file: File,
  parseXml: ParseXml | null = browserXmlParser(),
): Promise<MapFileReadResult> {
  const kind = mapFileKind(file.name);
  if (!kind || (kind === 'kml' && !parseXml)) return { ok: false, reason: 'typ' };
  try {
    const text = await file.text();
    return { ok: true, wkts: kind === 'kml' && parseXml ? kmlToWkts(text, parseXml) : geoJsonToWkts(text) };
  } catch {
    return { ok: false, reason: 'unlesbar' };
  }
}
