import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import { Box, Progress, Stack } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import type { TListFieldDef, TPageSize } from '@lap/contracts';
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
  type CellKeyDownEvent,
  type FullWidthCellKeyDownEvent,
  type GetRowIdParams,
  type GridApi,
  type GridReadyEvent,
  type IsFullWidthRowParams,
  type Module,
  type RowClassParams,
  type RowSelectionOptions,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { buildColumnDefs, contentFlex, DEFAULT_COL_DEF } from './column-defs.js';
import { ColumnChooser } from './ColumnChooser.js';
import { DataGridContext, type DataGridContextValue } from './context.js';
import { ExportControl } from './ExportControl.js';
import { filterDtoToModel, filterModelToDto } from './filter-model.js';
import { useFocusTooltip } from './FocusTooltip.js';
import {
  defaultGridState,
  gridStorageKey,
  readStoredGridState,
  restoreGridState,
  sameJson,
  sortingFromColumnState,
  sortModelFromSorting,
  toExportRequest,
  writeStoredGridState,
  type GridViewState,
} from './grid-state.js';
import { GridPager } from './GridPager.js';
import { ActiveFilters, GridToolbar } from './GridToolbar.js';
import { buildItems, DataGridInternalContext, type GridItem, type GridRowBase } from './items.js';
import { isActivationKey } from './keyboard.js';
import { GRID_LOCALE_DE } from './locale.js';
import { DetailRowRenderer, ErrorOverlay, type ErrorOverlayParams } from './parts.js';
import { lapGridTheme } from './theme.js';
import type { DataGridColumn, DataGridProps, RowTone } from './types.js';
import { useCellEdit } from './useCellEdit.js';
import { useDetailRows } from './useDetailRows.js';
import { useColumnChoices } from './useColumnChoices.js';
import { useGridData } from './useGridData.js';
import { MIN_BODY_HEIGHT, useGridHeight } from './useGridHeight.js';

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

const defaultDescribeError = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Unbekannter Fehler';

const TONE_CLASS: Record<RowTone, string> = {
  danger: 'lap-row-danger',
  success: 'lap-row-success',
  warning: 'lap-row-warning',
  info: 'lap-row-info',
};

/** The grid grows with its rows up to the viewport (then scrolls inside, header stays visible). */
const MAX_GRID_HEIGHT = 'max(420px, calc(100dvh - 250px))';

/**
 * The shared table's desktop view (ARCHITECTURE §7), loaded on demand by `DataGrid`: AG Grid Community with the current page in the
 * client-side row model, while filters, sort and paging are evaluated by the server through the
 * list-query protocol. State (filters, sort, page, size, search, chosen columns) is kept per table in localStorage.
 */
export function AgDataGrid<F extends Record<string, TListFieldDef>, TRow extends GridRowBase>(
  props: DataGridProps<F, TRow>,
) {
  const { list, columns, actionColumns, renderDetail, selectable = false, onExport, search = false, toolbar } = props;
  const describeError = props.describeError ?? defaultDescribeError;
  const storageKey = gridStorageKey(list.key, props.stateKey);

  const [state, setState] = useState<GridViewState>(() => restoreGridState(list, readStoredGridState(storageKey)));
  const [searchText, setSearchText] = useState(state.search);
  const [selectedCount, setSelectedCount] = useState(0);
  const apiRef = useRef<GridApi<GridItem<TRow>> | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  // Callbacks the grid calls later always see the page's latest props.
  const propsRef = useRef(props);
  propsRef.current = props;
  const fetchPageRef = useRef(props.fetchPage);
  fetchPageRef.current = props.fetchPage;
  const columnsRef = useRef<Partial<Record<string, DataGridColumn<TRow>>>>(columns ?? {});
  columnsRef.current = columns ?? {};
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => writeStoredGridState(storageKey, state), [storageKey, state]);

  const data = useGridData(list, props.queryKey, fetchPageRef, state, setState);
  const { contentHeight, measure, watch } = useGridHeight(apiRef, wrapperRef, data.failed);
  const { internal, getRowHeight } = useDetailRows(renderDetail, measure);
  const cols = useColumnChoices(list, columns, wrapperRef, state, setState);
  const focusTip = useFocusTooltip(wrapperRef);
  const onCellEditRequest = useCellEdit(list, columnsRef, data.pageKey, data.refresh, describeError);

  // Sized from the rows of the first page of a query (filter, sort, search, page size, columns): paging keeps the
  // widths, so the columns do not jump from page to page and the grid's columns are not rebuilt on every page.
  const shape = JSON.stringify([state.filterDto, state.sortingDto, state.search ?? '', state.pageSize]);
  const shownKey = [...cols.shown].join('\n');
  const sized = useRef<{ rows: readonly object[]; shape: string; shown: string; key: string } | null>(null);
  let measured = sized.current;
  const newRows = measured !== null && measured.rows !== data.rows;
  if (
    !measured ||
    measured.shown !== shownKey ||
    (newRows && (measured.shape !== shape || measured.rows.length === 0))
  ) {
    measured = {
      rows: data.rows,
      shape,
      shown: shownKey,
      key: JSON.stringify(contentFlex(list, data.rows, [...cols.shown])),
    };
  } else if (newRows) measured = { ...measured, rows: data.rows };
  sized.current = measured;
  const flexKey = measured.key;
  const columnDefs = useMemo(
    () =>
      buildColumnDefs(
        list,
        columns,
        actionColumns,
        renderDetail !== undefined,
        cols.shown,
        JSON.parse(flexKey) as Record<string, number>,
      ),
    [list, columns, actionColumns, renderDetail, cols.shown, flexKey],
  );
  const isField = useCallback((colId: string) => colId in list.fields, [list]);
  const items = useMemo(
    () => buildItems(data.rows, renderDetail ? internal.expanded : new Set<string>()),
    [data.rows, internal.expanded, renderDetail],
  );
  const publicContext = useMemo<DataGridContextValue>(() => ({ refresh: data.refresh }), [data.refresh]);

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
      watch();
      measure();
    },
    [measure, watch],
  );

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
  const isDefaultView =
    sameJson(state.filterDto, defaults.filterDto) &&
    sameJson(state.sortingDto, defaults.sortingDto) &&
    state.page === 1 &&
    state.search === '';

  /** 'Filter zurücksetzen': no filters, no search, default sort, page 1 (the page size and the columns stay). */
  const reset = useCallback(() => {
    const api = apiRef.current;
    applySearch.cancel(); // a search still waiting for its debounce must not come back
    setSearchText('');
    setState((s) => ({ ...defaults, pageSize: s.pageSize, columns: s.columns }));
    if (api) {
      api.setFilterModel(null);
      api.applyColumnState({
        state: sortModelFromSorting(defaults.sortingDto).map((s, i) => ({ ...s, sortIndex: i })),
        defaultState: { sort: null },
      });
    }
  }, [defaults, applySearch]);

  // Another page, filter or sort starts at the first row.
  useEffect(() => {
    const api = apiRef.current;
    if (api && !api.isDestroyed() && api.getDisplayedRowCount() > 0) api.ensureIndexVisible(0, 'top');
  }, [data.query]);

  const removeFilter = useCallback(
    (field: string) =>
      apiRef.current?.setFilterModel(filterDtoToModel(stateRef.current.filterDto.filter((f) => f.field !== field))),
    [],
  );

  const onCellKeyDown = useCallback(
    (e: CellKeyDownEvent<GridItem<TRow>> | FullWidthCellKeyDownEvent<GridItem<TRow>>) => {
      // Enter on the detail toggle cell itself (not on its button) opens or closes the detail row.
      if (!('column' in e) || e.column.getColId() !== '__detail' || !isActivationKey(e.event)) return;
      const target = e.event?.target;
      if (target instanceof HTMLElement && target.closest('button')) return;
      if (e.data?.kind === 'row') internal.toggle(e.data.key);
    },
    [internal],
  );

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
        ? {
            mode: 'multiRow',
            checkboxes: true,
            headerCheckbox: true,
            selectAll: 'currentPage',
            enableClickSelection: false,
            isRowSelectable: (node) => node.data?.kind === 'row',
          }
        : undefined,
    [selectable],
  );

  const getRowId = useCallback((p: GetRowIdParams<GridItem<TRow>>) => p.data.key, []);
  const isFullWidthRow = useCallback(
    (p: IsFullWidthRowParams<GridItem<TRow>>) => p.rowNode.data?.kind === 'detail',
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
    () => (data.failed ? { message: describeError(data.failure), onRetry: data.retry } : undefined),
    [data.failed, data.failure, data.retry, describeError],
  );

  const { filterDto, sortingDto, search: searchTerm } = state;
  const exportRequest = useMemo(
    () => toExportRequest({ filterDto, sortingDto, search: searchTerm, page: 1, pageSize: list.defaultPageSize }),
    [filterDto, sortingDto, searchTerm, list.defaultPageSize],
  );
  const { emptyText } = props;
  const localeText = useMemo(
    () => (emptyText ? { ...GRID_LOCALE_DE, noRowsToShow: emptyText, noMatchingRows: emptyText } : GRID_LOCALE_DE),
    [emptyText],
  );
  const label = props.label ?? list.title;
  const popupParent = typeof document === 'undefined' ? null : document.body;

  return (
    <DataGridContext value={publicContext}>
      <DataGridInternalContext value={internal}>
        <DatesProvider settings={{ locale: 'de', firstDayOfWeek: 1, consistentWeeks: true }}>
          <Stack gap="xs">
            <GridToolbar
              search={
                search
                  ? {
                      text: searchText,
                      onChange: (text) => {
                        setSearchText(text);
                        applySearch(text);
                      },
                    }
                  : undefined
              }
              selectedCount={selectable ? selectedCount : 0}
              toolbar={toolbar}
              onReset={reset}
              resetDisabled={isDefaultView}
              end={
                <>
                  <ColumnChooser
                    columns={cols.chooser}
                    choices={cols.choices}
                    onChoose={cols.choose}
                    onReset={cols.resetColumns}
                  />
                  {onExport && (
                    <ExportControl request={exportRequest} onExport={onExport} describeError={describeError} />
                  )}
                </>
              }
            />
            <ActiveFilters list={list} filterDto={state.filterDto} onRemove={removeFilter} />

            <Box
              ref={wrapperRef}
              pos="relative"
              role="region"
              aria-label={label}
              aria-busy={data.fetching || undefined}
              style={{ height: contentHeight ?? MIN_BODY_HEIGHT + 80, maxHeight: MAX_GRID_HEIGHT }}
            >
              {data.fetchingInBackground && (
                <Progress
                  value={100}
                  animated
                  size={3}
                  radius={0}
                  pos="absolute"
                  top={0}
                  left={0}
                  right={0}
                  style={{ zIndex: 3 }}
                  aria-hidden="true"
                />
              )}
              <AgGridReact<GridItem<TRow>>
                modules={GRID_MODULES}
                theme={lapGridTheme}
                localeText={localeText}
                columnDefs={columnDefs}
                defaultColDef={DEFAULT_COL_DEF}
                rowData={items}
                pinnedBottomRowData={data.sumsRow}
                getRowId={getRowId}
                getRowClass={getRowClass}
                getRowHeight={getRowHeight}
                isFullWidthRow={isFullWidthRow}
                fullWidthCellRenderer={DetailRowRenderer}
                rowSelection={rowSelection}
                loading={data.pending}
                activeOverlay={errorParams ? ErrorOverlay : undefined}
                activeOverlayParams={errorParams}
                readOnlyEdit
                stopEditingWhenCellsLoseFocus
                onCellEditRequest={(e) => void onCellEditRequest(e)}
                onCellKeyDown={onCellKeyDown}
                onCellFocused={focusTip.onCellFocused}
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
              {focusTip.tooltip}
            </Box>

            <GridPager
              page={state.page}
              pageSize={state.pageSize}
              total={data.pending && !data.failed ? 0 : data.total}
              rowCount={data.rows.length}
              onPage={(page) => setState((s) => ({ ...s, page }))}
              onPageSize={(pageSize: TPageSize) => setState((s) => ({ ...s, pageSize, page: 1 }))}
            />
          </Stack>
        </DatesProvider>
      </DataGridInternalContext>
    </DataGridContext>
  );
}
