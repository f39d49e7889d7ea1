import { describe, expect, it } from 'vitest';
import { checkFeatureWkt } from './geometry.js';

describe('checkFeatureWkt (spec 000 §5 Map)', () => {
  it('accepts a polygon in Riesa and stores it with 6 decimals', () => {
    const res = checkFeatureWkt('POLYGON((13.2856 51.2986, 13.2866 51.2986, 13.2866 51.2996, 13.2856 51.2996, 13.2856 51.2986))');
    expect(res).toMatchObject({ valid: true, wkt: 'POLYGON((13.285600 51.298600, 13.286600 51.298600, 13.286600 51.299600, 13.285600 51.299600, 13.285600 51.298600))' });
  });
  it('closes an open ring and rounds to 6 decimals', () => {
    const res = checkFeatureWkt('POLYGON((13.28560049 51.2986, 13.2866 51.2986, 13.2866 51.2996))');
    expect(res.valid && res.wkt).toBe('POLYGON((13.285600 51.298600, 13.286600 51.298600, 13.286600 51.299600, 13.285600 51.298600))');
  });
  it('accepts a line', () => {
    expect(checkFeatureWkt('LINESTRING(13.28 51.29, 13.29 51.30, 13.30 51.29)').valid).toBe(true);
  });
  it('refuses a bow-tie (self-intersecting) polygon', () => {
    expect(checkFeatureWkt('POLYGON((13.28 51.29, 13.29 51.30, 13.29 51.29, 13.28 51.30, 13.28 51.29))')).toEqual({ valid: false, problem: 'selbstschneidend' });
  });
  it('refuses too few points and degenerate shapes', () => {
    expect(checkFeatureWkt('POLYGON((13.28 51.29, 13.29 51.30, 13.28 51.29))')).toEqual({ valid: false, problem: 'zuWenigPunkte' });
    expect(checkFeatureWkt('POLYGON((13.28 51.29, 13.29 51.29, 13.30 51.29, 13.28 51.29))')).toEqual({ valid: false, problem: 'entartet' });
    expect(checkFeatureWkt('LINESTRING(13.28 51.29, 13.28 51.29)')).toEqual({ valid: false, problem: 'entartet' });
  });
  it('refuses shapes outside Germany, other types and garbage', () => {
    expect(checkFeatureWkt('LINESTRING(2.35 48.85, 2.36 48.86)')).toEqual({ valid: false, problem: 'ausserhalbDeutschlands' });
    expect(checkFeatureWkt('POINT(13.28 51.29)')).toEqual({ valid: false, problem: 'typ' });
    expect(checkFeatureWkt('POLYGON((a b, c d))')).toEqual({ valid: false, problem: 'unlesbar' });
    expect(checkFeatureWkt('DROP TABLE antrag')).toEqual({ valid: false, problem: 'unlesbar' });
  });
});
