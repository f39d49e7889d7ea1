import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import { Badge, Box, Button, CloseButton, Group, Pill, Progress, Stack, Text, TextInput } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { dataGridQueryKey } from './query-key.js';
import { useDebouncedCallback } from '@mantine/hooks';
import type { TExportRequest, TExportResult, TListDef, TListFieldDef, TPageSize } from '@lap/contracts';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  CustomFilterModule,
  CustomEditorModule,
  LocaleModule,
  PinnedRowModule,
  RowApiModule,
  RowSelectionModule,
  RowStyleModule,
  ScrollApiModule,
  TextEditorModule,
  TooltipModule,
  type CellEditRequestEvent,
  type CellKeyDownEvent,
  type ColDef,
  type FullWidthCellKeyDownEvent,
  type GetRowIdParams,
  type GridApi,
  type GridReadyEvent,
  type IsFullWidthRowParams,
  type Module,
  type RowClassParams,
  type RowHeightParams,
  type RowSelectionOptions,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { notifyError, notifySuccess } from '../notify.js';
import { DataGridContext, type DataGridContextValue } from './context.js';
import { EDIT_MESSAGES, editText, validateEdit, type EditRule } from './edit.js';
import { ExportControl } from './ExportControl.js';
import { describeFilter, filterDtoToModel, filterModelToDto, filterTypeFor, isFilterable, isSortable } from './filter-model.js';
import { BooleanFilter, SetFilter } from './filters/ChoiceFilters.js';
import { DateFilter } from './filters/DateFilter.js';
import { NumberFilter } from './filters/NumberFilter.js';
import { TextFilter } from './filters/TextFilter.js';
import { formatCell, isNumeric } from './format-cell.js';
import {
  defaultGridState,
  gridStorageKey,
  readStoredGridState,
  restoreGridState,
  sameJson,
  sortingFromColumnState,
  sortModelFromSorting,
  toExportRequest,
  toListQuery,
  writeStoredGridState,
  type GridListQuery,
  type GridViewState,
} from './grid-state.js';
import { GridPager } from './GridPager.js';
import { TextAreaCellEditor, type TextAreaEditorParams } from './TextAreaCellEditor.js';
import { buildItems, DataGridInternalContext, itemValue, type DataGridInternal, type GridItem, type GridRowBase } from './items.js';
import { isActivationKey, tabThroughCell } from './keyboard.js';
import { GRID_LOCALE_DE } from './locale.js';
import { knownTotal, pageCount } from './pager.js';
import { DetailRowRenderer, DetailToggleCell, ErrorOverlay, type ErrorOverlayParams } from './parts.js';
import { lapGridTheme, ROW_HEIGHT } from './theme.js';

/** Community modules only, registered per grid (ARCHITECTURE §9: no Enterprise features). */
const GRID_MODULES: Module[] = [
  ClientSideRowModelModule,
  ClientSideRowModelApiModule,
  ColumnApiModule,
  RowApiModule,
  CustomFilterModule,
  TextEditorModule,
  CustomEditorModule,
  RowSelectionModule,
  PinnedRowModule,
  RowStyleModule,
  CellStyleModule,
  TooltipModule,
  LocaleModule,
  ScrollApiModule,
];

export type RowTone = 'danger' | 'success' | 'warning' | 'info';

/** Per-field adjustments of a catalogue column. */
export interface DataGridColumn<TRow> {
  width?: number;
  minWidth?: number;
  flex?: number;
  hide?: boolean;
  pinned?: 'left' | 'right';
  /** Header text other than the catalogue label. */
  headerName?: string;
  /** Custom cell content for data rows (the formatted value is used elsewhere, e.g. tooltips). */
  cellRenderer?: (row: TRow) => ReactNode;
  /** Makes a text cell editable inline, with checks and German messages. */
  edit?: EditRule<TRow>;
}

/** A column that is not a list field, e.g. row actions. */
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

export interface DataGridProps<F extends Record<string, TListFieldDef>, TRow extends GridRowBase> {
  /** The list's catalogue (contracts `defineList`): columns, labels, default sort and page size. */
  list: TListDef<F>;
  /** Identifies the data source in the query cache, e.g. ['nutzer.list']; see `dataGridQueryKey`. */
  queryKey: readonly unknown[];
  fetchPage: (query: GridListQuery) => Promise<DataGridResult<TRow>>;
  /** Field overrides. Keep the object stable (module constant or useMemo): new objects rebuild the columns. */
  columns?: { [K in keyof F]?: DataGridColumn<TRow> };
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
  /** Excel export through the server; receives the current filters, sort and search. */
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

/** The query-cache prefix of a grid's pages: invalidate it to reload the grid after a change. */
export { dataGridQueryKey };

const defaultDescribeError = (error: unknown): string => (error instanceof Error && error.message ? error.message : 'Unbekannter Fehler');

const FILTER_COMPONENTS = {
  text: TextFilter,
  number: NumberFilter,
  date: DateFilter,
  boolean: BooleanFilter,
  set: SetFilter,
} as const;

/** Room a header needs besides its text: cell padding, filter button, sort arrow and multi-sort number. */
const HEADER_CHROME_PX = 100;
/** About the width of one character of the 13 px semibold header font. */
const HEADER_CHAR_PX = 7.6;
/** Fixed-width columns (numbers, dates, yes/no) grow for their header up to this width. */
const FIXED_COLUMN_MAX = 165;

/**
 * Width defaults by field type (text stretches, numbers and dates as wide as their content), never so
 * narrow that a word of the header has to be broken: headers wrap between words only.
 */
function sizing(fd: TListFieldDef): Pick<ColDef, 'flex' | 'minWidth' | 'width'> {
  const headerWidth = (text: string) => Math.ceil(text.length * HEADER_CHAR_PX + HEADER_CHROME_PX);
  const headerMin = Math.max(...fd.label.split(/\s+/).map(headerWidth));
  // fixed-width columns get room for a short header on one line; longer ones wrap between words
  const fit = (width: number) => Math.max(width, headerMin, Math.min(headerWidth(fd.label), FIXED_COLUMN_MAX));
  switch (fd.type) {
    case 'number':
      return { width: fit(100), minWidth: headerMin };
    case 'money':
      return { width: fit(130), minWidth: headerMin };
    case 'date':
      return { width: fit(124), minWidth: headerMin };
    case 'datetime':
      return { width: fit(156), minWidth: Math.max(140, headerMin) };
    case 'boolean':
      return { width: fit(100), minWidth: headerMin };
    case 'set':
      return { flex: 1, minWidth: Math.max(150, headerMin) };
    case 'text':
      return { flex: 1, minWidth: Math.max(120, headerMin) };
  }
}

function buildColumnDefs<F extends Record<string, TListFieldDef>, TRow extends GridRowBase>(
  list: TListDef<F>,
  columns: DataGridProps<F, TRow>['columns'],
  actionColumns: DataGridProps<F, TRow>['actionColumns'],
  withDetail: boolean,
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
  const visible = Object.keys(list.fields).filter((f) => !overrides[f]?.hide);
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
      hide: o.hide ?? false,
      pinned: o.pinned ?? null,
      ...sizing(fd),
      ...(o.width !== undefined ? { width: o.width, flex: undefined } : {}),
      ...(o.flex !== undefined ? { flex: o.flex } : {}),
      ...(o.minWidth !== undefined ? { minWidth: o.minWidth } : {}),
      // the full header when a narrow column cuts it (e.g. while the sort order number shows)
      headerTooltip: o.headerName ?? fd.label,
      valueGetter: (p) => itemValue(p.data, field, sumLabelField),
      valueFormatter: (p) => (typeof p.value === 'string' && p.data?.kind === 'sum' ? p.value : formatCell(fd, p.value)),
      ...(custom
        ? {
            cellRenderer: (p: { data?: GridItem<TRow>; valueFormatted?: string | null }) => (p.data?.kind === 'row' ? custom(p.data.row) : (p.valueFormatted ?? '')),
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
            cellEditorParams: large ? ({ label: o.headerName ?? fd.label, maxLength: edit.maxLength } satisfies TextAreaEditorParams) : {},
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

const DEFAULT_COL_DEF: ColDef = {
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

const TONE_CLASS: Record<RowTone, string> = {
  danger: 'lap-row-danger',
  success: 'lap-row-success',
  warning: 'lap-row-warning',
  info: 'lap-row-info',
};

/** Estimated height of a detail row before it has been measured. */
const DETAIL_ESTIMATE = 120;
/** Room for the overlay ('Keine Daten vorhanden!', loading, error) when there are no rows. */
const MIN_BODY_HEIGHT = 4 * ROW_HEIGHT;
const ERROR_BODY_HEIGHT = 5 * ROW_HEIGHT;
/** The grid grows with its rows up to the viewport (then scrolls inside, header stays visible). */
const MAX_GRID_HEIGHT = 'max(420px, calc(100dvh - 250px))';

/** The sums row while its sums are being counted. */
function pendingSums(fields: Readonly<Record<string, TListFieldDef>>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([, fd]) => fd.sum).map(([name]) => [name, '…']));
}

/**
 * The shared table of every list (ARCHITECTURE §7): AG Grid Community with the current page in the
 * client-side row model, while filters, sort and paging are evaluated by the server through the
 * list-query protocol. State (filters, sort, page, size, search) is kept per table in localStorage.
 */
export function DataGrid<F extends Record<string, TListFieldDef>, TRow extends GridRowBase>(props: DataGridProps<F, TRow>) {
  const { list, columns, actionColumns, renderDetail, selectable = false, onExport, search = false, toolbar } = props;
  const describeError = props.describeError ?? defaultDescribeError;
  const queryClient = useQueryClient();
  const storageKey = gridStorageKey(list.key, props.stateKey);

  const [state, setState] = useState<GridViewState>(() => restoreGridState(list, readStoredGridState(storageKey)));
  const [searchText, setSearchText] = useState(state.search);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [selectedCount, setSelectedCount] = useState(0);
  const [contentHeight, setContentHeight] = useState<number | null>(null);
  const apiRef = useRef<GridApi<GridItem<TRow>> | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const detailHeights = useRef(new Map<string, number>());
  const scrollObserver = useRef<MutationObserver | null>(null);

  // Callbacks the grid calls later always see the page's latest props.
  const propsRef = useRef(props);
  propsRef.current = props;

  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => writeStoredGridState(storageKey, state), [storageKey, state]);

  const query = useMemo(() => toListQuery(state), [state]);
  const baseKey = useMemo(() => dataGridQueryKey(props.queryKey), [props.queryKey]);
  // A page's rows and its count are asked for apart: the rows show at once, the total and sums follow. The count
  // depends on the filter and search only, so paging, sorting and the page size reuse it.
  const pageKey = useMemo(() => [...baseKey, 'rows', query], [baseKey, query]);
  const result = useQuery({
    queryKey: pageKey,
    queryFn: () => propsRef.current.fetchPage({ ...query, part: 'rows' }),
    placeholderData: keepPreviousData,
  });
  const data = result.data;
  const hasSums = useMemo(() => Object.values(list.fields).some((fd) => fd.sum), [list]);
  const countQuery = useMemo<GridListQuery>(
    () => ({ filterDto: query.filterDto, sortingDto: [], page: 1, pageSize: list.defaultPageSize, part: 'total', ...(query.search ? { search: query.search } : {}) }),
    [query.filterDto, query.search, list.defaultPageSize],
  );
  const rowsSettled = result.isSuccess && !result.isPlaceholderData;
  // a short page tells its total; a count is asked for when it does not (or for the sums)
  const needsCount = hasSums || (data !== undefined && knownTotal(data.total, data.page, data.pageSize, data.rows.length) === null);
  const counted = useQuery({
    queryKey: [...baseKey, 'total', countQuery],
    queryFn: () => propsRef.current.fetchPage(countQuery),
    // after the rows: never batched with them into one response, and not asked for at all when the page tells it
    enabled: rowsSettled && needsCount,
  });
  const failure: unknown = result.isError ? result.error : counted.isError ? counted.error : null;
  const failed = failure !== null;
  const countFailed = !result.isError && counted.isError;
  const { refetch: refetchRows } = result;
  const { refetch: refetchCount } = counted;
  /** The list's total: counted, carried by the page, or told by a short page; null while it is being counted. */
  const total = useMemo(() => {
    if (failed) return 0;
    if (!data) return null;
    const own = knownTotal(data.total, data.page, data.pageSize, data.rows.length);
    if (own !== null && !result.isPlaceholderData) return own;
    return counted.data ? counted.data.total : own;
  }, [failed, data, result.isPlaceholderData, counted.data]);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: baseKey });
  }, [queryClient, baseKey]);

  // A page beyond the end (rows deleted, or a restored page of a shorter list): go to the last page.
  useEffect(() => {
    if (!data || result.isPlaceholderData || total === null) return;
    const last = pageCount(total, data.pageSize);
    if (data.rows.length === 0 && total > 0 && state.page > last) setState((s) => ({ ...s, page: last }));
  }, [data, result.isPlaceholderData, total, state.page]);

  const columnDefs = useMemo(() => buildColumnDefs(list, columns, actionColumns, renderDetail !== undefined), [list, columns, actionColumns, renderDetail]);
  const isField = useCallback((colId: string) => colId in list.fields, [list]);

  const rows = useMemo(() => (failed ? [] : (data?.rows ?? [])), [data, failed]);
  const items = useMemo(() => buildItems(rows, renderDetail ? expanded : new Set<string>()), [rows, expanded, renderDetail]);
  // The sums row stays in place while its sums are counted ('…'), so the grid does not jump.
  const sumsRow = useMemo<GridItem<TRow>[] | undefined>(() => {
    if (!hasSums || failed || !data) return undefined;
    const sums = data.total !== null && !result.isPlaceholderData ? data.sums : counted.data ? counted.data.sums : pendingSums(list.fields);
    return [{ kind: 'sum', key: '__sums', sums }];
  }, [hasSums, failed, data, result.isPlaceholderData, counted.data, list]);

  // The error message needs a little more room than 'Keine Daten vorhanden!'.
  const minBodyRef = useRef(MIN_BODY_HEIGHT);
  minBodyRef.current = failed ? ERROR_BODY_HEIGHT : MIN_BODY_HEIGHT;

  /** Sizes the grid to its content (header, rows, sums, scrollbar), capped by MAX_GRID_HEIGHT. */
  const measure = useCallback(() => {
    window.requestAnimationFrame(() => {
      const api = apiRef.current;
      const root = wrapperRef.current;
      if (!api || api.isDestroyed() || !root) return;
      const header = root.querySelector<HTMLElement>('.ag-header')?.offsetHeight ?? 0;
      const bottom = root.querySelector<HTMLElement>('.ag-grid-pinned-bottom-rows')?.offsetHeight ?? 0;
      // The horizontal scrollbar only takes room when the columns are wider than the grid.
      const hScrollEl = root.querySelector<HTMLElement>('.ag-body-horizontal-scroll');
      const hScroll = hScrollEl && !hScrollEl.classList.contains('ag-invisible') ? hScrollEl.offsetHeight : 0;
      let body = 0;
      const count = api.getDisplayedRowCount();
      for (let i = 0; i < count; i += 1) body += api.getDisplayedRowAtIndex(i)?.rowHeight ?? ROW_HEIGHT;
      setContentHeight(header + Math.max(body, minBodyRef.current) + bottom + hScroll + 2);
    });
  }, []);

  useEffect(() => measure(), [failed, measure]);

  const internal = useMemo<DataGridInternal>(
    () => ({
      expanded,
      toggle: (key) =>
        setExpanded((current) => {
          const next = new Set(current);
          if (next.has(key)) next.delete(key);
          else next.add(key);
          return next;
        }),
      renderDetail: renderDetail ? (row: unknown) => renderDetail(row as TRow) : undefined,
      setDetailHeight: (key, height) => {
        detailHeights.current.set(key, height);
        measure();
      },
    }),
    [expanded, renderDetail, measure],
  );
  const publicContext = useMemo<DataGridContextValue>(() => ({ refresh }), [refresh]);

  const onGridReady = useCallback(
    (e: GridReadyEvent<GridItem<TRow>>) => {
      apiRef.current = e.api;
      // The restored filters and sort go into the grid; the events this fires change nothing (same state).
      // Not `initialState`: a partial grid state there also resets column pinning.
      e.api.setFilterModel(filterDtoToModel(stateRef.current.filterDto));
      e.api.applyColumnState({
        state: sortModelFromSorting(stateRef.current.sortingDto).map((s, i) => ({ ...s, sortIndex: i })),
        defaultState: { sort: null },
      });
      // The horizontal scrollbar appears and disappears without a grid event: watch it to keep the height right.
      const hScroll = wrapperRef.current?.querySelector('.ag-body-horizontal-scroll');
      if (hScroll) {
        scrollObserver.current?.disconnect();
        scrollObserver.current = new MutationObserver(measure);
        scrollObserver.current.observe(hScroll, { attributes: true, attributeFilter: ['class'] });
      }
      measure();
    },
    [measure],
  );
  useEffect(() => () => scrollObserver.current?.disconnect(), []);

  const onFilterChanged = useCallback(() => {
    const api = apiRef.current;
    if (!api) return;
    const filterDto = filterModelToDto(list, api.getFilterModel());
    setState((s) => (sameJson(s.filterDto, filterDto) ? s : { ...s, filterDto, page: 1 }));
  }, [list]);

  const onSortChanged = useCallback(() => {
    const api = apiRef.current;
    if (!api) return;
    const sortingDto = sortingFromColumnState(api.getColumnState(), isField);
    setState((s) => (sameJson(s.sortingDto, sortingDto) ? s : { ...s, sortingDto, page: 1 }));
  }, [isField]);

  const applySearch = useDebouncedCallback((text: string) => {
    setState((s) => (s.search === text ? s : { ...s, search: text, page: 1 }));
  }, 400);

  const defaults = useMemo(() => defaultGridState(list), [list]);
  const isDefaultView = sameJson(state.filterDto, defaults.filterDto) && sameJson(state.sortingDto, defaults.sortingDto) && state.page === 1 && state.search === '';

  /** 'Filter zurücksetzen': no filters, no search, default sort, page 1 (the page size stays). */
  const reset = useCallback(() => {
    const api = apiRef.current;
    applySearch.cancel(); // a search still waiting for its debounce must not come back
    setSearchText('');
    setState((s) => ({ ...defaults, pageSize: s.pageSize }));
    if (api) {
      api.setFilterModel(null);
      api.applyColumnState({ state: sortModelFromSorting(defaults.sortingDto).map((s, i) => ({ ...s, sortIndex: i })), defaultState: { sort: null } });
    }
  }, [defaults, applySearch]);

  // Another page, filter or sort starts at the first row.
  useEffect(() => {
    const api = apiRef.current;
    if (api && !api.isDestroyed() && api.getDisplayedRowCount() > 0) api.ensureIndexVisible(0, 'top');
  }, [query]);

  const removeFilter = useCallback(
    (field: string) => {
      apiRef.current?.setFilterModel(filterDtoToModel(state.filterDto.filter((f) => f.field !== field)));
    },
    [state.filterDto],
  );

  const patchRow = useCallback(
    (id: string | number, field: string, value: unknown) => {
      queryClient.setQueryData<DataGridResult<TRow>>(pageKey, (old) =>
        old ? { ...old, rows: old.rows.map((r) => (r.id === id ? { ...r, [field]: value } : r)) } : old,
      );
    },
    [queryClient, pageKey],
  );

  const onCellEditRequest = useCallback(
    async (e: CellEditRequestEvent<GridItem<TRow>>) => {
      const item = e.data;
      const field = e.column.getColId();
      const fd: TListFieldDef | undefined = list.fields[field];
      const overrides: Partial<Record<string, DataGridColumn<TRow>>> = propsRef.current.columns ?? {};
      const rule = overrides[field]?.edit;
      if (!item || item.kind !== 'row' || !fd || !rule) return;
      const before = itemValue(item, field, undefined);
      const value = editText(e.newValue);
      if (value === editText(before)) return;
      const invalid = validateEdit(rule, fd.label, value);
      if (invalid) {
        notifyError(invalid); // the cell keeps its value: nothing was saved
        return;
      }
      patchRow(item.row.id, field, value);
      try {
        await rule.onSave(item.row, value);
        notifySuccess(EDIT_MESSAGES.saved);
        refresh();
      } catch (error) {
        patchRow(item.row.id, field, before);
        notifyError(EDIT_MESSAGES.saveFailed(describeError(error)));
      }
    },
    [list, patchRow, refresh, describeError],
  );

  const onCellKeyDown = useCallback((e: CellKeyDownEvent<GridItem<TRow>> | FullWidthCellKeyDownEvent<GridItem<TRow>>) => {
    // Enter on the detail toggle cell itself (not on its button) opens or closes the detail row.
    if (!('column' in e) || e.column.getColId() !== '__detail' || !isActivationKey(e.event)) return;
    const target = e.event?.target;
    if (target instanceof HTMLElement && target.closest('button')) return;
    if (e.data?.kind === 'row') internal.toggle(e.data.key);
  }, [internal]);

  const onSelectionChanged = useCallback(() => {
    const api = apiRef.current;
    if (!api) return;
    const selected = api.getSelectedRows().flatMap((item) => (item.kind === 'row' ? [item.row] : []));
    setSelectedCount(selected.length);
    propsRef.current.onSelectionChange?.(selected);
  }, []);

  const rowSelection = useMemo<RowSelectionOptions<GridItem<TRow>> | undefined>(
    () =>
      selectable
        ? { mode: 'multiRow', checkboxes: true, headerCheckbox: true, selectAll: 'currentPage', enableClickSelection: false, isRowSelectable: (node) => node.data?.kind === 'row' }
        : undefined,
    [selectable],
  );

  const getRowId = useCallback((p: GetRowIdParams<GridItem<TRow>>) => p.data.key, []);
  const isFullWidthRow = useCallback((p: IsFullWidthRowParams<GridItem<TRow>>) => p.rowNode.data?.kind === 'detail', []);
  const getRowHeight = useCallback(
    (p: RowHeightParams<GridItem<TRow>>) => (p.data?.kind === 'detail' ? (detailHeights.current.get(p.data.key) ?? DETAIL_ESTIMATE) : undefined),
    [],
  );
  const getRowClass = useCallback((p: RowClassParams<GridItem<TRow>>) => {
    const item = p.data;
    if (item?.kind === 'detail') return 'lap-detail-row';
    if (item?.kind !== 'row') return undefined;
    const tone = propsRef.current.rowTone?.(item.row);
    return tone ? TONE_CLASS[tone] : undefined;
  }, []);

  const errorParams = useMemo<ErrorOverlayParams | undefined>(
    () => (failed ? { message: describeError(failure), onRetry: () => void (countFailed ? refetchCount() : refetchRows()) } : undefined),
    [failed, failure, countFailed, describeError, refetchRows, refetchCount],
  );

  const fetchingInBackground = result.isFetching && !result.isPending;
  const exportRequest = useMemo(() => toExportRequest(state), [state]);
  const { emptyText } = props;
  const localeText = useMemo(() => (emptyText ? { ...GRID_LOCALE_DE, noRowsToShow: emptyText, noMatchingRows: emptyText } : GRID_LOCALE_DE), [emptyText]);
  const label = props.label ?? list.title;
  const popupParent = typeof document === 'undefined' ? null : document.body;

  return (
    <DataGridContext value={publicContext}>
      <DataGridInternalContext value={internal}>
        <DatesProvider settings={{ locale: 'de', firstDayOfWeek: 1, consistentWeeks: true }}>
          <Stack gap="xs">
            <Group justify="space-between" align="center" gap="sm" wrap="wrap">
              <Group gap="sm" wrap="wrap">
                {search && (
                  <TextInput
                    aria-label="Suche"
                    placeholder="Suchen …"
                    size="sm"
                    w={260}
                    leftSection={<IconSearch size={16} aria-hidden="true" />}
                    value={searchText}
                    onChange={(e) => {
                      const text = e.currentTarget.value;
                      setSearchText(text);
                      applySearch(text);
                    }}
                    rightSection={
                      searchText ? (
                        <CloseButton
                          size="sm"
                          aria-label="Suche leeren"
                          onClick={() => {
                            setSearchText('');
                            applySearch('');
                          }}
                        />
                      ) : null
                    }
                  />
                )}
                {selectable && selectedCount > 0 && (
                  <Badge variant="light" size="lg" radius="sm" tt="none" fw={600}>
                    {selectedCount} ausgewählt
                  </Badge>
                )}
              </Group>
              <Group gap="sm" wrap="wrap">
                {toolbar}
                <Button variant="default" size="sm" leftSection={<IconFilterOff size={17} stroke={1.7} aria-hidden="true" />} onClick={reset} disabled={isDefaultView}>
                  Filter zurücksetzen
                </Button>
                {onExport && <ExportControl request={exportRequest} onExport={onExport} describeError={describeError} />}
              </Group>
            </Group>

            {state.filterDto.length > 0 && (
              <Group gap={6} wrap="wrap" aria-label="Aktive Filter" role="group">
                <Text size="xs" c="dimmed">
                  Aktive Filter:
                </Text>
                {state.filterDto.map((f) => {
                  const fd: TListFieldDef | undefined = list.fields[f.field];
                  if (!fd) return null;
                  const text = describeFilter(fd, f);
                  return (
                    <Pill key={f.field} withRemoveButton onRemove={() => removeFilter(f.field)} removeButtonProps={{ 'aria-label': `Filter entfernen: ${text}` }}>
                      {text}
                    </Pill>
                  );
                })}
              </Group>
            )}

            <Box
              ref={wrapperRef}
              pos="relative"
              role="region"
              aria-label={label}
              aria-busy={result.isFetching || counted.isFetching || undefined}
              style={{ height: contentHeight ?? MIN_BODY_HEIGHT + 80, maxHeight: MAX_GRID_HEIGHT }}
            >
              {fetchingInBackground && (
                <Progress value={100} animated size={3} radius={0} pos="absolute" top={0} left={0} right={0} style={{ zIndex: 3 }} aria-hidden="true" />
              )}
              <AgGridReact<GridItem<TRow>>
                modules={GRID_MODULES}
                theme={lapGridTheme}
                localeText={localeText}
                columnDefs={columnDefs}
                defaultColDef={DEFAULT_COL_DEF}
                rowData={items}
                pinnedBottomRowData={sumsRow}
                getRowId={getRowId}
                getRowClass={getRowClass}
                getRowHeight={getRowHeight}
                isFullWidthRow={isFullWidthRow}
                fullWidthCellRenderer={DetailRowRenderer}
                rowSelection={rowSelection}
                loading={result.isPending}
                activeOverlay={errorParams ? ErrorOverlay : undefined}
                activeOverlayParams={errorParams}
                readOnlyEdit
                stopEditingWhenCellsLoseFocus
                onCellEditRequest={(e) => void onCellEditRequest(e)}
                onCellKeyDown={onCellKeyDown}
                onGridReady={onGridReady}
                onFilterChanged={onFilterChanged}
                onSortChanged={onSortChanged}
                onSelectionChanged={onSelectionChanged}
                onModelUpdated={measure}
                onGridSizeChanged={measure}
                onDisplayedColumnsChanged={measure}
                onColumnResized={measure}
                onFirstDataRendered={measure}
                // Filter popups and the remark editor must not be cut off by a grid that is only a few rows high.
                popupParent={popupParent}
                tooltipShowMode="whenTruncated"
                tooltipShowDelay={600}
                enableCellTextSelection
                ensureDomOrder
                suppressColumnVirtualisation
                suppressRowVirtualisation
                animateRows={false}
                suppressDragLeaveHidesColumns
              />
            </Box>

            <GridPager
              page={state.page}
              pageSize={state.pageSize}
              total={result.isPending && !failed ? 0 : total}
              rowCount={rows.length}
              onPage={(page) => setState((s) => ({ ...s, page }))}
              onPageSize={(pageSize: TPageSize) => setState((s) => ({ ...s, pageSize, page: 1 }))}
            />
          </Stack>
        </DatesProvider>
      </DataGridInternalContext>
    </DataGridContext>
  );
}

