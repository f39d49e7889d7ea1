import { bbox } from '@turf/bbox';
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import { Gemeinde } from '../entities/gemeinde.js';
import type { Em } from '../orm.js';

/** VG250-shaped properties; only AGS and GEN are used. */
export interface GemeindeProperties {
  AGS: string;
  GEN: string;
  [key: string]: unknown;
}

export type GemeindeFeatureCollection = FeatureCollection<Polygon | MultiPolygon, GemeindeProperties>;

export interface ImportGemeindenResult {
  inserted: number;
  updated: number;
  /** features without an 8-digit AGS, a name or a (Multi)Polygon geometry */
  skipped: number;
}

// Rows per statement: keeps each statement far below max_allowed_packet even for large outlines.
const CHUNK = 100;

/**
 * Upserts municipalities by AGS and computes their bounding boxes. Coordinates are rounded to
 * 6 decimals (about 0.1 m), the precision used for drawn features.
 */
export async function importGemeinden(
  em: Em,
  featureCollection: FeatureCollection<Geometry | null, GemeindeProperties | Record<string, unknown> | null>,
): Promise<ImportGemeindenResult> {
  let inserted = 0;
  let updated = 0;
  let skipped = 0;
  // VG250 lists the land and water parts of a municipality as separate features with one AGS.
  const byAgs = new Map<string, { name: string; polygons: Position[][][] }>();
  for (const feature of featureCollection.features) {
    const part = toPart(feature);
    if (!part) {
      skipped += 1;
      continue;
    }
    const entry = byAgs.get(part.ags);
    if (entry) entry.polygons.push(...part.polygons);
    else byAgs.set(part.ags, { name: part.name, polygons: part.polygons });
  }
  const entries = [...byAgs];
  for (let start = 0; start < entries.length; start += CHUNK) {
    const chunk = entries.slice(start, start + CHUNK).map(([ags, entry]) => toRow(ags, entry.name, entry.polygons));
    const existing = await em.find(
      Gemeinde,
      { ags: { $in: chunk.map((r) => r.ags) } },
      { fields: ['ags'], disableIdentityMap: true },
    );
    updated += existing.length;
    inserted += chunk.length - existing.length;
    await em
      .createQueryBuilder(Gemeinde)
      .insert(chunk)
      .onConflict('ags')
      .merge(['name', 'geometry', 'minX', 'minY', 'maxX', 'maxY', 'updatedAt'])
      .execute();
  }
  return { inserted, updated, skipped };
}

interface GemeindeRow {
  ags: string;
  name: string;
  geometry: string;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  updatedAt: Date;
}

function toPart(
  feature: Feature<Geometry | null, Record<string, unknown> | null>,
): { ags: string; name: string; polygons: Position[][][] } | null {
  const ags = feature.properties?.['AGS'];
  const name = feature.properties?.['GEN'];
  const geometry = feature.geometry;
  if (typeof ags !== 'string' || !/^\d{8}$/.test(ags) || typeof name !== 'string' || name.trim() === '') return null;
  if (geometry?.type === 'Polygon') return { ags, name: name.trim(), polygons: [geometry.coordinates] };
  if (geometry?.type === 'MultiPolygon') return { ags, name: name.trim(), polygons: geometry.coordinates };
  return null;
}

function toRow(ags: string, name: string, polygons: Position[][][]): GemeindeRow {
  const rounded = polygons.map((polygon) => polygon.map(roundRing));
  const geometry: Polygon | MultiPolygon =
    rounded.length === 1 && rounded[0]
      ? { type: 'Polygon', coordinates: rounded[0] }
      : { type: 'MultiPolygon', coordinates: rounded };
  const [minX, minY, maxX, maxY] = bbox(geometry);
  return { ags, name, geometry: JSON.stringify(geometry), minX, minY, maxX, maxY, updatedAt: new Date() };
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const roundRing = (ring: Position[]) => ring.map((pos) => pos.map(round6));
