import type { TListDef, TListFieldDef } from '@lap/contracts';
import type { ColDef } from 'ag-grid-community';
import { filterTypeFor, isFilterable, isSortable } from './filter-model.js';
import { BooleanFilter, DateFilter, NumberFilter, SetFilter, TextFilter } from './filters/grid-filters.js';
import { formatCell, isNumeric } from './format-cell.js';
import { itemValue, type GridItem, type GridRowBase } from './items.js';
import { tabThroughCell } from './keyboard.js';
import { DetailToggleCell } from './parts.js';
import { CELL_PADDING_PX, FILTER_BUTTON_PX, SORT_ICON_PX, textWidth } from './text-measure.js';
import { TextAreaCellEditor, type TextAreaEditorParams } from './TextAreaCellEditor.js';
import type { DataGridActionColumn, DataGridColumn, DataGridColumns } from './types.js';

const FILTER_COMPONENTS = {
  text: TextFilter,
  number: NumberFilter,
  date: DateFilter,
  boolean: BooleanFilter,
  set: SetFilter,
} as const;

/** Fixed-width columns (numbers, dates, yes/no) grow for their header up to this width. */
const FIXED_COLUMN_MAX = 165;
/** A text column never takes more than this for its content's share of the room (long remarks are cut, on hover whole). */
const CONTENT_MAX_PX = 360;

/**
 * What a header needs for one word of its label: the word, the padding, the filter button, and the sort arrow for a
 * column the list is sorted by at first. Room for an arrow on every column took a 1366 px screen's width; a column
 * sorted later may cut its header while the arrow shows (its tooltip and aria-sort tell it whole).
 */
function headerWidth(fd: TListFieldDef, word: string, sorted: boolean): number {
  const chrome =
    CELL_PADDING_PX + (isFilterable(fd) ? FILTER_BUTTON_PX : 0) + (sorted && isSortable(fd) ? SORT_ICON_PX : 0);
  return Math.ceil(textWidth(word, 'header') + chrome);
}

/**
 * Width defaults by field type (text stretches, numbers and dates as wide as their content), never so
 * narrow that a word of the header has to be broken: headers wrap between words only.
 */
function sizing(fd: TListFieldDef, label: string, sorted: boolean): Pick<ColDef, 'flex' | 'minWidth' | 'width'> {
  const headerMin = Math.max(...label.split(/\s+/).map((word) => headerWidth(fd, word, sorted)));
  // fixed-width columns get room for a short header on one line; longer ones wrap between words
  const fit = (width: number) => Math.max(width, headerMin, Math.min(headerWidth(fd, label, sorted), FIXED_COLUMN_MAX));
  switch (fd.type) {
    case 'number':
      return { width: fit(100), minWidth: headerMin };
    case 'money':
      return { width: fit(130), minWidth: headerMin };
    case 'date':
      return { width: fit(110), minWidth: headerMin };
    case 'datetime':
      return { width: fit(160), minWidth: Math.max(150, headerMin) };
    case 'boolean':
      return { width: fit(90), minWidth: headerMin };
    case 'set':
      return { flex: 1, minWidth: Math.max(110, headerMin) };
    case 'text':
      return { flex: 1, minWidth: Math.max(100, headerMin) };
  }
}

/**
 * Sizes the stretching columns to their content: each takes the room beside the fixed ones in proportion to the
 * widest value of the page (capped), so a long company name gets more than a short place name.
 */
export function contentFlex<F extends Record<string, TListFieldDef>>(
  list: TListDef<F>,
  rows: readonly object[],
  fields: readonly string[],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const field of fields) {
    const fd: TListFieldDef | undefined = list.fields[field];
    if (!fd || (fd.type !== 'text' && fd.type !== 'set')) continue;
    let widest = 0;
    for (const row of rows)
      widest = Math.max(widest, textWidth(formatCell(fd, (row as Record<string, unknown>)[field]), 'cell'));
    if (widest > 0) out[field] = Math.round(Math.min(CONTENT_MAX_PX, widest + CELL_PADDING_PX)) / 100;
  }
  return out;
}

/**
 * The AG Grid columns: the catalogue's fields in its order (those not in `shown` hidden, still filterable), then the
 * action columns.
 */
export function buildColumnDefs<F extends Record<string, TListFieldDef>, TRow extends GridRowBase>(
  list: TListDef<F>,
  columns: DataGridColumns<F, TRow> | undefined,
  actionColumns: readonly DataGridActionColumn<TRow>[] | undefined,
  withDetail: boolean,
  shown: ReadonlySet<string>,
  flexByContent: Readonly<Record<string, number>> = {},
): ColDef<GridItem<TRow>>[] {
  const defs: ColDef<GridItem<TRow>>[] = [];
  if (withDetail) {
    defs.push({
      colId: '__detail',
      headerName: 'Details',
      headerClass: 'lap-header-sr',
      width: 46,
      minWidth: 46,
      maxWidth: 46,
      resizable: false,
      sortable: false,
      filter: false,
      cellClass: 'lap-cell-toggle',
      cellRenderer: DetailToggleCell,
      suppressKeyboardEvent: tabThroughCell,
    });
  }
  const overrides: Partial<Record<string, DataGridColumn<TRow>>> = columns ?? {};
  const visible = Object.keys(list.fields).filter((f) => shown.has(f));
  const sortedFirst = new Set(list.defaultSort.map((s) => s.field));
  const sumLabelField = visible[0];
  for (const [field, fd] of Object.entries(list.fields) as [string, TListFieldDef][]) {
    const o = overrides[field] ?? {};
    const edit = o.edit;
    const custom = o.cellRenderer;
    const numeric = isNumeric(fd);
    const large = edit !== undefined && (edit.maxLength === undefined || edit.maxLength > 200);
    defs.push({
      colId: field,
      headerName: o.headerName ?? fd.label,
      hide: !shown.has(field),
      pinned: o.pinned ?? null,
      ...sizing(fd, o.headerName ?? fd.label, sortedFirst.has(field)),
      ...(flexByContent[field] !== undefined
        ? { flex: flexByContent[field] * (o.flex ?? 1) }
        : o.flex !== undefined
          ? { flex: o.flex }
          : {}),
      ...(o.width !== undefined ? { width: o.width, flex: undefined } : {}),
      // a page's minimum, but never below what the header's words need
      ...(o.minWidth !== undefined
        ? { minWidth: Math.max(o.minWidth, sizing(fd, o.headerName ?? fd.label, sortedFirst.has(field)).minWidth ?? 0) }
        : {}),
      // the full header when a narrow column cuts it (e.g. while the sort order number shows)
      headerTooltip: o.headerName ?? fd.label,
      valueGetter: (p) => itemValue(p.data, field, sumLabelField),
      valueFormatter: (p) =>
        typeof p.value === 'string' && p.data?.kind === 'sum' ? p.value : formatCell(fd, p.value),
      ...(custom
        ? {
            cellRenderer: (p: { data?: GridItem<TRow>; valueFormatted?: string | null }) =>
              p.data?.kind === 'row' ? custom(p.data.row) : (p.valueFormatted ?? ''),
            // buttons and inputs a custom cell renders are reached with Tab, like those of action columns
            suppressKeyboardEvent: tabThroughCell,
          }
        : {}),
      tooltip: (p) => (p.data?.kind === 'row' ? formatCell(fd, p.value) || undefined : undefined),
      // The server sorts: keep the order it delivered (AG Grid's sort is stable).
      sortable: isSortable(fd),
      comparator: () => 0,
      filter: isFilterable(fd) ? FILTER_COMPONENTS[filterTypeFor(fd.type)] : false,
      filterParams: { fieldDef: fd },
      ...(numeric ? { type: 'rightAligned' } : {}),
      ...(edit
        ? {
            editable: (p) => p.data?.kind === 'row',
            cellEditor: large ? TextAreaCellEditor : 'agTextCellEditor',
            cellEditorPopup: large,
            // No hard cap in the editor: too long input gets the German message instead of being cut off.
            cellEditorParams: large
              ? ({ label: o.headerName ?? fd.label, maxLength: edit.maxLength } satisfies TextAreaEditorParams)
              : {},
            cellClass: 'lap-cell-editable',
            headerTooltip: `${o.headerName ?? fd.label} – bearbeiten mit Doppelklick, Eingabetaste oder F2`,
          }
        : {}),
    });
  }
  for (const a of actionColumns ?? []) {
    defs.push({
      colId: a.id,
      headerName: a.header,
      width: a.width ?? 120,
      minWidth: a.width ?? 120,
      pinned: a.pinned === undefined ? 'right' : a.pinned,
      resizable: false,
      sortable: false,
      filter: false,
      cellClass: 'lap-cell-actions',
      cellRenderer: (p: { data?: GridItem<TRow> }) => (p.data?.kind === 'row' ? a.render(p.data.row) : null),
      suppressKeyboardEvent: tabThroughCell,
    });
  }
  return defs;
}

export const DEFAULT_COL_DEF: ColDef = {
  // values are formatted from the catalogue's types, not guessed by AG Grid
  cellDataType: false,
  resizable: true,
  // column order is the catalogue's (and not remembered), so moving is off
  suppressMovable: true,
  wrapHeaderText: true,
  autoHeaderHeight: true,
  // the server always sorts somehow: no third 'unsorted' click that would hide its order
  sortingOrder: ['asc', 'desc'],
};
