import { describe, expect, it } from 'vitest';
import {
  browserXmlParser,
  drawnGeometriesOf,
  geoJsonToWkts,
  kmlToWkts,
  mapFileKind,
  readMapFile,
} from './import-file.js';
import { parseMiniXml } from './testing/mini-xml.js';

const square = [
  [13.2856, 51.2986],
  [13.2866, 51.2986],
  [13.2866, 51.2996],
  [13.2856, 51.2986],
];

const featureCollection = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', properties: { name: 'Baufeld' }, geometry: { type: 'Polygon', coordinates: [square] } },
    { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [13.28, 51.29] } },
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'LineString',
        coordinates: [
          [13.28, 51.29, 112.5],
          [13.281234567, 51.291],
        ],
      },
    },
    { type: 'Feature', properties: {}, geometry: null },
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'GeometryCollection',
        geometries: [
          {
            type: 'MultiLineString',
            coordinates: [
              [
                [13.1, 51.1],
                [13.2, 51.2],
              ],
              [
                [13.3, 51.3],
                [13.4, 51.4],
              ],
            ],
          },
          { type: 'MultiPoint', coordinates: [[13.1, 51.1]] },
        ],
      },
    },
  ],
};

const KML = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2">
  <Document>
    <name>Baustelle &amp; Trasse</name>
    <!-- exported by a GIS -->
    <Placemark>
      <name>Fläche</name>
      <Polygon><outerBoundaryIs><LinearRing><coordinates>
        13.2856,51.2986,0 13.2866,51.2986,0 13.2866,51.2996,0 13.2856,51.2986,0
      </coordinates></LinearRing></outerBoundaryIs></Polygon>
    </Placemark>
    <Placemark>
      <name>Punkt</name>
      <Point><coordinates>13.28,51.29,0</coordinates></Point>
    </Placemark>
    <Placemark>
      <name><![CDATA[Leitung <Nord>]]></name>
      <MultiGeometry>
        <LineString><coordinates>13.28,51.29 13.29,51.3</coordinates></LineString>
        <Point><coordinates>13.28,51.29</coordinates></Point>
      </MultiGeometry>
    </Placemark>
  </Document>
</kml>`;

describe('mapFileKind', () => {
  it.each([
    ['plan.kml', 'kml'],
    ['PLAN.KML', 'kml'],
    ['gebiet.geojson', 'geojson'],
    ['gebiet.json', 'geojson'],
    ['plan.pdf', null],
    ['kml', null],
    ['plan.kmz', null],
  ])('%s → %s', (name, kind) => {
    expect(mapFileKind(name)).toBe(kind);
  });
});

describe('GeoJSON', () => {
  it('keeps polygons and lines (multi geometries whole), drops points, writes 6 decimals lon lat', () => {
    expect(geoJsonToWkts(JSON.stringify(featureCollection))).toEqual([
      'POLYGON((13.285600 51.298600, 13.286600 51.298600, 13.286600 51.299600, 13.285600 51.298600))',
      'LINESTRING(13.280000 51.290000, 13.281235 51.291000)',
      'MULTILINESTRING((13.100000 51.100000, 13.200000 51.200000), (13.300000 51.300000, 13.400000 51.400000))',
    ]);
  });

  it('accepts a bare geometry and a single feature', () => {
    expect(geoJsonToWkts(JSON.stringify({ type: 'Polygon', coordinates: [square] }))).toHaveLength(1);
    expect(
      geoJsonToWkts(
        JSON.stringify({ type: 'Feature', geometry: { type: 'MultiPolygon', coordinates: [[square], [square]] } }),
      ),
    ).toEqual([
      expect.stringMatching(/^MULTIPOLYGON\(\(\(13\.285600 51\.298600, .*\)\), \(\(13\.285600 51\.298600, .*\)\)\)$/),
    ]);
  });

  it('skips malformed geometries instead of failing', () => {
    expect(
      drawnGeometriesOf({
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', geometry: { type: 'LineString', coordinates: [[13.1, 51.1]] } },
          {
            type: 'Feature',
            geometry: {
              type: 'Polygon',
              coordinates: [
                [
                  [13.1, 51.1],
                  [13.2, 51.2],
                ],
              ],
            },
          },
          {
            type: 'Feature',
            geometry: {
              type: 'LineString',
              coordinates: [
                ['13.1', 51.1],
                [13.2, 51.2],
              ],
            },
          },
          { type: 'Feature', geometry: { type: 'MultiPolygon', coordinates: 'x' } },
        ],
      }),
    ).toEqual([]);
    expect(drawnGeometriesOf(42)).toEqual([]);
  });

  it('throws on text that is not JSON', () => {
    expect(() => geoJsonToWkts('{"type": ')).toThrow();
  });
});

describe('KML (togeojson on a minimal XML document)', () => {
  it('converts placemark polygons and lines, ignoring points', () => {
    expect(kmlToWkts(KML, parseMiniXml)).toEqual([
      'POLYGON((13.285600 51.298600, 13.286600 51.298600, 13.286600 51.299600, 13.285600 51.298600))',
      'LINESTRING(13.280000 51.290000, 13.290000 51.300000)',
    ]);
  });

  it('refuses malformed XML', () => {
    expect(() => kmlToWkts('<kml><Document></kml>', parseMiniXml)).toThrow();
  });
});

describe('readMapFile', () => {
  it('reads a dropped GeoJSON file', async () => {
    const file = new File([JSON.stringify(featureCollection)], 'gebiet.geojson', { type: 'application/geo+json' });
    const result = await readMapFile(file, null);
    expect(result.ok && result.wkts).toHaveLength(3);
  });

  it('reads a dropped KML file with the given XML parser', async () => {
    const result = await readMapFile(new File([KML], 'plan.kml'), parseMiniXml);
    expect(result).toEqual({
      ok: true,
      wkts: expect.arrayContaining(['LINESTRING(13.280000 51.290000, 13.290000 51.300000)']) as unknown,
    });
  });

  it('refuses other types and unreadable content', async () => {
    expect(await readMapFile(new File(['%PDF'], 'plan.pdf'), parseMiniXml)).toEqual({ ok: false, reason: 'typ' });
    expect(await readMapFile(new File(['nope'], 'plan.json'), null)).toEqual({ ok: false, reason: 'unlesbar' });
    expect(await readMapFile(new File(['<kml>'], 'plan.kml'), parseMiniXml)).toEqual({ ok: false, reason: 'unlesbar' });
  });

  it('has no XML parser in node', () => {
    expect(browserXmlParser()).toBeNull();
  });
});
