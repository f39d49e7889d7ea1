import { describe, expect, it } from 'vitest';
import { filterCovered, pageOf, withGemeinden, withoutGemeinde, type CoveredGemeinde } from './coverage';

const g = (id: number, name: string, ags: string, netzartIds: number[] = [1]): CoveredGemeinde => ({
  id,
  name,
  ags,
  kreis: ags.slice(0, 5),
  netzartIds,
});

describe('coverage editor helpers', () => {
  it('adds municipalities once and removes them by id', () => {
    const a = withGemeinden(new Map(), [g(1, 'Riesa', '14627230'), g(2, 'Zeithain', '14627310')]);
    const b = withGemeinden(a, [g(2, 'Zeithain', '14627310'), g(3, 'Gröditz', '14627060')]);
    expect([...b.keys()]).toEqual([1, 2, 3]);
    expect([...withoutGemeinde(b, 2).keys()]).toEqual([1, 3]);
    expect(a.size).toBe(2);
  });

  it('filters by name (case-insensitive) or AGS prefix and by Netzart, sorted by German name', () => {
    const rows = [g(1, 'Zeithain', '14627310', [1]), g(2, 'Ärzen', '14627001', [2]), g(3, 'Riesa', '14627230', [1, 2])];
    expect(filterCovered(rows, '', null).map((r) => r.name)).toEqual(['Ärzen', 'Riesa', 'Zeithain']);
    expect(filterCovered(rows, 'ries', null).map((r) => r.id)).toEqual([3]);
    expect(filterCovered(rows, '1462723', null).map((r) => r.id)).toEqual([3]);
    expect(filterCovered(rows, '', 2).map((r) => r.id)).toEqual([2, 3]);
  });

  it('pages rows and keeps the page within range', () => {
    const rows = Array.from({ length: 30 }, (_, i) => i);
    expect(pageOf(rows, 2, 25)).toEqual({ rows: [25, 26, 27, 28, 29], pages: 2, page: 2 });
    expect(pageOf(rows, 9, 25).page).toBe(2);
    expect(pageOf([], 1, 25)).toEqual({ rows: [], pages: 1, page: 1 });
  });
});
