import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow, rangeLabel } from './pager.js';

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
});
