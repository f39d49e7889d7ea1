import { describe, expect, it } from 'vitest';
import { measureGeometry, measurementText } from './measure.js';

describe('measureGeometry', () => {
  it('measures the area of a polygon (about 30 m × 30 m near Riesa)', () => {
    // 0.000432° lon ≈ 30.1 m at 51.3° N; 0.00027° lat ≈ 30.0 m.
    const m = measureGeometry({
      type: 'Polygon',
      coordinates: [
        [
          [13.2856, 51.2986],
          [13.286032, 51.2986],
          [13.286032, 51.29887],
          [13.2856, 51.29887],
          [13.2856, 51.2986],
        ],
      ],
    });
    expect(m?.label).toBe('Fläche');
    expect(m?.value).toMatch(/^(89\d|90\d) m²$/);
  });

  it('switches to km² for large polygons', () => {
    const m = measureGeometry({
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [13.2, 51.2],
            [13.3, 51.2],
            [13.3, 51.3],
            [13.2, 51.3],
            [13.2, 51.2],
          ],
        ],
      ],
    });
    // 0.1° × 0.1° at 51.25° N ≈ 6.97 km × 11.12 km ≈ 77.5 km²
    expect(m?.value).toMatch(/^7[78],\d\d km²$/);
  });

  it('measures the length of a line', () => {
    // 0.001° lat ≈ 111.2 m
    expect(
      measureGeometry({
        type: 'LineString',
        coordinates: [
          [13.2856, 51.2986],
          [13.2856, 51.2996],
        ],
      }),
    ).toEqual({ label: 'Länge', value: '0,11 km' });
    expect(
      measureGeometry({
        type: 'LineString',
        coordinates: [
          [13.2856, 51.2986],
          [13.2856, 51.2993],
        ],
      }),
    ).toEqual({ label: 'Länge', value: '78 m' });
  });

  it('ignores points', () => {
    expect(measureGeometry({ type: 'Point', coordinates: [13.2856, 51.2986] })).toBeNull();
  });

  it('formats the status text', () => {
    expect(measurementText({ label: 'Länge', value: '85 m' })).toBe('Länge: 85 m');
    expect(measurementText(null)).toBe('');
  });
});
