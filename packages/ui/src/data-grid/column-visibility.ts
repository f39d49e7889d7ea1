import type { TListDef, TListFieldDef } from '@lap/contracts';
import type { ColumnChoices } from './grid-state.js';
import type { DataGridColumn } from './types.js';

/**
 * From this table width on (a 1920 px screen: about 1,640 px beside the navigation) the `wide` columns show by
 * default; a 1366 px screen leaves about 1,090 px and shows the columns a list is worked by.
 */
export const WIDE_GRID_PX = 1400;

/** A field column as the chooser ('Spalten') offers it. */
export interface ChooserColumn {
  id: string;
  label: string;
  /** Pinned (the case number): always shown, no switch. */
  locked: boolean;
  /** Shown when the user has not chosen, at the current table width. */
  byDefault: boolean;
}

/** Whether a column shows by default at this table width. */
export function shownByDefault<TRow>(o: DataGridColumn<TRow> | undefined, wide: boolean): boolean {
  if (o?.pinned) return true;
  if (o?.hide) return false;
  if (o?.wide) return wide;
  return true;
}

/** Every field of the catalogue, in its order, with the label the header shows. */
export function chooserColumns<F extends Record<string, TListFieldDef>, TRow>(
  list: TListDef<F>,
  overrides: Partial<Record<string, DataGridColumn<TRow>>>,
  wide: boolean,
): ChooserColumn[] {
  return (Object.entries(list.fields) as [string, TListFieldDef][]).map(([id, fd]) => {
    const o = overrides[id];
    return {
      id,
      label: o?.headerName ?? fd.label,
      locked: o?.pinned !== undefined,
      byDefault: shownByDefault(o, wide),
    };
  });
}

/** The user's choice where there is one, else the default; a locked column always shows. */
export function isShown(column: ChooserColumn, choices: ColumnChoices): boolean {
  if (column.locked) return true;
  return Object.hasOwn(choices, column.id) ? choices[column.id] === true : column.byDefault;
}

/**
 * Switches a column. A choice equal to the default is dropped, so a column nobody touched keeps following the
 * table width, and 'Standard wiederherstellen' is just no choices at all.
 */
export function chooseColumn(choices: ColumnChoices, column: ChooserColumn, shown: boolean): ColumnChoices {
  if (column.locked) return choices;
  const next: Record<string, boolean> = { ...choices };
  if (shown === column.byDefault) delete next[column.id];
  else next[column.id] = shown;
  return next;
}

/** The ids of the field columns to show. */
export function shownColumnIds(columns: readonly ChooserColumn[], choices: ColumnChoices): Set<string> {
  return new Set(columns.filter((c) => isShown(c, choices)).map((c) => c.id));
}
