import type { Feature, FeatureCollection, Polygon } from 'geojson';
import { bodenMeter, druckbereich, meterProGrad, type TBBox, type TLonLat } from '@lap/domain';

// Print areas on the map (issue 17, spec 001 §2 'Map print'): rectangles of the ground one sheet's map frame covers
// at the chosen scale. An area is only its centre; its box follows from the template and the scale, so changing
// either resizes every area around its centre.

export interface PrintArea {
  /** Stable key (list keys, selection); the number the user sees is the position in the list + 1. */
  id: number;
  center: TLonLat;
}

export interface PrintFormat {
  /** The template's map frame in mm (ComposerMap). */
  mapFrameMm: { width: number; height: number };
  scale: number;
}

export type MoveDirection = 'up' | 'down' | 'left' | 'right';

/** A keyboard step moves an area by this share of its own size. */
export const KEY_STEP = 0.1;

/** The lon/lat box of an area's sheet. */
export function areaBBox(area: PrintArea, format: PrintFormat): TBBox {
  return druckbereich(area.center, format.mapFrameMm, format.scale);
}

/** Ground size in metres of one sheet of `format`. */
export function groundSize(format: PrintFormat): { width: number; height: number } {
  return {
    width: bodenMeter(format.mapFrameMm.width, format.scale),
    height: bodenMeter(format.mapFrameMm.height, format.scale),
  };
}

/**
 * Where a new area goes: the first one over the middle of the request's shapes (`site`, [w, s, e, n]), so a sheet at
 * a large scale shows the site and not whatever the map centre is; further ones (or without shapes) at the map centre.
 */
export function newAreaCenter(areas: readonly PrintArea[], site: TBBox | null, mapCenter: TLonLat): TLonLat {
  if (areas.length > 0 || !site) return { lng: mapCenter.lng, lat: mapCenter.lat };
  return { lng: (site[0] + site[2]) / 2, lat: (site[1] + site[3]) / 2 };
}

/** A new area at `center`, with an id not used by `areas`. */
export function addArea(areas: readonly PrintArea[], center: TLonLat): PrintArea[] {
  const id = areas.reduce((max, a) => Math.max(max, a.id), 0) + 1;
  return [...areas, { id, center: { lng: center.lng, lat: center.lat } }];
}

export function removeArea(areas: readonly PrintArea[], id: number): PrintArea[] {
  return areas.filter((a) => a.id !== id);
}

/** The area moved to a new centre (a mouse drag reports the centre directly). */
export function moveAreaTo(areas: readonly PrintArea[], id: number, center: TLonLat): PrintArea[] {
  return areas.map((a) => (a.id === id ? { ...a, center: { lng: center.lng, lat: center.lat } } : a));
}

/** One keyboard step: `fraction` of the sheet's ground width (left/right) or height (up/down). */
export function stepArea(
  area: PrintArea,
  format: PrintFormat,
  direction: MoveDirection,
  fraction = KEY_STEP,
): PrintArea {
  const size = groundSize(format);
  const m = meterProGrad(area.center.lat);
  const dLng = (size.width * fraction) / m.lng;
  const dLat = (size.height * fraction) / m.lat;
  const { lng, lat } = area.center;
  const center: TLonLat =
    direction === 'left'
      ? { lng: lng - dLng, lat }
      : direction === 'right'
        ? { lng: lng + dLng, lat }
        : direction === 'up'
          ? { lng, lat: lat + dLat }
          : { lng, lat: lat - dLat };
  return { ...area, center };
}

/** Arrow keys → direction; other keys → null. */
export function keyDirection(key: string): MoveDirection | null {
  switch (key) {
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    default:
      return null;
  }
}

/** The box around all areas (for zooming the map to them); null when there are none. */
export function boundsOfAreas(areas: readonly PrintArea[], format: PrintFormat): TBBox | null {
  if (areas.length === 0) return null;
  const boxes = areas.map((a) => areaBBox(a, format));
  return [
    Math.min(...boxes.map((b) => b[0])),
    Math.min(...boxes.map((b) => b[1])),
    Math.max(...boxes.map((b) => b[2])),
    Math.max(...boxes.map((b) => b[3])),
  ];
}

/** Whether box `inner` lies completely inside `outer`. */
export function bboxContains(outer: TBBox, inner: TBBox): boolean {
  return inner[0] >= outer[0] && inner[1] >= outer[1] && inner[2] <= outer[2] && inner[3] <= outer[3];
}

export interface PrintAreaProperties {
  id: number;
  nr: number;
  selected: boolean;
}

/** The areas as polygons for the map layer (closed rings, counter-clockwise as RFC 7946 asks). */
export function areasToGeoJson(
  areas: readonly PrintArea[],
  format: PrintFormat,
  selectedId: number | null,
): FeatureCollection<Polygon, PrintAreaProperties> {
  return {
    type: 'FeatureCollection',
    features: areas.map((area, i): Feature<Polygon, PrintAreaProperties> => {
      const [w, s, e, n] = areaBBox(area, format);
      return {
        type: 'Feature',
        id: area.id,
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [w, s],
              [e, s],
              [e, n],
              [w, n],
              [w, s],
            ],
          ],
        },
        properties: { id: area.id, nr: i + 1, selected: area.id === selectedId },
      };
    }),
  };
}

/** Extents rounded to 7 decimals (~1 cm), the way they are sent to the server. */
export function roundBBox(b: TBBox): TBBox {
  const r = (n: number): number => Math.round(n * 1e7) / 1e7;
  return [r(b[0]), r(b[1]), r(b[2]), r(b[3])];
}
