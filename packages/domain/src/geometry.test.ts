import { describe, expect, it } from 'vitest';
import { KARTE_MSG, MAX_SHAPE_VERTICES } from '@lap/contracts';
import { checkFeatureWkt, countWktVertices } from './geometry.js';
import { hasSelfContact } from './segment-sweep.js';

/** An ellipse around Riesa with n points (closed: n + 1 coordinates), 6 decimals. */
function ellipse(n: number): Array<[number, number]> {
  const ring = Array.from({ length: n }, (_, i): [number, number] => {
    const a = (2 * Math.PI * i) / n;
    return [Number((13.3 + 0.05 * Math.cos(a)).toFixed(6)), Number((51.3 + 0.03 * Math.sin(a)).toFixed(6))];
  });
  return [...ring, ring[0] as [number, number]];
}
const polygonWkt = (ring: Array<[number, number]>): string =>
  `POLYGON((${ring.map(([x, y]) => `${x} ${y}`).join(', ')}))`;
const micro = (ring: Array<[number, number]>) =>
  ring.map(([x, y]): [number, number] => [Math.round(x * 1e6), Math.round(y * 1e6)]);
/** Serpentine teeth, every one spanning the whole width: the worst case for bounding-box based checks. */
function comb(teeth: number): Array<[number, number]> {
  const ring: Array<[number, number]> = [];
  for (let i = 0; i < teeth; i++)
    ring.push([0, 20 * i], [1_000_000, 20 * i], [1_000_000, 20 * i + 10], [10, 20 * i + 10]);
  ring.push([-10, 20 * teeth], [-10, 0], [0, 0]);
  return ring;
}

describe('checkFeatureWkt (spec 000 §5 Map)', () => {
  it('accepts a polygon in Riesa and stores it with 6 decimals', () => {
    const res = checkFeatureWkt(
      'POLYGON((13.2856 51.2986, 13.2866 51.2986, 13.2866 51.2996, 13.2856 51.2996, 13.2856 51.2986))',
    );
    expect(res).toMatchObject({
      valid: true,
      wkt: 'POLYGON((13.285600 51.298600, 13.286600 51.298600, 13.286600 51.299600, 13.285600 51.299600, 13.285600 51.298600))',
    });
  });
  it('closes an open ring and rounds to 6 decimals', () => {
    const res = checkFeatureWkt('POLYGON((13.28560049 51.2986, 13.2866 51.2986, 13.2866 51.2996))');
    expect(res.valid && res.wkt).toBe(
      'POLYGON((13.285600 51.298600, 13.286600 51.298600, 13.286600 51.299600, 13.285600 51.298600))',
    );
  });
  it('accepts a line', () => {
    expect(checkFeatureWkt('LINESTRING(13.28 51.29, 13.29 51.30, 13.30 51.29)').valid).toBe(true);
  });
  it('refuses a bow-tie (self-intersecting) polygon', () => {
    expect(checkFeatureWkt('POLYGON((13.28 51.29, 13.29 51.30, 13.29 51.29, 13.28 51.30, 13.28 51.29))')).toEqual({
      valid: false,
      problem: 'selbstschneidend',
    });
  });
  it('refuses too few points and degenerate shapes', () => {
    expect(checkFeatureWkt('POLYGON((13.28 51.29, 13.29 51.30, 13.28 51.29))')).toEqual({
      valid: false,
      problem: 'zuWenigPunkte',
    });
    expect(checkFeatureWkt('POLYGON((13.28 51.29, 13.29 51.29, 13.30 51.29, 13.28 51.29))')).toEqual({
      valid: false,
      problem: 'entartet',
    });
    expect(checkFeatureWkt('LINESTRING(13.28 51.29, 13.28 51.29)')).toEqual({ valid: false, problem: 'entartet' });
  });
  it('refuses shapes outside Germany, other types and garbage', () => {
    expect(checkFeatureWkt('LINESTRING(2.35 48.85, 2.36 48.86)')).toEqual({
      valid: false,
      problem: 'ausserhalbDeutschlands',
    });
    expect(checkFeatureWkt('POINT(13.28 51.29)')).toEqual({ valid: false, problem: 'typ' });
    expect(checkFeatureWkt('POLYGON((a b, c d))')).toEqual({ valid: false, problem: 'unlesbar' });
    expect(checkFeatureWkt('DROP TABLE antrag')).toEqual({ valid: false, problem: 'unlesbar' });
  });

  it("refuses what turf's kinks let through: a spike back over its own edge, a line retracing itself", () => {
    expect(checkFeatureWkt('POLYGON((13.28 51.29, 13.30 51.29, 13.29 51.29, 13.29 51.30, 13.28 51.29))')).toEqual({
      valid: false,
      problem: 'selbstschneidend',
    });
    expect(checkFeatureWkt('LINESTRING(13.28 51.29, 13.30 51.29, 13.29 51.29)')).toEqual({
      valid: false,
      problem: 'selbstschneidend',
    });
    expect(
      checkFeatureWkt(
        'MULTIPOLYGON(((13.28 51.29, 13.29 51.29, 13.29 51.30, 13.28 51.29)), ((13.29 51.29, 13.30 51.29, 13.30 51.30, 13.29 51.29)))',
      ),
    ).toEqual({
      valid: false,
      problem: 'selbstschneidend',
    });
    expect(
      checkFeatureWkt(
        'MULTIPOLYGON(((13.28 51.29, 13.29 51.29, 13.29 51.30, 13.28 51.29)), ((13.291 51.29, 13.30 51.29, 13.30 51.30, 13.291 51.29)))',
      ).valid,
    ).toBe(true);
  });
});

describe('large shapes (hardening: the check is O(n log n), the size is capped)', () => {
  it(`accepts a shape of exactly ${MAX_SHAPE_VERTICES} points and refuses one more, before parsing`, () => {
    const atCap = ellipse(MAX_SHAPE_VERTICES - 1);
    expect(countWktVertices(polygonWkt(atCap))).toBe(MAX_SHAPE_VERTICES);
    expect(checkFeatureWkt(polygonWkt(atCap))).toMatchObject({ valid: true });
    expect(checkFeatureWkt(polygonWkt(ellipse(MAX_SHAPE_VERTICES)))).toEqual({
      valid: false,
      problem: 'zuVielePunkte',
    });
    // Unparseable beyond the cap: refused by counting alone.
    expect(checkFeatureWkt(`POLYGON((${'x,'.repeat(MAX_SHAPE_VERTICES)}))`)).toEqual({
      valid: false,
      problem: 'zuVielePunkte',
    });
    expect(KARTE_MSG.zuVielePunkte).toContain(`höchstens ${MAX_SHAPE_VERTICES.toLocaleString('de-DE')})`);
  });

  it('finds a single crossing in a 9,000-point polygon', () => {
    const ring = ellipse(9_000);
    // One vertex pulled across to the far side: its two edges cross the ellipse.
    ring[4_500] = [13.36, 51.3];
    expect(checkFeatureWkt(polygonWkt(ring))).toEqual({ valid: false, problem: 'selbstschneidend' });
  });

  it('sweeps 20,000 and 95,000 segments in well under a second where testing all pairs took 1 s and 26 s', () => {
    // Generous bounds for a loaded machine (measured ~10 ms and ~100 ms): a quadratic check cannot meet them.
    let started = performance.now();
    expect(hasSelfContact([micro(ellipse(20_000))])).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
    started = performance.now();
    expect(hasSelfContact([comb(23_750)])).toBe(false);
    expect(performance.now() - started).toBeLessThan(3_000);
    const crossed = comb(23_750);
    crossed[50_001] = [500_000, -5];
    expect(hasSelfContact([crossed])).toBe(true);
  });
});
