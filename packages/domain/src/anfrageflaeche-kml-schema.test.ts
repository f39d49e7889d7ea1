// The KML export is valid against the official OGC KML 2.2 XML Schema (ogckml22.xsd + atom-author-link.xsd + xAL.xsd,
// test-fixtures/kml22/), checked with libxml2's xmllint (WebAssembly). The broken variants prove the check can fail.
import { describe, expect, it } from 'vitest';
import { anfrageflaecheDatei, anfrageflaecheKml, type TFlaechenFeature } from './anfrageflaeche.js';
import { validateKml22 } from './kml-schema.testing.js';

const POLYGON =
  'POLYGON((13.280000 51.290000, 13.290000 51.290000, 13.290000 51.300000, 13.280000 51.300000, 13.280000 51.290000))';
const POLYGON_MIT_LOCH_OFFEN =
  'POLYGON((13.28 51.29, 13.29 51.29, 13.29 51.30, 13.28 51.30), (13.284 51.292, 13.288 51.292, 13.288 51.294, 13.284 51.292))';
const MULTIPOLYGON =
  'MULTIPOLYGON(((13.280000 51.290000, 13.290000 51.290000, 13.290000 51.300000, 13.280000 51.290000)), ((13.300000 51.300000, 13.310000 51.300000, 13.310000 51.310000, 13.300000 51.300000)))';
const LINIE = 'LINESTRING(13.285600 51.298600, 13.295612 51.300000)';
const MULTILINIE = 'MULTILINESTRING((13.28 51.29, 13.29 51.29), (13.30 51.30, 13.31 51.31, 13.32 51.30))';

const INFO = {
  vorgangsnummer: 'AS2026-000123',
  ort: '01587 Riesa, Hauptstraße 5',
  beschreibung: 'Verlegung einer Wasserleitung',
};

async function expectValid(kml: string): Promise<void> {
  const result = await validateKml22(kml);
  expect(result.errors).toEqual([]);
  expect(result.valid).toBe(true);
}

async function expectInvalid(kml: string, message: RegExp): Promise<void> {
  const result = await validateKml22(kml);
  expect(result.valid).toBe(false);
  expect(result.errors.join('\n')).toMatch(message);
}

/** `kml` with `from` replaced by `to`; fails when `from` is not in it, so a broken variant is never the valid original. */
function replaced(kml: string, from: string | RegExp, to: string): string {
  const out = kml.replace(from, to);
  expect(out).not.toBe(kml);
  return out;
}

describe('anfrageflaecheKml is valid OGC KML 2.2 (ogckml22.xsd)', () => {
  it('one polygon, with Ort and Beschreibung', async () => {
    await expectValid(anfrageflaecheKml([{ featureId: 1, wkt: POLYGON }], INFO));
  });

  it('a polygon with a hole whose rings the WKT left open', async () => {
    await expectValid(
      anfrageflaecheKml([{ featureId: 1, wkt: POLYGON_MIT_LOCH_OFFEN }], { vorgangsnummer: 'AS2026-000124' }),
    );
  });

  it('several polygons, a multi-part area and lines (MultiGeometry), skipping unreadable WKT', async () => {
    const features: TFlaechenFeature[] = [
      { featureId: 'a', wkt: POLYGON },
      { featureId: 'b', wkt: MULTIPOLYGON },
      { featureId: 'c', wkt: 'POINT(13.28 51.29)' },
      { featureId: 'd', wkt: 'kein WKT' },
      { featureId: 'e', wkt: POLYGON_MIT_LOCH_OFFEN },
      { featureId: 'f', wkt: LINIE },
      { featureId: 'g', wkt: MULTILINIE },
    ];
    const kml = anfrageflaecheKml(features, INFO);
    expect(kml.match(/<Placemark>/g)).toHaveLength(5);
    expect(kml.match(/<MultiGeometry>/g)).toHaveLength(2);
    await expectValid(kml);
  });

  it('umlauts, XML special characters and characters XML cannot carry in name and description', async () => {
    const kml = anfrageflaecheKml([{ featureId: 1, wkt: POLYGON }], {
      vorgangsnummer: 'AS2026-000125 <Müller & Söhne> "Größe" \'ß\'',
      ort: 'Gößnitz & Zwönitz <Ortsteil> ]]> --',
      beschreibung: 'Länge < 5 m & Breite > 2 m\u0001\u000b\nzweite Zeile\tmit Tab, €, 😀',
    });
    expect(kml).toContain('&lt;Müller &amp; Söhne&gt;');
    await expectValid(kml);
  });

  it('no readable feature and no description: a Document with name and Style only', async () => {
    const kml = anfrageflaecheKml([{ featureId: 1, wkt: 'POLYGON EMPTY' }], {
      vorgangsnummer: 'AS2026-000126',
      ort: ' ',
      beschreibung: null,
    });
    expect(kml).not.toContain('<Placemark>');
    expect(kml).not.toContain('<description>');
    await expectValid(kml);
  });

  it('the downloadable file (anfrageflaecheDatei, kml) is valid too', async () => {
    const datei = anfrageflaecheDatei(
      [{ featureId: 1, wkt: MULTIPOLYGON }],
      { vorgangsnummer: 'AS2026-000127', ort: 'Riesa', vorhaben: 'Glasfaser' },
      'kml',
    );
    await expectValid(datei.inhalt);
  });
});

describe('the schema check rejects invalid KML', () => {
  const gueltig = anfrageflaecheKml([{ featureId: 1, wkt: POLYGON }], INFO);

  it('an unknown element', async () => {
    await expectInvalid(
      replaced(gueltig, '<styleUrl>', '<farbe>rot</farbe>\n      <styleUrl>'),
      /Element '\{http:\/\/www\.opengis\.net\/kml\/2\.2\}farbe': This element is not expected/,
    );
  });

  it('styleUrl before name in a Placemark (Feature sequence order)', async () => {
    const vertauscht = replaced(
      gueltig,
      /(<name>Fläche 1<\/name>)(\s*)(<styleUrl>#anfrageflaeche<\/styleUrl>)/,
      '$3$2$1',
    );
    await expectInvalid(
      vertauscht,
      /Element '\{http:\/\/www\.opengis\.net\/kml\/2\.2\}name': This element is not expected/,
    );
  });

  it('PolyStyle before LineStyle in a Style', async () => {
    const vertauscht = replaced(
      gueltig,
      /(<LineStyle>[\s\S]*?<\/LineStyle>)(\s*)(<PolyStyle>[\s\S]*?<\/PolyStyle>)/,
      '$3$2$1',
    );
    await expectInvalid(
      vertauscht,
      /Element '\{http:\/\/www\.opengis\.net\/kml\/2\.2\}LineStyle': This element is not expected/,
    );
  });

  it('innerBoundaryIs before outerBoundaryIs in a Polygon', async () => {
    const kml = anfrageflaecheKml([{ featureId: 1, wkt: POLYGON_MIT_LOCH_OFFEN }], INFO);
    const vertauscht = replaced(
      kml,
      /(<outerBoundaryIs>[\s\S]*?<\/outerBoundaryIs>)(\s*)(<innerBoundaryIs>[\s\S]*?<\/innerBoundaryIs>)/,
      '$3$2$1',
    );
    await expectInvalid(vertauscht, /This element is not expected/);
  });

  it('a colour that is not 8 hex digits', async () => {
    await expectInvalid(replaced(gueltig, '<color>4d0000ff</color>', '<color>#ff0000</color>'), /color/);
  });

  it('the KML 2.1 namespace', async () => {
    await expectInvalid(
      replaced(gueltig, 'http://www.opengis.net/kml/2.2', 'http://earth.google.com/kml/2.1'),
      /No matching global declaration|not expected/,
    );
  });

  it('text that is not well-formed XML (an unescaped &)', async () => {
    await expectInvalid(replaced(gueltig, 'Anfragefläche AS2026-000123', 'Anfragefläche AS2026-000123 & Co'), /./);
  });
});
