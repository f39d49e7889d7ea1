import { NUTZER_LIST } from '@lap/contracts';
import { describe, expect, it } from 'vitest';
import {
  defaultGridState,
  gridStorageKey,
  restoreGridState,
  serializeGridState,
  sortingFromColumnState,
  sortModelFromSorting,
  toExportRequest,
  toListQuery,
  type GridViewState,
} from './grid-state.js';

const changed: GridViewState = {
  filterDto: [
    { field: 'name', type: 'text', op: 'contains', value: 'Mül' },
    { field: 'emailConfirmed', type: 'boolean', value: true },
  ],
  sortingDto: [
    { field: 'name', direction: 'asc' },
    { field: 'createdAt', direction: 'desc' },
  ],
  page: 2,
  pageSize: 10,
  search: 'example',
  columns: { telefon: false, ort: true },
};

describe('grid state persistence', () => {
  it('uses lap.grid.<key> plus an optional suffix', () => {
    expect(gridStorageKey('nutzer')).toBe('lap.grid.nutzer');
    expect(gridStorageKey('nutzer', 'admin')).toBe('lap.grid.nutzer.admin');
  });

  it('defaults come from the catalogue', () => {
    expect(defaultGridState(NUTZER_LIST)).toEqual({
      filterDto: [],
      sortingDto: [{ field: 'createdAt', direction: 'desc' }],
      page: 1,
      pageSize: 50,
      search: '',
      columns: {},
    });
  });

  it('restores exactly what it serialized', () => {
    expect(restoreGridState(NUTZER_LIST, serializeGridState(changed))).toEqual(changed);
  });

  it('keeps an empty sort (the user removed it) instead of forcing the default', () => {
    const state = { ...changed, sortingDto: [] };
    expect(restoreGridState(NUTZER_LIST, serializeGridState(state)).sortingDto).toEqual([]);
  });

  it.each([
    ['nothing stored', null],
    ['empty string', ''],
    ['corrupt JSON', '{"v":1,"filterDto":['],
    ['JSON of the wrong shape', '[1,2,3]'],
    ['a number', '42'],
    ['another version', JSON.stringify({ ...changed, v: 99 })],
  ])('falls back to the defaults for %s', (_name, stored) => {
    expect(restoreGridState(NUTZER_LIST, stored)).toEqual(defaultGridState(NUTZER_LIST));
  });

  it('drops what is no longer valid, piece by piece', () => {
    const stored = JSON.stringify({
      v: 1,
      filterDto: [
        { field: 'name', type: 'text', op: 'contains', value: 'ok' },
        { field: 'name', type: 'text', op: 'equals', value: 'doppelt' },
        { field: 'entfernt', type: 'text', op: 'contains', value: 'x' },
        { field: 'anzahlAntraege', type: 'number', op: 'wrongOp', value: 1 },
        null,
        'x',
      ],
      sortingDto: [
        { field: 'entfernt', direction: 'asc' },
        { field: 'name', direction: 'sideways' },
        { field: 'ort', direction: 'desc' },
        { field: 'ort', direction: 'asc' },
      ],
      page: -3,
      pageSize: 25,
      search: 7,
      columns: { telefon: false, entfernt: true, ort: 'ja', constructor: true },
    });
    expect(restoreGridState(NUTZER_LIST, stored)).toEqual({
      filterDto: [{ field: 'name', type: 'text', op: 'contains', value: 'ok' }],
      sortingDto: [{ field: 'ort', direction: 'desc' }],
      page: 1,
      pageSize: 50,
      search: '',
      columns: { telefon: false },
    });
  });

  it('falls back to the default sort when the stored sort is not a list', () => {
    const stored = JSON.stringify({ v: 1, sortingDto: 'name', page: 3.5, pageSize: 100 });
    const state = restoreGridState(NUTZER_LIST, stored);
    expect(state.sortingDto).toEqual([{ field: 'createdAt', direction: 'desc' }]);
    expect(state.page).toBe(1);
    expect(state.pageSize).toBe(100);
  });
});

describe('queries from the state', () => {
  it('sends a trimmed search only when there is one', () => {
    expect(toListQuery({ ...changed, search: '  ' })).not.toHaveProperty('search');
    expect(toListQuery({ ...changed, search: ' mül ' }).search).toBe('mül');
  });

  it('exports with the same filters, sort and search, without paging', () => {
    expect(toExportRequest(changed)).toEqual({
      filterDto: changed.filterDto,
      sortingDto: changed.sortingDto,
      search: 'example',
    });
  });
});

describe('sort model ↔ sortingDto', () => {
  it('orders by sortIndex (multi-column sort) and ignores non-field columns', () => {
    const sorting = sortingFromColumnState(
      [
        { colId: '__detail', sort: 'asc', sortIndex: 0 },
        { colId: 'createdAt', sort: 'desc', sortIndex: 2 },
        { colId: 'name', sort: 'asc', sortIndex: 1 },
        { colId: 'ort', sort: null, sortIndex: null },
      ],
      (id) => id !== '__detail',
    );
    expect(sorting).toEqual([
      { field: 'name', direction: 'asc' },
      { field: 'createdAt', direction: 'desc' },
    ]);
    expect(sortModelFromSorting(sorting)).toEqual([
      { colId: 'name', sort: 'asc' },
      { colId: 'createdAt', sort: 'desc' },
    ]);
  });
});
