import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.js';
import { allCollinear, hasSelfContact } from './segment-sweep.js';

type Pt = [number, number];

/** The same rule by testing every pair of segments: the O(n²) reference the sweep must agree with. */
function bruteForce(parts: Pt[][]): boolean {
  const orient = (a: Pt, b: Pt, c: Pt): number =>
    Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
  const lex = (a: Pt, b: Pt): number => a[0] - b[0] || a[1] - b[1];
  const segs = parts.flatMap((pts, part) => {
    const n = pts.length - 1;
    const closed = n >= 2 && lex(pts[0] as Pt, pts[n] as Pt) === 0;
    return pts.slice(0, n).map((a, i) => ({ a, b: pts[i + 1] as Pt, part, i, last: closed ? n - 1 : -1, pts }));
  });
  for (let x = 0; x < segs.length; x++) {
    for (let y = x + 1; y < segs.length; y++) {
      const s = segs[x] as (typeof segs)[number];
      const t = segs[y] as (typeof segs)[number];
      const d1 = orient(t.a, t.b, s.a);
      const d2 = orient(t.a, t.b, s.b);
      const d3 = orient(s.a, s.b, t.a);
      const d4 = orient(s.a, s.b, t.b);
      if (d1 * d2 > 0 || d3 * d4 > 0) continue;
      let shared: Pt | null = null;
      if (s.part === t.part) {
        if (t.i === s.i + 1) shared = s.b;
        else if (s.i === t.i + 1) shared = s.a;
        else if (s.last > 0 && ((s.i === 0 && t.i === s.last) || (t.i === 0 && s.i === s.last)))
          shared = s.pts[0] as Pt;
      }
      if (d1 === 0 && d2 === 0) {
        const [sl, sr] = lex(s.a, s.b) < 0 ? [s.a, s.b] : [s.b, s.a];
        const [tl, tr] = lex(t.a, t.b) < 0 ? [t.a, t.b] : [t.b, t.a];
        const lo = lex(sl, tl) >= 0 ? sl : tl;
        const hi = lex(sr, tr) <= 0 ? sr : tr;
        const c = lex(lo, hi);
        if (c > 0) continue;
        if (c === 0 && shared && lex(shared, lo) === 0) continue;
        return true;
      }
      if (!shared) return true;
    }
  }
  return false;
}

/** A random small part on a coarse grid (from a seeded stream, so a failing case can be replayed). */
function randomPart(next: () => number, grid: number, closed: boolean): Pt[] {
  const n = 2 + Math.floor(next() * 7);
  const pts: Pt[] = [];
  while (pts.length < n) {
    const p: Pt = [Math.floor(next() * grid), Math.floor(next() * grid)];
    const prev = pts[pts.length - 1];
    if (!prev || prev[0] !== p[0] || prev[1] !== p[1]) pts.push(p);
  }
  const first = pts[0] as Pt;
  const last = pts[pts.length - 1] as Pt;
  if (closed && (first[0] !== last[0] || first[1] !== last[1])) pts.push([first[0], first[1]]);
  return pts;
}

describe('hasSelfContact (Shamos–Hoey sweep)', () => {
  it('agrees with testing every pair on 30,000 random small shapes full of shared points and overlaps', () => {
    const next = seededRandom(20260101);
    let contacts = 0;
    for (let k = 0; k < 30_000; k++) {
      const grid = 3 + Math.floor(next() * 6);
      const parts = Array.from({ length: 1 + Math.floor(next() * 3) }, () => randomPart(next, grid, next() < 0.6));
      const expected = bruteForce(parts);
      if (hasSelfContact(parts) !== expected)
        throw new Error(`disagrees on ${JSON.stringify(parts)}: expected ${expected}`);
      if (expected) contacts++;
    }
    // Both outcomes well represented, or the comparison proves little.
    expect(contacts).toBeGreaterThan(3_000);
    expect(contacts).toBeLessThan(27_000);
  });

  it('accepts simple rings and lines; consecutive segments may continue in a straight line', () => {
    expect(
      hasSelfContact([
        [
          [0, 0],
          [4, 0],
          [4, 4],
          [0, 4],
          [0, 0],
        ],
      ]),
    ).toBe(false);
    expect(
      hasSelfContact([
        [
          [0, 0],
          [2, 0],
          [4, 0],
          [4, 4],
          [0, 0],
        ],
      ]),
    ).toBe(false);
    expect(
      hasSelfContact([
        [
          [0, 0],
          [1, 1],
          [2, 0],
          [3, 1],
        ],
      ]),
    ).toBe(false);
    expect(
      hasSelfContact([
        [
          [0, 0],
          [10, 0],
          [10, 10],
          [0, 10],
          [0, 0],
        ],
        [
          [2, 2],
          [2, 4],
          [4, 4],
          [2, 2],
        ],
      ]),
    ).toBe(false);
  });

  it('finds crossings, touches, overlaps and spikes', () => {
    expect(
      hasSelfContact([
        [
          [0, 0],
          [2, 2],
          [2, 0],
          [0, 2],
          [0, 0],
        ],
      ]),
    ).toBe(true); // bow-tie
    expect(
      hasSelfContact([
        [
          [0, 0],
          [4, 0],
          [2, 0],
          [2, 3],
          [0, 0],
        ],
      ]),
    ).toBe(true); // spike back over a segment
    expect(
      hasSelfContact([
        [
          [0, 0],
          [4, 0],
          [4, 4],
          [2, 0],
          [0, 4],
          [0, 0],
        ],
      ]),
    ).toBe(true); // vertex touching an edge
    expect(
      hasSelfContact([
        [
          [0, 0],
          [10, 0],
          [10, 10],
          [0, 0],
        ],
        [
          [10, 0],
          [12, 0],
          [12, 2],
          [10, 0],
        ],
      ]),
    ).toBe(true); // parts share a vertex
    expect(
      hasSelfContact([
        [
          [0, 0],
          [5, 0],
        ],
        [
          [3, 0],
          [8, 0],
        ],
      ]),
    ).toBe(true); // collinear overlap
    expect(
      hasSelfContact([
        [
          [0, 0],
          [2, 0],
          [0, 0],
        ],
      ]),
    ).toBe(true); // a line running back over itself
  });

  it('stays exact for coordinates far beyond the double-precision products', () => {
    const e = 2 ** 60;
    expect(
      hasSelfContact([
        [
          [0, 0],
          [e, e + 2],
          [e, 0],
          [0, e],
          [0, 0],
        ],
      ]),
    ).toBe(true);
    expect(
      hasSelfContact([
        [
          [0, 0],
          [e, 0],
          [e, 2],
          [0, 0],
        ],
      ]),
    ).toBe(false);
    expect(
      allCollinear([
        [0, 0],
        [3e15, 1e15],
        [6e15, 2e15 + 1],
      ]),
    ).toBe(false);
    expect(
      allCollinear([
        [0, 0],
        [3e15, 1e15],
        [6e15, 2e15],
      ]),
    ).toBe(true);
  });
});
