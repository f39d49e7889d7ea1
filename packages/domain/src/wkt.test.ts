import { describe, expect, it } from 'vitest';
import { geometryToWkt6, isDrawnGeometry, wktToGeometry } from './wkt.js';

describe('wktToGeometry', () => {
  it('reads polygons and lines in lon lat order', () => {
    expect(wktToGeometry('POLYGON((13.2856 51.2986, 13.2866 51.2986, 13.2866 51.2996, 13.2856 51.2986))')).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [13.2856, 51.2986],
          [13.2866, 51.2986],
          [13.2866, 51.2996],
          [13.2856, 51.2986],
        ],
      ],
    });
    expect(wktToGeometry('LINESTRING(13.28 51.29, 13.29 51.3)')).toEqual({
      type: 'LineString',
      coordinates: [
        [13.28, 51.29],
        [13.29, 51.3],
      ],
    });
  });

  it('reads multi geometries', () => {
    const g = wktToGeometry('MULTILINESTRING((13.28 51.29, 13.29 51.3), (13.3 51.31, 13.31 51.32))');
    expect(g?.type).toBe('MultiLineString');
    const mp = wktToGeometry(
      'MULTIPOLYGON(((13.28 51.29, 13.29 51.29, 13.29 51.3, 13.28 51.29)), ((13.3 51.3, 13.31 51.3, 13.31 51.31, 13.3 51.3)))',
    );
    expect(mp?.type === 'MultiPolygon' && mp.coordinates.length).toBe(2);
  });

  it('gives null for garbage', () => {
    expect(wktToGeometry('')).toBeNull();
    expect(wktToGeometry('POLYGON((a b, c d))')).toBeNull();
    expect(wktToGeometry('kein wkt')).toBeNull();
  });
});

describe('geometryToWkt6', () => {
  it('writes 6 decimals, lon lat', () => {
    expect(
      geometryToWkt6({
        type: 'LineString',
        coordinates: [
          [13.2856, 51.2986],
          [13.28561234567, 51.29],
        ],
      }),
    ).toBe('LINESTRING(13.285600 51.298600, 13.285612 51.290000)');
  });

  it('round-trips with wktToGeometry', () => {
    const wkt = 'MULTIPOLYGON(((13.280000 51.290000, 13.290000 51.290000, 13.290000 51.300000, 13.280000 51.290000)))';
    const g = wktToGeometry(wkt);
    expect(g && geometryToWkt6(g)).toBe(wkt);
  });

  it('gives null for points and collections', () => {
    expect(geometryToWkt6({ type: 'Point', coordinates: [13.28, 51.29] })).toBeNull();
    expect(geometryToWkt6({ type: 'GeometryCollection', geometries: [] })).toBeNull();
    expect(isDrawnGeometry({ type: 'MultiPoint', coordinates: [] })).toBe(false);
    expect(isDrawnGeometry(null)).toBe(false);
  });
});
