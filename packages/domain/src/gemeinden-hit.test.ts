import { booleanIntersects } from '@turf/boolean-intersects';
import type { Geometry, LineString, MultiPolygon, Point, Polygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { gemeindenHitBy, type TGemeindeCandidate } from './gemeinden-hit.js';
import { seededRandom } from './seeded-random.js';

/** A star-shaped ring (never self-crossing) around a centre, closed. */
function ring(rnd: () => number, cx: number, cy: number, radius: number, n: number): Position[] {
  const pts = Array.from({ length: n }, (_, i): Position => {
    const a = (2 * Math.PI * i) / n;
    const r = radius * (0.4 + 0.6 * rnd());
    return [Number((cx + r * Math.cos(a)).toFixed(6)), Number((cy + r * Math.sin(a)).toFixed(6))];
  });
  return [...pts, pts[0] as Position];
}

/** Municipality-like areas: polygons, some with a hole, and multi-polygons whose parts lie apart. */
function candidates(rnd: () => number, count: number): TGemeindeCandidate[] {
  return Array.from({ length: count }, (_, id) => {
    const cx = 13 + rnd() * 2;
    const cy = 51 + rnd();
    const outer = ring(rnd, cx, cy, 0.05 + rnd() * 0.1, 8 + Math.floor(rnd() * 60));
    let geometry: Polygon | MultiPolygon;
    if (id % 5 === 0) {
      // a hole in the middle: a shape inside it touches nothing of the area
      const hole = ring(rnd, cx, cy, 0.02, 12).reverse();
      geometry = { type: 'Polygon', coordinates: [outer, hole] };
    } else if (id % 3 === 0) {
      geometry = { type: 'MultiPolygon', coordinates: [[outer], [ring(rnd, cx + 0.3, cy - 0.2, 0.04, 10)]] };
    } else {
      geometry = { type: 'Polygon', coordinates: [outer] };
    }
    return { id, geometry: JSON.stringify(geometry) };
  });
}

/** Drawn shapes of every kind the map allows: points, lines and polygons of a few to hundreds of points. */
function shapes(rnd: () => number, count: number): Geometry[] {
  return Array.from({ length: count }, (_, i): Geometry => {
    const cx = 13 + rnd() * 2;
    const cy = 51 + rnd();
    switch (i % 3) {
      case 0:
        return { type: 'Point', coordinates: [cx, cy] } satisfies Point;
      case 1:
        return {
          type: 'LineString',
          coordinates: Array.from({ length: 2 + Math.floor(rnd() * 30) }, (_, k): Position => [
            cx + k * 0.01 * rnd(),
            cy + (rnd() - 0.5) * 0.05,
          ]),
        } satisfies LineString;
      default:
        return {
          type: 'Polygon',
          coordinates: [ring(rnd, cx, cy, 0.02 + rnd() * 0.4, 6 + Math.floor(rnd() * 400))],
        } satisfies Polygon;
    }
  });
}

describe('gemeindenHitBy', () => {
  it('finds exactly the areas turf finds without the boxes, for points, lines and polygons', () => {
    const rnd = seededRandom(20261127);
    const areas = candidates(rnd, 120);
    let hits = 0;
    let misses = 0;
    for (const shape of shapes(rnd, 60)) {
      const expected = areas
        .filter((c) => booleanIntersects(JSON.parse(c.geometry) as Polygon | MultiPolygon, shape))
        .map((c) => c.id);
      expect(gemeindenHitBy(shape, areas), JSON.stringify(shape).slice(0, 200)).toEqual(expected);
      hits += expected.length;
      misses += areas.length - expected.length;
    }
    // both answers occur often: the comparison is not one of empty lists
    expect(hits).toBeGreaterThan(100);
    expect(misses).toBeGreaterThan(1_000);
  }, 60_000);

  it("touching counts, a hole does not: a shape inside an area's hole is not in it, one across the hole's edge is", () => {
    const square = (x0: number, y0: number, x1: number, y1: number): Position[] => [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
      [x0, y0],
    ];
    const withHole: TGemeindeCandidate = {
      id: 1,
      geometry: JSON.stringify({ type: 'Polygon', coordinates: [square(0, 0, 10, 10), square(4, 4, 6, 6).reverse()] }),
    };
    const neighbour: TGemeindeCandidate = {
      id: 2,
      geometry: JSON.stringify({
        type: 'MultiPolygon',
        coordinates: [[square(10, 0, 12, 2)], [square(20, 20, 21, 21)]],
      }),
    };
    expect(
      gemeindenHitBy({ type: 'Polygon', coordinates: [square(4.5, 4.5, 5.5, 5.5)] }, [withHole, neighbour]),
    ).toEqual([]);
    expect(gemeindenHitBy({ type: 'Polygon', coordinates: [square(5, 5, 7, 7)] }, [withHole, neighbour])).toEqual([1]);
    // along the shared edge x = 10: both
    expect(
      gemeindenHitBy(
        {
          type: 'LineString',
          coordinates: [
            [10, 0.5],
            [10, 1.5],
          ],
        },
        [withHole, neighbour],
      ),
    ).toEqual([1, 2]);
    // the far part of the multi-polygon alone
    expect(gemeindenHitBy({ type: 'Point', coordinates: [20.5, 20.5] }, [withHole, neighbour])).toEqual([2]);
  });
});
