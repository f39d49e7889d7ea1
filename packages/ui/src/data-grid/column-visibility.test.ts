import { NUTZER_LIST } from '@lap/contracts';
import { describe, expect, it } from 'vitest';
import { chooseColumn, chooserColumns, isShown, shownColumnIds } from './column-visibility.js';
import { restoreGridState, serializeGridState, defaultGridState } from './grid-state.js';
import type { DataGridColumn } from './types.js';

// NUTZER_LIST: email, vorname, name, firma, telefon, ort, rollen, emailConfirmed, anzahlAntraege, createdAt
const overrides: Partial<Record<string, DataGridColumn<unknown>>> = {
  email: { pinned: 'left' },
  telefon: { wide: true },
  ort: { wide: true },
  rollen: { hide: true },
  createdAt: { headerName: 'Seit' },
};

const ids = (wide: boolean, choices = {}) => [...shownColumnIds(chooserColumns(NUTZER_LIST, overrides, wide), choices)];

describe('column chooser: defaults', () => {
  it('offers every catalogue field in its order, with the header the table shows', () => {
    const columns = chooserColumns(NUTZER_LIST, overrides, false);
    expect(columns.map((c) => c.id)).toEqual(Object.keys(NUTZER_LIST.fields));
    expect(columns.find((c) => c.id === 'createdAt')?.label).toBe('Seit');
    expect(columns.find((c) => c.id === 'name')?.label).toBe(NUTZER_LIST.fields.name.label);
  });

  it('shows the work columns on a narrow table and the wide ones too on a wide table; hidden ones only when chosen', () => {
    expect(ids(false)).toEqual(['email', 'vorname', 'name', 'firma', 'emailConfirmed', 'anzahlAntraege', 'createdAt']);
    expect(ids(true)).toEqual([
      'email',
      'vorname',
      'name',
      'firma',
      'telefon',
      'ort',
      'emailConfirmed',
      'anzahlAntraege',
      'createdAt',
    ]);
  });
});

describe('column chooser: choices', () => {
  it('switches a column on and off; a choice back to the default is forgotten', () => {
    const ort = chooserColumns(NUTZER_LIST, overrides, false).find((c) => c.id === 'ort');
    if (!ort) throw new Error('ort missing');
    const on = chooseColumn({}, ort, true);
    expect(on).toEqual({ ort: true });
    expect(isShown(ort, on)).toBe(true);
    expect(chooseColumn(on, ort, false)).toEqual({});
  });

  it('keeps a choice against the default, whatever the width', () => {
    const firma = chooserColumns(NUTZER_LIST, overrides, true).find((c) => c.id === 'firma');
    if (!firma) throw new Error('firma missing');
    const off = chooseColumn({}, firma, false);
    expect(ids(true, off)).not.toContain('firma');
    expect(ids(false, off)).not.toContain('firma');
    expect(ids(false, { rollen: true })).toContain('rollen');
  });

  it('never hides a pinned column (the case number)', () => {
    const email = chooserColumns(NUTZER_LIST, overrides, false).find((c) => c.id === 'email');
    if (!email) throw new Error('email missing');
    expect(email.locked).toBe(true);
    expect(chooseColumn({}, email, false)).toEqual({});
    expect(isShown(email, { email: false })).toBe(true);
  });

  it('is remembered with the table state, and no choices is the default ("Standard wiederherstellen")', () => {
    const state = { ...defaultGridState(NUTZER_LIST), columns: { rollen: true, firma: false } };
    const restored = restoreGridState(NUTZER_LIST, serializeGridState(state));
    expect(restored.columns).toEqual({ rollen: true, firma: false });
    expect(ids(false, restored.columns)).toEqual([
      'email',
      'vorname',
      'name',
      'rollen',
      'emailConfirmed',
      'anzahlAntraege',
      'createdAt',
    ]);
    expect(ids(false, defaultGridState(NUTZER_LIST).columns)).toEqual(ids(false));
  });
});
