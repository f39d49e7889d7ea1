import area from '@turf/area';
import length from '@turf/length';
import type { Geometry } from 'geojson';
import { formatArea, formatDistance } from '@lap/domain';
import { MAP_TEXT } from './texts.js';

export interface ShapeMeasurement {
  /** 'Fläche' or 'Länge'. */
  label: string;
  /** e.g. '950 m²', '1,25 km'. */
  value: string;
}

/** Area of polygons, length of lines (geodesic, via turf); null for other geometries. */
export function measureGeometry(g: Geometry): ShapeMeasurement | null {
  switch (g.type) {
    case 'Polygon':
    case 'MultiPolygon':
      return { label: MAP_TEXT.flaeche, value: formatArea(area(g)) };
    case 'LineString':
    case 'MultiLineString':
      return {
        label: MAP_TEXT.laenge,
        value: formatDistance(length({ type: 'Feature', geometry: g, properties: {} }, { units: 'meters' })),
      };
    default:
      return null;
  }
}

/** `Fläche: 950 m²` — the text shown under the map. */
export function measurementText(m: ShapeMeasurement | null): string {
  return m ? `${m.label}: ${m.value}` : '';
}
