// The drawn request area (map features as WKT, EPSG:4326, lon lat) exported for operators as GeoJSON (RFC 7946)
// and KML 2.2. Both exports contain the same features: the readable ones, in the given order.

import type { Feature, FeatureCollection, LineString, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import type { TDrawnGeometry } from './geometry.js';
import { isDrawnGeometry, wktToGeometry } from './wkt.js';
import { xmlText } from './xml.js';

export interface TFlaechenFeature {
  featureId: string | number;
  wkt: string;
}

export interface TFlaechenInfo {
  vorgangsnummer: string;
  ort?: string | null;
  beschreibung?: string | null;
}

/** `A{n}_Anfrageflaeche.{ext}` where n = the Vorgangsnummer without its 'AS' prefix, e.g. 'AS2026-000123' -> 'A2026-000123_Anfrageflaeche.kml'; characters other than [A-Za-z0-9-] in n become '_'. */
export function anfrageflaecheDateiname(vorgangsnummer: string, ext: 'kml' | 'json'): string {
  const n = vorgangsnummer
    .trim()
    .replace(/^AS/i, '')
    .replace(/[^A-Za-z0-9-]/g, '_');
  return `A${n}_Anfrageflaeche.${ext}`;
}

/** Finite and below 1e21, so `toFixed` never writes an exponent. */
const isPosition = (p: Position): boolean =>
  p.length >= 2 && p.every((n) => typeof n === 'number' && Number.isFinite(n) && Math.abs(n) < 1e21);
const isLine = (l: Position[]): boolean => l.length >= 2 && l.every(isPosition);
/** A ring needs three distinct corners; closing it is done on output. */
const isRing = (r: Position[]): boolean => r.length >= 3 && r.every(isPosition);
const isPolygon = (rings: Position[][]): boolean => rings.length >= 1 && rings.every(isRing);

function isUsable(g: TDrawnGeometry): boolean {
  switch (g.type) {
    case 'LineString':
      return isLine(g.coordinates);
    case 'MultiLineString':
      return g.coordinates.length >= 1 && g.coordinates.every(isLine);
    case 'Polygon':
      return isPolygon(g.coordinates);
    case 'MultiPolygon':
      return g.coordinates.length >= 1 && g.coordinates.every(isPolygon);
  }
}

const samePosition = (a: Position, b: Position): boolean => a[0] === b[0] && a[1] === b[1];

/** The ring with its first point repeated at the end when the WKT ring was not closed. */
function closeRing(ring: Position[]): Position[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return first && last && !samePosition(first, last) ? [...ring, first] : ring;
}

const closePolygon = (rings: Position[][]): Position[][] => rings.map(closeRing);

/** Closes the rings of polygons (RFC 7946 and KML both require closed rings); lines are returned as they are. */
function closed(g: TDrawnGeometry): TDrawnGeometry {
  switch (g.type) {
    case 'Polygon':
      return { type: 'Polygon', coordinates: closePolygon(g.coordinates) } satisfies Polygon;
    case 'MultiPolygon':
      return { type: 'MultiPolygon', coordinates: g.coordinates.map(closePolygon) } satisfies MultiPolygon;
    case 'LineString':
    case 'MultiLineString':
      return g;
  }
}

interface TGelesen {
  featureId: string | number;
  geometry: TDrawnGeometry;
}

/** The readable features in order; unreadable WKT, other geometry types and degenerate shapes are skipped. */
function lesen(features: TFlaechenFeature[]): TGelesen[] {
  const out: TGelesen[] = [];
  for (const f of features) {
    const g = wktToGeometry(f.wkt);
    if (isDrawnGeometry(g) && isUsable(g)) out.push({ featureId: f.featureId, geometry: closed(g) });
  }
  return out;
}

/** The value, or null when it is null, undefined or whitespace only. */
const text = (v: string | null | undefined): string | null =>
  v === null || v === undefined || v.trim() === '' ? null : v;

/** GeoJSON FeatureCollection (RFC 7946, pretty-printed with 2 spaces, trailing newline): one Feature per readable feature, properties { featureId, vorgangsnummer, ort?, beschreibung? } (omit null/empty ones), coordinates as parsed (rings closed); unreadable WKT skipped. */
export function anfrageflaecheGeoJson(features: TFlaechenFeature[], info: TFlaechenInfo): string {
  const ort = text(info.ort);
  const beschreibung = text(info.beschreibung);
  const collection: FeatureCollection<TDrawnGeometry> = {
    type: 'FeatureCollection',
    features: lesen(features).map(({ featureId, geometry }): Feature<TDrawnGeometry> => ({
      type: 'Feature',
      geometry,
      properties: {
        featureId,
        vorgangsnummer: info.vorgangsnummer,
        ...(ort !== null && { ort }),
        ...(beschreibung !== null && { beschreibung }),
      },
    })),
  };
  return `${JSON.stringify(collection, null, 2)}\n`;
}

/** A coordinate without exponent, up to 6 decimals, trailing zeros trimmed. */
function zahl(n: number): string {
  const s = n.toFixed(6).replace(/\.?(?<!0)0+$/, ''); // lookbehind: each run of zeros is tried once (linear)
  return s === '-0' ? '0' : s;
}

const kmlCoordinates = (line: Position[]): string => line.map((p) => `${zahl(p[0] ?? 0)},${zahl(p[1] ?? 0)}`).join(' ');

const indent = (lines: string[], by: string): string[] => lines.map((l) => by + l);

function kmlLineString(line: Position[]): string[] {
  return ['<LineString>', `  <coordinates>${kmlCoordinates(line)}</coordinates>`, '</LineString>'];
}

function kmlPolygon(rings: Position[][]): string[] {
  const boundary = (tag: 'outerBoundaryIs' | 'innerBoundaryIs', ring: Position[]): string[] => [
    `  <${tag}>`,
    '    <LinearRing>',
    `      <coordinates>${kmlCoordinates(ring)}</coordinates>`,
    '    </LinearRing>',
    `  </${tag}>`,
  ];
  const [outer = [], ...holes] = rings;
  return [
    '<Polygon>',
    ...boundary('outerBoundaryIs', outer),
    ...holes.flatMap((h) => boundary('innerBoundaryIs', h)),
    '</Polygon>',
  ];
}

const multi = (parts: string[][]): string[] => [
  '<MultiGeometry>',
  ...parts.flatMap((p) => indent(p, '  ')),
  '</MultiGeometry>',
];

function kmlGeometry(g: TDrawnGeometry): string[] {
  switch (g.type) {
    case 'LineString':
      return kmlLineString(g.coordinates);
    case 'Polygon':
      return kmlPolygon(g.coordinates);
    case 'MultiLineString':
      return multi(g.coordinates.map(kmlLineString));
    case 'MultiPolygon':
      return multi(g.coordinates.map(kmlPolygon));
  }
}

const istLinie = (g: TDrawnGeometry): g is LineString | MultiLineString =>
  g.type === 'LineString' || g.type === 'MultiLineString';

/** KML 2.2 document: name, optional description, one style, one Placemark per readable feature ('Fläche n' / 'Linie n', numbered by position). */
export function anfrageflaecheKml(features: TFlaechenFeature[], info: TFlaechenInfo): string {
  const ort = text(info.ort);
  const beschreibung = text(info.beschreibung);
  const description = [
    ort !== null ? `Ort: ${ort}` : null,
    beschreibung !== null ? `Beschreibung: ${beschreibung}` : null,
  ]
    .filter((l): l is string => l !== null)
    .join('\n');

  const placemarks = lesen(features).flatMap(({ geometry }, i) => [
    '<Placemark>',
    `  <name>${istLinie(geometry) ? 'Linie' : 'Fläche'} ${i + 1}</name>`,
    '  <styleUrl>#anfrageflaeche</styleUrl>',
    ...indent(kmlGeometry(geometry), '  '),
    '</Placemark>',
  ]);

  const document = [
    `<name>${xmlText(`Anfragefläche ${info.vorgangsnummer}`)}</name>`,
    ...(description !== '' ? [`<description>${xmlText(description)}</description>`] : []),
    '<Style id="anfrageflaeche">',
    '  <LineStyle>',
    '    <color>ff0000ff</color>',
    '    <width>3</width>',
    '  </LineStyle>',
    '  <PolyStyle>',
    '    <color>4d0000ff</color>',
    '  </PolyStyle>',
    '</Style>',
    ...placemarks,
  ];

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2">',
    '  <Document>',
    ...indent(document, '    '),
    '  </Document>',
    '</kml>',
    '',
  ].join('\n');
}

/** What an Antrag contributes to both files: its Vorgangsnummer, its Ort, and its Vorhaben as the description. */
export function anfrageflaecheInfo(antrag: {
  vorgangsnummer: string;
  ort?: string | null;
  vorhaben?: string | null;
}): TFlaechenInfo {
  return { vorgangsnummer: antrag.vorgangsnummer, ort: antrag.ort ?? null, beschreibung: antrag.vorhaben ?? null };
}

export const ANFRAGEFLAECHE_CONTENT_TYPE = {
  kml: 'application/vnd.google-earth.kml+xml',
  json: 'application/geo+json',
} as const;

/**
 * The export of the request area as one file (the map view's download and the operator mail's attachment are these
 * same bytes): name A{n}_Anfrageflaeche.{ext}, text, content type.
 */
export function anfrageflaecheDatei(
  features: TFlaechenFeature[],
  antrag: { vorgangsnummer: string; ort?: string | null; vorhaben?: string | null },
  ext: 'kml' | 'json',
): { dateiname: string; inhalt: string; contentType: string } {
  const info = anfrageflaecheInfo(antrag);
  return {
    dateiname: anfrageflaecheDateiname(antrag.vorgangsnummer, ext),
    inhalt: ext === 'kml' ? anfrageflaecheKml(features, info) : anfrageflaecheGeoJson(features, info),
    contentType: ANFRAGEFLAECHE_CONTENT_TYPE[ext],
  };
}
