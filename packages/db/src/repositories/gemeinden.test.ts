import type { LineString, Polygon } from 'geojson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Gemeinde } from '../entities/gemeinde.js';
import { importGemeinden } from '../importers/gemeinden.js';
import { loadSaxonyGemeinden } from '../seed/gemeinden-source.js';
import { testDatabases, type TestDatabase } from '../testing.js';
import { findIntersecting } from './gemeinden.js';

const RIESA = '14627230';
const ZEITHAIN = '14627360';
const OSCHATZ = '14730230';

/** A square of about 300 m around the portal's default map centre (spec 000 §9). */
const aroundRiesaCentre: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [13.2835, 51.2977],
      [13.2877, 51.2977],
      [13.2877, 51.2995],
      [13.2835, 51.2995],
      [13.2835, 51.2977],
    ],
  ],
};

describe.each(testDatabases())('Gemeinden on $name', ({ open }) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('imports the Saxon municipalities and updates them on a second run', async () => {
    const saxony = await loadSaxonyGemeinden();
    expect(saxony.features.length).toBe(426);
    const first = await importGemeinden(db.em.fork(), saxony);
    expect(first).toEqual({ inserted: 426, updated: 0, skipped: 0 });
    const second = await importGemeinden(db.em.fork(), saxony);
    expect(second).toEqual({ inserted: 0, updated: 426, skipped: 0 });
    const riesa = await db.em.fork().findOneOrFail(Gemeinde, { ags: RIESA }, { populate: ['geometry'] });
    expect(riesa.name).toBe('Riesa');
    expect(riesa.minX).toBeLessThan(13.2856);
    expect(riesa.maxX).toBeGreaterThan(13.2856);
    expect(JSON.parse(riesa.geometry)).toMatchObject({ type: 'Polygon' });
  });

  it('finds Riesa, and not Oschatz, for a polygon at the map centre', async () => {
    const hits = await findIntersecting(db.em.fork(), aroundRiesaCentre);
    expect(hits.map((h) => h.ags)).toEqual([RIESA]);
    expect(hits.map((h) => h.ags)).not.toContain(OSCHATZ);
  });

  it('finds both municipalities for a line crossing the Riesa/Zeithain border', async () => {
    const line: LineString = {
      type: 'LineString',
      coordinates: [
        [13.2856, 51.2986],
        [13.36, 51.33],
      ],
    };
    const hits = await findIntersecting(db.em.fork(), line);
    expect(hits.map((h) => h.ags)).toEqual(expect.arrayContaining([RIESA, ZEITHAIN]));
    expect(hits.map((h) => h.ags)).not.toContain(OSCHATZ);
  });

  it('skips features without AGS or area', async () => {
    const result = await importGemeinden(db.em.fork(), {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { GEN: 'Ohne AGS' }, geometry: aroundRiesaCentre },
        {
          type: 'Feature',
          properties: { AGS: '14999999', GEN: 'Punkt' },
          geometry: { type: 'Point', coordinates: [13, 51] },
        },
      ],
    });
    expect(result).toEqual({ inserted: 0, updated: 0, skipped: 2 });
  });
});
