import length from '@turf/length';
import { describe, expect, it } from 'vitest';
import { DRUCK_VORLAGEN } from '@lap/contracts';
import type { TBBox } from '@lap/domain';
import {
  addArea,
  areaBBox,
  areasToGeoJson,
  bboxContains,
  boundsOfAreas,
  groundSize,
  keyDirection,
  moveAreaTo,
  newAreaCenter,
  removeArea,
  stepArea,
  type PrintFormat,
} from './print-areas.js';

const RIESA = { lng: 13.2856, lat: 51.2986 };

function format(name: string, scale: number): PrintFormat {
  const v = DRUCK_VORLAGEN.find((t) => t.name === name);
  if (!v) throw new Error(name);
  return { mapFrameMm: v.ComposerMap, scale };
}

/** Edge lengths of a box in metres, measured independently (turf, great circle). */
function edgesM(b: TBBox): { width: number; height: number } {
  const line = (coords: number[][]) =>
    length(
      { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: coords } },
      { units: 'meters' },
    );
  const midLat = (b[1] + b[3]) / 2;
  return {
    width: line([
      [b[0], midLat],
      [b[2], midLat],
    ]),
    height: line([
      [b[0], b[1]],
      [b[0], b[3]],
    ]),
  };
}

/** Relative difference below 0.5 % (turf measures on a sphere, the print areas on the ellipsoid). */
const near = (actual: number, expected: number): boolean => Math.abs(actual - expected) / expected < 0.005;

describe('print areas: the ground of one sheet', () => {
  it('A4 Hochformat at 1:500 covers 95 m × 124.5 m (map frame 190 mm × 249 mm)', () => {
    const f = format('A4 Hochformat', 500);
    expect(groundSize(f)).toEqual({ width: 95, height: 124.5 });
    const edges = edgesM(areaBBox({ id: 1, center: RIESA }, f));
    expect(near(edges.width, 95)).toBe(true);
    expect(near(edges.height, 124.5)).toBe(true);
  });

  it('A3 Querformat at 1:1000 covers 400 m × 249 m; A4 Querformat at 1:250 covers 69.25 m × 40.5 m', () => {
    expect(groundSize(format('A3 Querformat', 1000))).toEqual({ width: 400, height: 249 });
    expect(groundSize(format('A4 Querformat', 250))).toEqual({ width: 69.25, height: 40.5 });
    const edges = edgesM(areaBBox({ id: 1, center: RIESA }, format('A3 Querformat', 1000)));
    expect(near(edges.width, 400)).toBe(true);
    expect(near(edges.height, 249)).toBe(true);
  });

  it('is centred on the area centre', () => {
    const b = areaBBox({ id: 1, center: RIESA }, format('A4 Hochformat', 500));
    expect((b[0] + b[2]) / 2).toBeCloseTo(RIESA.lng, 9);
    expect((b[1] + b[3]) / 2).toBeCloseTo(RIESA.lat, 9);
  });
});

describe('print areas: adding, moving, removing', () => {
  it('numbers areas by list position and gives each a fresh id', () => {
    let areas = addArea([], RIESA);
    areas = addArea(areas, { lng: 13.3, lat: 51.3 });
    areas = addArea(areas, { lng: 13.31, lat: 51.31 });
    expect(areas.map((a) => a.id)).toEqual([1, 2, 3]);
    areas = removeArea(areas, 2);
    areas = addArea(areas, RIESA);
    expect(areas.map((a) => a.id)).toEqual([1, 3, 4]);
    const fc = areasToGeoJson(areas, format('A4 Hochformat', 500), 3);
    expect(fc.features.map((f) => [f.properties.id, f.properties.nr, f.properties.selected])).toEqual([
      [1, 1, false],
      [3, 2, true],
      [4, 3, false],
    ]);
    const ring = fc.features[0]?.geometry.coordinates[0] ?? [];
    expect(ring).toHaveLength(5);
    expect(ring[0]).toEqual(ring[4]);
  });

  it('an arrow key moves the area by 10 % of its ground size (9.5 m sideways, 12.45 m up or down at A4 Hochformat 1:500)', () => {
    const f = format('A4 Hochformat', 500);
    const start = { id: 1, center: RIESA };
    const right = stepArea(start, f, 'right');
    const up = stepArea(start, f, 'up');
    const moved = (a: typeof start) =>
      length(
        {
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'LineString',
            coordinates: [
              [RIESA.lng, RIESA.lat],
              [a.center.lng, a.center.lat],
            ],
          },
        },
        { units: 'meters' },
      );
    expect(right.center.lat).toBe(RIESA.lat);
    expect(right.center.lng).toBeGreaterThan(RIESA.lng);
    expect(near(moved(right), 9.5)).toBe(true);
    expect(up.center.lng).toBe(RIESA.lng);
    expect(up.center.lat).toBeGreaterThan(RIESA.lat);
    expect(near(moved(up), 12.45)).toBe(true);
    // left undoes right, down undoes up
    expect(stepArea(right, f, 'left').center.lng).toBeCloseTo(RIESA.lng, 10);
    expect(stepArea(up, f, 'down').center.lat).toBeCloseTo(RIESA.lat, 10);
    // the box moved by exactly one step: it shares 90 % of its width with the old one
    const a = areaBBox(start, f);
    const b = areaBBox(right, f);
    expect((a[2] - b[0]) / (a[2] - a[0])).toBeCloseTo(0.9, 6);
  });

  it('maps arrow keys to directions and nothing else', () => {
    expect(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Enter', 'a'].map(keyDirection)).toEqual([
      'up',
      'down',
      'left',
      'right',
      null,
      null,
    ]);
  });

  it('a drag sets the centre of that area only', () => {
    const areas = addArea(addArea([], RIESA), RIESA);
    const moved = moveAreaTo(areas, 2, { lng: 13.29, lat: 51.3 });
    expect(moved[0]?.center).toEqual(RIESA);
    expect(moved[1]?.center).toEqual({ lng: 13.29, lat: 51.3 });
  });
});

describe('print areas: changing template or scale', () => {
  it('resizes every area around its unchanged centre', () => {
    const areas = addArea(addArea([], RIESA), { lng: 13.3, lat: 51.31 });
    const small = format('A4 Hochformat', 500);
    const large = format('A4 Hochformat', 1000);
    const turned = format('A4 Querformat', 500);
    for (const area of areas) {
      const a = areaBBox(area, small);
      const b = areaBBox(area, large);
      const c = areaBBox(area, turned);
      // twice the scale: twice the width and height, same middle
      expect((b[2] - b[0]) / (a[2] - a[0])).toBeCloseTo(2, 9);
      expect((b[3] - b[1]) / (a[3] - a[1])).toBeCloseTo(2, 9);
      expect((b[0] + b[2]) / 2).toBeCloseTo(area.center.lng, 9);
      expect((b[1] + b[3]) / 2).toBeCloseTo(area.center.lat, 9);
      // landscape: 277 mm × 162 mm frame
      expect(near(edgesM(c).width, 138.5)).toBe(true);
      expect(near(edgesM(c).height, 81)).toBe(true);
      expect((c[0] + c[2]) / 2).toBeCloseTo(area.center.lng, 9);
    }
  });

  it('the bounds of all areas contain each area, and grow with the scale', () => {
    const areas = addArea(addArea([], RIESA), { lng: 13.3, lat: 51.31 });
    expect(boundsOfAreas([], format('A4 Hochformat', 500))).toBeNull();
    const small = boundsOfAreas(areas, format('A4 Hochformat', 500));
    const large = boundsOfAreas(areas, format('A4 Hochformat', 5000));
    if (!small || !large) throw new Error('bounds expected');
    for (const area of areas) expect(bboxContains(small, areaBBox(area, format('A4 Hochformat', 500)))).toBe(true);
    expect(bboxContains(large, small)).toBe(true);
    expect(bboxContains(small, large)).toBe(false);
  });
});

describe('newAreaCenter (issue 42: the first sheet over the site)', () => {
  const site: TBBox = [13.2915, 51.3005, 13.2925, 51.3015];
  const mapCenter = { lng: 13.2, lat: 51.2 };

  it('puts the first area over the middle of the shapes, not at the map centre', () => {
    const center = newAreaCenter([], site, mapCenter);
    expect(center.lng).toBeCloseTo(13.292, 9);
    expect(center.lat).toBeCloseTo(51.301, 9);
    // at 1:500 on A4 the sheet covers the whole (small) site
    expect(bboxContains(areaBBox({ id: 1, center }, format('A4 Hochformat', 500)), site)).toBe(true);
  });

  it('puts further areas, or any without shapes, at the map centre', () => {
    expect(newAreaCenter(addArea([], RIESA), site, mapCenter)).toEqual(mapCenter);
    expect(newAreaCenter([], null, mapCenter)).toEqual(mapCenter);
  });
});
