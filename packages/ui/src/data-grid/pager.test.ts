import { describe, expect, it } from 'vitest';
import { knownTotal, pageCount, pageWindow, pendingRangeLabel, rangeLabel } from './pager.js';

describe('pager', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
    expect(pageCount(67, 10)).toBe(7);
  });

  it.each([
    [1, 7, [1, 2, 3, 4]],
    [2, 7, [1, 2, 3, 4]],
    [3, 7, [2, 3, 4, 5]],
    [5, 7, [4, 5, 6, 7]],
    [6, 7, [4, 5, 6, 7]],
    [7, 7, [4, 5, 6, 7]],
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
    [9, 3, [1, 2, 3]],
    [0, 5, [1, 2, 3, 4]],
  ])('page %i of %i shows %j', (page, pages, expected) => {
    expect(pageWindow(page, pages)).toEqual(expected);
  });

  it('always shows 4 numbers when there are enough pages', () => {
    for (let page = 1; page <= 20; page += 1) expect(pageWindow(page, 20)).toHaveLength(4);
  });

  it('labels the range as "x–y von N"', () => {
    expect(rangeLabel(1, 50, 67)).toBe('1–50 von 67');
    expect(rangeLabel(2, 50, 67)).toBe('51–67 von 67');
    expect(rangeLabel(2, 10, 1234)).toBe('11–20 von 1.234');
    expect(rangeLabel(1, 10, 0)).toBe('0 von 0');
    expect(rangeLabel(9, 10, 20)).toBe('0 von 20');
  });

  it('tells the total from a page that is the last one, and not from a full page', () => {
    expect(knownTotal(1234, 1, 50, 50)).toBe(1234); // counted
    expect(knownTotal(null, 1, 50, 0)).toBe(0); // an empty first page: an empty list
    expect(knownTotal(null, 1, 50, 17)).toBe(17);
    expect(knownTotal(null, 3, 50, 7)).toBe(107);
    expect(knownTotal(null, 1, 50, 50)).toBeNull(); // full: there may be more
    expect(knownTotal(null, 4, 50, 0)).toBeNull(); // behind the end: the count tells where the end is
  });

  it('labels a page whose total is still being counted', () => {
    expect(pendingRangeLabel(1, 50, 50)).toBe('1–50 von …');
    expect(pendingRangeLabel(201, 50, 50)).toBe('10.001–10.050 von …');
    expect(pendingRangeLabel(3, 50, 0)).toBe('von …');
  });
});
