import { describe, expect, it } from 'vitest';
import {
  anfrageflaecheDatei,
  anfrageflaecheDateiname,
  anfrageflaecheGeoJson,
  anfrageflaecheInfo,
  anfrageflaecheKml,
  type TFlaechenFeature,
} from './anfrageflaeche.js';

const POLYGON_MIT_LOCH =
  'POLYGON((13.280000 51.290000, 13.290000 51.290000, 13.290000 51.300000, 13.280000 51.290000), (13.284000 51.292000, 13.288000 51.292000, 13.288000 51.294000, 13.284000 51.292000))';
const LINIE = 'LINESTRING(13.285600 51.298600, 13.295612 51.300000)';
const MULTIPOLYGON =
  'MULTIPOLYGON(((13.280000 51.290000, 13.290000 51.290000, 13.290000 51.300000, 13.280000 51.290000)), ((13.300000 51.300000, 13.310000 51.300000, 13.310000 51.310000, 13.300000 51.300000)))';

const INFO = {
  vorgangsnummer: 'AS2026-000123',
  ort: '01587 Riesa, Hauptstraße 5',
  beschreibung: 'Verlegung einer Wasserleitung',
};

describe('anfrageflaecheDateiname', () => {
  it('drops the AS prefix', () => {
    expect(anfrageflaecheDateiname('AS2026-000123', 'kml')).toBe('A2026-000123_Anfrageflaeche.kml');
    expect(anfrageflaecheDateiname('AS2026-000123', 'json')).toBe('A2026-000123_Anfrageflaeche.json');
  });
  it('replaces characters that do not belong in a file name', () => {
    expect(anfrageflaecheDateiname('AS2026/000 12ä', 'kml')).toBe('A2026_000_12__Anfrageflaeche.kml');
  });
});

describe('anfrageflaecheKml', () => {
  it('writes a complete document for a line', () => {
    expect(anfrageflaecheKml([{ featureId: 7, wkt: LINIE }], { vorgangsnummer: 'AS2026-000123' })).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<kml xmlns="http://www.opengis.net/kml/2.2">',
        '  <Document>',
        '    <name>Anfragefläche AS2026-000123</name>',
        '    <Style id="anfrageflaeche">',
        '      <LineStyle>',
        '        <color>ff0000ff</color>',
        '        <width>3</width>',
        '      </LineStyle>',
        '      <PolyStyle>',
        '        <color>4d0000ff</color>',
        '      </PolyStyle>',
        '    </Style>',
        '    <Placemark>',
        '      <name>Linie 1</name>',
        '      <styleUrl>#anfrageflaeche</styleUrl>',
        '      <LineString>',
        '        <coordinates>13.2856,51.2986 13.295612,51.3</coordinates>',
        '      </LineString>',
        '    </Placemark>',
        '  </Document>',
        '</kml>',
        '',
      ].join('\n'),
    );
  });

  it('writes a polygon with a hole, numbered by position after a line', () => {
    const kml = anfrageflaecheKml(
      [
        { featureId: 'a', wkt: LINIE },
        { featureId: 'b', wkt: POLYGON_MIT_LOCH },
      ],
      INFO,
    );
    expect(kml).toContain('<name>Linie 1</name>');
    expect(kml).toContain(
      [
        '    <Placemark>',
        '      <name>Fläche 2</name>',
        '      <styleUrl>#anfrageflaeche</styleUrl>',
        '      <Polygon>',
        '        <outerBoundaryIs>',
        '          <LinearRing>',
        '            <coordinates>13.28,51.29 13.29,51.29 13.29,51.3 13.28,51.29</coordinates>',
        '          </LinearRing>',
        '        </outerBoundaryIs>',
        '        <innerBoundaryIs>',
        '          <LinearRing>',
        '            <coordinates>13.284,51.292 13.288,51.292 13.288,51.294 13.284,51.292</coordinates>',
        '          </LinearRing>',
        '        </innerBoundaryIs>',
        '      </Polygon>',
        '    </Placemark>',
      ].join('\n'),
    );
  });

  it('writes multi geometries as MultiGeometry', () => {
    const kml = anfrageflaecheKml(
      [
        { featureId: 1, wkt: MULTIPOLYGON },
        { featureId: 2, wkt: 'MULTILINESTRING((13.28 51.29, 13.29 51.3), (13.3 51.31, 13.31 51.32))' },
      ],
      INFO,
    );
    expect(kml).toContain('<name>Fläche 1</name>');
    expect(kml).toContain('<name>Linie 2</name>');
    expect(kml.match(/<MultiGeometry>/g)).toHaveLength(2);
    expect(kml.match(/<Polygon>/g)).toHaveLength(2);
    expect(kml.match(/<LineString>/g)).toHaveLength(2);
    expect(kml).toContain('<coordinates>13.3,51.3 13.31,51.3 13.31,51.31 13.3,51.3</coordinates>');
    expect(kml).toContain('<coordinates>13.3,51.31 13.31,51.32</coordinates>');
  });

  it('closes open rings and writes numbers without exponent', () => {
    const kml = anfrageflaecheKml([{ featureId: 1, wkt: 'POLYGON((0.0000001 -0.0000004, 13.5 51, 13.5 51.1))' }], INFO);
    expect(kml).toContain('<coordinates>0,0 13.5,51 13.5,51.1 0,0</coordinates>');
  });

  it('escapes text and keeps the schema order of Document', () => {
    const kml = anfrageflaecheKml([{ featureId: 1, wkt: LINIE }], {
      vorgangsnummer: 'AS2026-000123 <x>',
      ort: null,
      beschreibung: '<Müller & Söhne> "Bau" \'Süd\'',
    });
    expect(kml).toContain('<name>Anfragefläche AS2026-000123 &lt;x&gt;</name>');
    expect(kml).toContain(
      '<description>Beschreibung: &lt;Müller &amp; Söhne&gt; &quot;Bau&quot; &apos;Süd&apos;</description>',
    );
    expect(kml).not.toContain('<Müller');
    const order = ['<name>Anfragefläche', '<description>', '<Style id="anfrageflaeche">', '<Placemark>'].map((s) =>
      kml.indexOf(s),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order.every((i) => i > 0)).toBe(true);
  });

  it('describes Ort and Beschreibung', () => {
    expect(anfrageflaecheKml([], INFO)).toContain(
      '<description>Ort: 01587 Riesa, Hauptstraße 5\nBeschreibung: Verlegung einer Wasserleitung</description>',
    );
    expect(anfrageflaecheKml([], { vorgangsnummer: 'AS2026-000123', ort: '  ', beschreibung: '' })).not.toContain(
      '<description>',
    );
  });

  it('skips unreadable features', () => {
    const kml = anfrageflaecheKml(
      [
        { featureId: 1, wkt: 'kein wkt' },
        { featureId: 2, wkt: 'POINT(13.28 51.29)' },
        { featureId: 3, wkt: LINIE },
      ],
      INFO,
    );
    expect(kml.match(/<Placemark>/g)).toHaveLength(1);
    expect(kml).toContain('<name>Linie 1</name>');
  });
});

describe('anfrageflaecheGeoJson', () => {
  const features: TFlaechenFeature[] = [
    { featureId: 11, wkt: POLYGON_MIT_LOCH },
    { featureId: 'x', wkt: 'POLYGON((a b, c d))' },
    { featureId: 'f-12', wkt: LINIE },
    { featureId: 13, wkt: MULTIPOLYGON },
  ];

  it('writes a FeatureCollection of the readable features', () => {
    const json = anfrageflaecheGeoJson(features, INFO);
    expect(json.endsWith('}\n')).toBe(true);
    expect(json.startsWith('{\n  "type": "FeatureCollection",\n')).toBe(true);
    const fc = JSON.parse(json);
    expect(fc.type).toBe('FeatureCollection');
    expect(fc.features).toHaveLength(3);
    expect(fc.features[0]).toEqual({
      type: 'Feature',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [13.28, 51.29],
            [13.29, 51.29],
            [13.29, 51.3],
            [13.28, 51.29],
          ],
          [
            [13.284, 51.292],
            [13.288, 51.292],
            [13.288, 51.294],
            [13.284, 51.292],
          ],
        ],
      },
      properties: {
        featureId: 11,
        vorgangsnummer: 'AS2026-000123',
        ort: '01587 Riesa, Hauptstraße 5',
        beschreibung: 'Verlegung einer Wasserleitung',
      },
    });
    expect(fc.features[1].geometry).toEqual({
      type: 'LineString',
      coordinates: [
        [13.2856, 51.2986],
        [13.295612, 51.3],
      ],
    });
    expect(fc.features[1].properties.featureId).toBe('f-12');
    expect(fc.features[2].geometry.type).toBe('MultiPolygon');
    expect(fc.features[2].geometry.coordinates).toHaveLength(2);
  });

  it('omits empty Ort and Beschreibung', () => {
    const fc = JSON.parse(
      anfrageflaecheGeoJson([{ featureId: 1, wkt: LINIE }], {
        vorgangsnummer: 'AS2026-000123',
        ort: ' ',
        beschreibung: null,
      }),
    );
    expect(fc.features[0].properties).toEqual({ featureId: 1, vorgangsnummer: 'AS2026-000123' });
  });

  it('closes open rings', () => {
    const fc = JSON.parse(anfrageflaecheGeoJson([{ featureId: 1, wkt: 'POLYGON((13 51, 13.5 51, 13.5 51.1))' }], INFO));
    expect(fc.features[0].geometry.coordinates[0]).toEqual([
      [13, 51],
      [13.5, 51],
      [13.5, 51.1],
      [13, 51],
    ]);
  });

  it('gives an empty collection when nothing is readable', () => {
    expect(anfrageflaecheGeoJson([{ featureId: 1, wkt: '' }], INFO)).toBe(
      '{\n  "type": "FeatureCollection",\n  "features": []\n}\n',
    );
  });
});

describe('anfrageflaecheDatei (the map view download and the mail attachment)', () => {
  const features = [
    { featureId: 7, wkt: 'POLYGON((13.28 51.29, 13.29 51.29, 13.29 51.3, 13.28 51.29))' },
    { featureId: 9, wkt: 'LINESTRING(13.281 51.291, 13.285 51.295)' },
  ];
  const antrag = { vorgangsnummer: 'AS2026-000123', ort: 'Riesa', vorhaben: 'Hausanschluss Gas' };

  it('names the file A{n}_Anfrageflaeche and passes Ort and Vorhaben (as the description) into both formats', () => {
    const json = anfrageflaecheDatei(features, antrag, 'json');
    const kml = anfrageflaecheDatei(features, antrag, 'kml');
    expect([json.dateiname, json.contentType]).toEqual(['A2026-000123_Anfrageflaeche.json', 'application/geo+json']);
    expect([kml.dateiname, kml.contentType]).toEqual([
      'A2026-000123_Anfrageflaeche.kml',
      'application/vnd.google-earth.kml+xml',
    ]);
    const info = { vorgangsnummer: 'AS2026-000123', ort: 'Riesa', beschreibung: 'Hausanschluss Gas' };
    expect(json.inhalt).toBe(anfrageflaecheGeoJson(features, info));
    expect(kml.inhalt).toBe(anfrageflaecheKml(features, info));
    const parsed = JSON.parse(json.inhalt) as { features: Array<{ properties: Record<string, unknown> }> };
    expect(parsed.features.map((f) => f.properties)).toEqual([
      { featureId: 7, vorgangsnummer: 'AS2026-000123', ort: 'Riesa', beschreibung: 'Hausanschluss Gas' },
      { featureId: 9, vorgangsnummer: 'AS2026-000123', ort: 'Riesa', beschreibung: 'Hausanschluss Gas' },
    ]);
    expect(anfrageflaecheInfo({ vorgangsnummer: 'AS1', ort: null })).toEqual({
      vorgangsnummer: 'AS1',
      ort: null,
      beschreibung: null,
    });
  });
});
