import { describe, expect, it } from 'vitest';
import { boundsOf, emptySyncMemory, isDrawEditable, planShapeSync } from './shape-sync.js';

const A = { featureId: 1, wkt: 'LINESTRING(13.1 51.1, 13.2 51.2)' };
const B = { featureId: 2, wkt: 'LINESTRING(13.3 51.3, 13.4 51.4)' };
const B2 = { featureId: 2, wkt: 'LINESTRING(13.3 51.3, 13.5 51.5)' };

describe('planShapeSync', () => {
  it('adds what the page lists and the map lacks, removes the rest', () => {
    const plan = planShapeSync([A, B], [], emptySyncMemory());
    expect(plan.add).toEqual([A, B]);
    expect(plan.remove).toEqual([]);
    expect(planShapeSync([B], [A, B], emptySyncMemory()).remove).toEqual([1]);
  });

  it('updates a shape whose WKT changed (e.g. cleaned by the server)', () => {
    expect(planShapeSync([B2], [B], emptySyncMemory())).toMatchObject({ add: [], update: [B2], remove: [] });
  });

  it('does nothing when both agree', () => {
    expect(planShapeSync([A, B], [B, A], emptySyncMemory())).toMatchObject({ add: [], update: [], remove: [] });
  });

  it('keeps a freshly saved shape until the page lists it', () => {
    const memory = { added: new Set([2]), removed: new Set<number>() };
    const before = planShapeSync([A], [A, B], memory);
    expect(before.remove).toEqual([]);
    expect([...before.memory.added]).toEqual([2]);
    const after = planShapeSync([A, B], [A, B], before.memory);
    expect([...after.memory.added]).toEqual([]);
    // From now on the page decides: dropping it removes it.
    expect(planShapeSync([A], [A, B], after.memory).remove).toEqual([2]);
  });

  it('does not bring back a deleted shape the page still lists', () => {
    const memory = { added: new Set<number>(), removed: new Set([1]) };
    const stale = planShapeSync([A, B], [B], memory);
    expect(stale.add).toEqual([]);
    expect([...stale.memory.removed]).toEqual([1]);
    const caughtUp = planShapeSync([B], [B], stale.memory);
    expect([...caughtUp.memory.removed]).toEqual([]);
    // A later listing of the same id (e.g. undo on the server) shows it again.
    expect(planShapeSync([A, B], [B], caughtUp.memory).add).toEqual([A]);
  });

  it('ignores duplicate ids in the page list', () => {
    expect(planShapeSync([A, { ...A, wkt: 'x' }], [], emptySyncMemory()).add).toEqual([A]);
  });
});

describe('isDrawEditable', () => {
  it('edits lines and simple polygons, not holes or multi geometries', () => {
    expect(isDrawEditable({ type: 'LineString', coordinates: [] })).toBe(true);
    expect(isDrawEditable({ type: 'Polygon', coordinates: [[]] })).toBe(true);
    expect(isDrawEditable({ type: 'Polygon', coordinates: [[], []] })).toBe(false);
    expect(isDrawEditable({ type: 'MultiPolygon', coordinates: [] })).toBe(false);
    expect(isDrawEditable({ type: 'MultiLineString', coordinates: [] })).toBe(false);
  });
});

describe('boundsOf', () => {
  it('spans all coordinates', () => {
    expect(
      boundsOf([
        {
          type: 'LineString',
          coordinates: [
            [13.1, 51.1],
            [13.2, 51.4],
          ],
        },
        {
          type: 'MultiPolygon',
          coordinates: [
            [
              [
                [13.0, 51.2],
                [13.3, 51.2],
                [13.3, 51.3],
                [13.0, 51.2],
              ],
            ],
          ],
        },
      ]),
    ).toEqual([13.0, 51.1, 13.3, 51.4]);
    expect(boundsOf([])).toBeNull();
  });
});
