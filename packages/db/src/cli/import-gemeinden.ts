// Usage (from the repository root): npm run import:gemeinden -- FILE.geojson
// Imports a VG250-shaped GeoJSON FeatureCollection (properties AGS, GEN; Polygon/MultiPolygon)
// into the database named by DATABASE_URL, or the SQLite file in DATA_DIR (default ./data).
import { readFile } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FeatureCollection } from 'geojson';
import { importGemeinden } from '../importers/gemeinden.js';
import { openDatabase } from '../orm.js';

// A CLI reads its own environment (ARCHITECTURE §4 allows env.ts and the db CLIs).
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
// npm runs workspace scripts inside the workspace; INIT_CWD is where the command was typed.
const invokedFrom = process.env['INIT_CWD'] ?? process.cwd();

async function main(): Promise<number> {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
  if (!file) {
    console.error('Aufruf: npm run import:gemeinden -- DATEI.geojson');
    return 2;
  }
  const path = isAbsolute(file) ? file : resolve(invokedFrom, file);
  const parsed = JSON.parse(await readFile(path, 'utf8')) as Partial<FeatureCollection>;
  if (parsed.type !== 'FeatureCollection' || !Array.isArray(parsed.features)) {
    console.error(`${path} ist keine GeoJSON-FeatureCollection.`);
    return 1;
  }
  const dataDir = resolve(repoRoot, process.env['DATA_DIR'] ?? './data');
  const db = await openDatabase({ databaseUrl: process.env['DATABASE_URL'], dataDir });
  try {
    const started = Date.now();
    const result = await importGemeinden(db.em.fork(), parsed as FeatureCollection);
    console.log(
      `Gemeinden importiert (${db.driver}): ${result.inserted} neu, ${result.updated} aktualisiert, ` +
        `${result.skipped} übersprungen in ${Date.now() - started} ms.`,
    );
  } finally {
    await db.close();
  }
  return 0;
}

process.exitCode = await main();
