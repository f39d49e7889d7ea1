import type { TExportRequest, TExportResult, TListDef, TListFieldDef } from '@lap/contracts';
import type { ReactNode } from 'react';
import type { EditRule } from './edit.js';
import type { GridListQuery } from './grid-state.js';
import type { GridRowBase } from './items.js';

export type RowTone = 'danger' | 'success' | 'warning' | 'info';

/** Per-field adjustments of a catalogue column. */
export interface DataGridColumn<TRow> {
  width?: number;
  minWidth?: number;
  flex?: number;
  /** Not shown by default; the user can switch it on in 'Spalten' (and it stays filterable and in the export). */
  hide?: boolean;
  /** Shown by default only where the table is wide (a 1920 px screen), else to be switched on in 'Spalten'. */
  wide?: boolean;
  /** A pinned column (the case number) always shows: the chooser offers no switch for it. */
  pinned?: 'left' | 'right';
  /**
   * Shown on the phone's card of a row (the list view below `PHONE_MAX_EM`): what a row is known by — number,
   * status, date, main name. The first marked column is the card's title. Unmarked lists show their pinned column
   * and their first default columns.
   */
  mobile?: boolean;
  /** Header text other than the catalogue label. */
  headerName?: string;
  /** Custom cell content for data rows (the formatted value is used elsewhere, e.g. tooltips). */
  cellRenderer?: (row: TRow) => ReactNode;
  /** Makes a text cell editable inline, with checks and German messages. */
  edit?: EditRule<TRow>;
}

/** A column that is not a list field, e.g. row actions: always shown. */
export interface DataGridActionColumn<TRow> {
  id: string;
  header: string;
  width?: number;
  /** Defaults to 'right', so actions stay in view when the table scrolls sideways. */
  pinned?: 'left' | 'right' | null;
  render: (row: TRow) => ReactNode;
}

export interface DataGridResult<TRow> {
  rows: TRow[];
  /** null when only the rows were asked for (`part: 'rows'`) and the page could be read without counting. */
  total: number | null;
  page: number;
  pageSize: number;
  sums: Record<string, number>;
}

export type DataGridColumns<F extends Record<string, TListFieldDef>, TRow> = { [K in keyof F]?: DataGridColumn<TRow> };

export interface DataGridProps<F extends Record<string, TListFieldDef>, TRow extends GridRowBase> {
  /** The list's catalogue (contracts `defineList`): columns, labels, default sort and page size. */
  list: TListDef<F>;
  /** Identifies the data source in the query cache, e.g. ['nutzer.list']; see `dataGridQueryKey`. */
  queryKey: readonly unknown[];
  fetchPage: (query: GridListQuery) => Promise<DataGridResult<TRow>>;
  /** Field overrides. Keep the object stable (module constant or useMemo): new objects rebuild the columns. */
  columns?: DataGridColumns<F, TRow>;
  /** Extra non-field columns (actions), after the fields. Keep stable as well. */
  actionColumns?: readonly DataGridActionColumn<TRow>[];
  /** Appended to the storage key `lap.grid.<list.key>` when one list is shown in several places. */
  stateKey?: string;
  rowTone?: (row: TRow) => RowTone | undefined;
  /** Checkbox multi-select for bulk actions (selection is per page). */
  selectable?: boolean;
  onSelectionChange?: (rows: TRow[]) => void;
  /** Content of an expandable full-width row after the row. */
  renderDetail?: (row: TRow) => ReactNode;
  /** Excel export through the server; receives the current filters, sort and search (all catalogue columns, shown or not). */
  onExport?: (request: TExportRequest) => Promise<TExportResult>;
  /** Shows the global search box (over the catalogue's `searchFields`). */
  search?: boolean;
  /** Extra toolbar content (buttons), left of 'Filter zurücksetzen'. */
  toolbar?: ReactNode;
  /** Turns a failed call into the German text shown to the user (default: the error's message). */
  describeError?: (error: unknown) => string;
  /** Accessible name of the table; defaults to the catalogue title. */
  label?: string;
  /** The text of an empty table (default 'Keine Daten vorhanden!'). */
  emptyText?: string;
}
