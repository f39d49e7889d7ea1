import { ANTRAEGE_LIST, NUTZER_LIST } from '@lap/contracts';
import { describe, expect, it } from 'vitest';
import {
  cardFields,
  filterFields,
  parseSortValue,
  PHONE_MEDIA_QUERY,
  sortOptions,
  sortValue,
} from './list-view-model.js';
import type { DataGridColumn } from './types.js';

type Overrides = Partial<Record<string, DataGridColumn<unknown>>>;

describe('list view: the fields of a card', () => {
  it('shows the marked fields in catalogue order, the pinned one as the title', () => {
    const overrides: Overrides = {
      antragStatus: { mobile: true },
      vorgangsnummer: { pinned: 'left', mobile: true },
      vorhaben: { mobile: true },
      createDate: { mobile: true },
      ort: {},
    };
    expect(cardFields(ANTRAEGE_LIST, overrides)).toEqual({
      title: 'vorgangsnummer',
      rest: ['vorhaben', 'antragStatus', 'createDate'],
    });
  });

  it('takes the first marked field as title when none of them is pinned', () => {
    expect(cardFields(ANTRAEGE_LIST, { vorhaben: { mobile: true }, ort: { mobile: true } })).toEqual({
      title: 'vorhaben',
      rest: ['ort'],
    });
  });

  it('without marks: the pinned column and the first default columns (not the hidden or wide ones), four in all', () => {
    const overrides: Overrides = { email: { pinned: 'left' }, vorname: { hide: true }, name: { wide: true } };
    expect(cardFields(NUTZER_LIST, overrides)).toEqual({ title: 'email', rest: ['firma', 'telefon', 'ort'] });
  });
});

describe('list view: sort select', () => {
  const options = sortOptions(ANTRAEGE_LIST, { createDate: { headerName: 'Erstellt' } });

  it('offers each sortable field both ways, under its header text', () => {
    expect(options).toContainEqual({ value: 'vorgangsnummer:asc', label: 'Vorgangsnummer (aufsteigend)' });
    expect(options).toContainEqual({ value: 'createDate:desc', label: 'Erstellt (absteigend)' });
    expect(options.length % 2).toBe(0);
  });

  it('turns a chosen option back into the one sort of the list query', () => {
    const value = sortValue({ field: 'ort', direction: 'desc' });
    expect(parseSortValue(options, value)).toEqual([{ field: 'ort', direction: 'desc' }]);
  });

  it('rejects what is not an option', () => {
    expect(parseSortValue(options, 'passwort:asc')).toBeNull();
    expect(parseSortValue(options, 'ort:sideways')).toBeNull();
    expect(parseSortValue(options, '')).toBeNull();
  });
});

describe('list view: filters and breakpoint', () => {
  it('offers every filterable field, under its header text', () => {
    const fields = filterFields(ANTRAEGE_LIST, { ort: { headerName: 'Gemeinde' } });
    expect(fields.map((f) => f.value)).toEqual(
      Object.entries(ANTRAEGE_LIST.fields)
        .filter(([, fd]) => (fd as { filterable?: boolean }).filterable !== false)
        .map(([k]) => k),
    );
    expect(fields.find((f) => f.value === 'ort')?.label).toBe('Gemeinde');
  });

  it('is a phone below 48em (768 px): 412 and 390 px phones get the list, a 768 px tablet the grid', () => {
    expect(PHONE_MEDIA_QUERY).toBe('(max-width: 47.9375em)');
  });
});
