import { Box, Button, Checkbox, Group, NativeSelect, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { TFilterDto, TListDef, TListFieldDef, TPageSize } from '@lap/contracts';
import { IconChevronDown, IconChevronRight, IconFilter } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { DataGridContext, type DataGridContextValue } from './context.js';
import { ExportControl } from './ExportControl.js';
import { formatCell } from './format-cell.js';
import {
  defaultGridState,
  gridStorageKey,
  readStoredGridState,
  restoreGridState,
  sameJson,
  toExportRequest,
  writeStoredGridState,
  type GridViewState,
} from './grid-state.js';
import { GridPager } from './GridPager.js';
import { ActiveFilters, GridToolbar } from './GridToolbar.js';
import { rowKey, type GridRowBase } from './items.js';
import { cardFields, filterFields, parseSortValue, sortOptions, sortValue } from './list-view-model.js';
import { LoadError } from './parts.js';
import type { DataGridColumn, DataGridProps, RowTone } from './types.js';
import { useGridData } from './useGridData.js';

// the filter forms (date inputs, dayjs) only when the user opens them
const ListFilter = lazy(() => import('./ListFilter.js').then((m) => ({ default: m.ListFilter })));

const TONE_COLOR: Record<RowTone, string> = {
  danger: 'var(--mantine-color-red-8)',
  success: 'var(--mantine-color-green-8)',
  warning: 'var(--mantine-color-yellow-6)',
  info: 'var(--mantine-color-blue-8)',
};

/** A card's fixed part: padding and title line; the actions' line and each further field add a line. */
const CARD_BASE_PX = 24 + 26;
const CARD_ACTIONS_PX = 40;
const CARD_LINE_PX = 22;
/** Skeleton cards while the first page loads: enough to fill a phone's screen below the toolbar. */
const SKELETON_CARDS = 4;

const defaultDescribeError = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Unbekannter Fehler';

interface CardProps<TRow> {
  row: TRow;
  fields: Readonly<Record<string, TListFieldDef>>;
  columns: Partial<Record<string, DataGridColumn<TRow>>>;
  title: string;
  rest: readonly string[];
  minHeight: number;
  props: DataGridProps<Record<string, TListFieldDef>, TRow & GridRowBase>;
  selected: boolean | undefined;
  onSelect: (on: boolean) => void;
}

function cellContent<TRow>(
  row: TRow,
  field: string,
  fd: TListFieldDef,
  column: DataGridColumn<TRow> | undefined,
): ReactNode {
  if (column?.cellRenderer) return column.cellRenderer(row);
  const text = formatCell(fd, (row as Record<string, unknown>)[field]);
  return text === '' ? '–' : text;
}

/** One row as a card: its title, the marked fields as a description list, the row's actions as buttons. */
function RowCard<TRow extends GridRowBase>({
  row,
  fields,
  columns,
  title,
  rest,
  minHeight,
  props,
  selected,
  onSelect,
}: CardProps<TRow>) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const titleFd = fields[title];
  const titleText = titleFd ? formatCell(titleFd, (row as Record<string, unknown>)[title]) : String(row.id);
  const tone = props.rowTone?.(row);
  const { renderDetail, actionColumns } = props;
  return (
    <Paper
      component="li"
      withBorder
      radius="sm"
      p="sm"
      mih={minHeight}
      style={tone ? { boxShadow: `inset 4px 0 0 ${TONE_COLOR[tone]}` } : undefined}
      data-testid="grid-card"
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} size="sm" data-testid="grid-card-title">
            {titleFd && columns[title]?.cellRenderer ? columns[title]?.cellRenderer?.(row) : titleText}
          </Text>
          {selected !== undefined && (
            <Checkbox
              aria-label={`${titleText} auswählen`}
              checked={selected}
              onChange={(e) => onSelect(e.currentTarget.checked)}
            />
          )}
        </Group>
        {rest.length > 0 && (
          <Box
            component="dl"
            m={0}
            style={{ display: 'grid', gridTemplateColumns: 'minmax(6rem, max-content) 1fr', gap: '2px 12px' }}
          >
            {rest.map((field) => {
              const fd = fields[field];
              if (!fd) return null;
              const column = columns[field];
              return (
                <Box key={field} style={{ display: 'contents' }}>
                  <Text component="dt" size="sm" c="dimmed">
                    {column?.headerName ?? fd.label}
                  </Text>
                  <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                    {cellContent(row, field, fd, column)}
                  </Text>
                </Box>
              );
            })}
          </Box>
        )}
        {(actionColumns?.length || renderDetail) && (
          <Group gap="xs" wrap="wrap">
            {actionColumns?.map((a) => (
              <Box key={a.id}>{a.render(row)}</Box>
            ))}
            {renderDetail && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="gray"
                aria-expanded={open}
                aria-controls={detailId}
                leftSection={
                  open ? <IconChevronDown size={15} aria-hidden /> : <IconChevronRight size={15} aria-hidden />
                }
                onClick={() => setOpen((o) => !o)}
              >
                {open ? 'Details ausblenden' : 'Details anzeigen'}
              </Button>
            )}
          </Group>
        )}
        {renderDetail && open && (
          <Box id={detailId} style={{ lineHeight: 1.45 }}>
            {renderDetail(row)}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The shared table on a phone: one card per row with the columns the list marks `mobile`, the row actions as buttons,
 * and the same search, sort, filters, paging, counts and stored state as the grid (`useGridData`, `grid-state`).
 */
export function ListView<F extends Record<string, TListFieldDef>, TRow extends GridRowBase>(
  props: DataGridProps<F, TRow>,
) {
  const { list, search = false, toolbar, selectable = false, onExport } = props;
  const columns = useMemo<Partial<Record<string, DataGridColumn<TRow>>>>(() => props.columns ?? {}, [props.columns]);
  const describeError = props.describeError ?? defaultDescribeError;
  const storageKey = gridStorageKey(list.key, props.stateKey);
  const [state, setState] = useState<GridViewState>(() => restoreGridState(list, readStoredGridState(storageKey)));
  const [searchText, setSearchText] = useState(state.search);
  const [filterOpen, setFilterOpen] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const filterButton = useRef<HTMLButtonElement>(null);
  const fetchPageRef = useRef(props.fetchPage);
  fetchPageRef.current = props.fetchPage;
  const propsRef = useRef(props);
  propsRef.current = props;

  useEffect(() => writeStoredGridState(storageKey, state), [storageKey, state]);
  const data = useGridData(list, props.queryKey, fetchPageRef, state, setState);
  const publicContext = useMemo<DataGridContextValue>(() => ({ refresh: data.refresh }), [data.refresh]);

  const { title, rest } = useMemo(() => cardFields(list, columns), [list, columns]);
  const sorts = useMemo(() => sortOptions(list, columns), [list, columns]);
  const filterable = useMemo(() => filterFields(list, columns), [list, columns]);
  const withActions = (props.actionColumns?.length ?? 0) > 0 || props.renderDetail !== undefined;
  const minHeight = CARD_BASE_PX + (withActions ? CARD_ACTIONS_PX : 0) + rest.length * CARD_LINE_PX;

  const applySearch = useDebouncedCallback((text: string) => {
    setState((s) => (s.search === text ? s : { ...s, search: text, page: 1 }));
  }, 400);
  const defaults = useMemo(() => defaultGridState(list), [list]);
  const isDefaultView =
    sameJson(state.filterDto, defaults.filterDto) &&
    sameJson(state.sortingDto, defaults.sortingDto) &&
    state.page === 1 &&
    state.search === '';
  const reset = useCallback(() => {
    applySearch.cancel();
    setSearchText('');
    setState((s) => ({ ...defaults, pageSize: s.pageSize, columns: s.columns }));
  }, [defaults, applySearch]);

  const setFilterDto = useCallback(
    (filterDto: TFilterDto) => setState((s) => (sameJson(s.filterDto, filterDto) ? s : { ...s, filterDto, page: 1 })),
    [],
  );
  const removeFilter = useCallback(
    (field: string) => setState((s) => ({ ...s, filterDto: s.filterDto.filter((f) => f.field !== field), page: 1 })),
    [],
  );

  // selection is per page, as in the grid
  useEffect(() => setSelected(new Set()), [data.rows]);
  const select = (row: TRow, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(rowKey(row));
    else next.delete(rowKey(row));
    setSelected(next);
    propsRef.current.onSelectionChange?.(data.rows.filter((r) => next.has(rowKey(r))));
  };

  const { filterDto, sortingDto, search: searchTerm } = state;
  const exportRequest = useMemo(
    () => toExportRequest({ filterDto, sortingDto, search: searchTerm, page: 1, pageSize: list.defaultPageSize }),
    [filterDto, sortingDto, searchTerm, list.defaultPageSize],
  );
  const currentSort = sortingDto[0] ?? defaults.sortingDto[0];
  const label = props.label ?? list.title;
  const emptyText = props.emptyText ?? 'Keine Daten vorhanden!';
  const cardProps = props as unknown as DataGridProps<Record<string, TListFieldDef>, TRow>;
  const fieldDefs: Readonly<Record<string, TListFieldDef>> = list.fields;

  let body: ReactNode;
  if (data.failed) {
    body = (
      <Paper withBorder p="sm">
        <LoadError message={describeError(data.failure)} onRetry={data.retry} />
      </Paper>
    );
  } else if (data.pending) {
    body = (
      <Stack gap="xs" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <Skeleton key={i} h={minHeight} radius="sm" />
        ))}
      </Stack>
    );
  } else if (data.rows.length === 0) {
    body = (
      <Paper withBorder p="md">
        <Text ta="center" c="dimmed">
          {emptyText}
        </Text>
      </Paper>
    );
  } else {
    body = (
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {data.rows.map((row) => (
          <RowCard<TRow>
            key={rowKey(row)}
            row={row}
            fields={fieldDefs}
            columns={columns}
            title={title}
            rest={rest}
            minHeight={minHeight}
            props={cardProps}
            selected={selectable ? selected.has(rowKey(row)) : undefined}
            onSelect={(on) => select(row, on)}
          />
        ))}
      </Stack>
    );
  }

  const sums = data.sumsRow?.[0];
  return (
    <DataGridContext value={publicContext}>
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
          selectedCount={selectable ? selected.size : 0}
          toolbar={toolbar}
          onReset={reset}
          resetDisabled={isDefaultView}
          end={
            onExport ? (
              <ExportControl request={exportRequest} onExport={onExport} describeError={describeError} />
            ) : null
          }
        />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <NativeSelect
            label="Sortierung"
            size="sm"
            style={{ flex: 1 }}
            data={sorts}
            value={currentSort ? sortValue(currentSort) : ''}
            onChange={(e) => {
              const next = parseSortValue(sorts, e.currentTarget.value);
              if (next) setState((s) => ({ ...s, sortingDto: next, page: 1 }));
            }}
          />
          {filterable.length > 0 && (
            <Button
              ref={filterButton}
              variant={filterOpen ? 'light' : 'default'}
              size="sm"
              leftSection={<IconFilter size={16} aria-hidden="true" />}
              aria-expanded={filterOpen}
              onClick={() => setFilterOpen((o) => !o)}
            >
              {state.filterDto.length > 0 ? `Filter (${state.filterDto.length})` : 'Filter'}
            </Button>
          )}
        </Group>
        {filterOpen && (
          <Suspense fallback={<Skeleton h={160} radius="sm" />}>
            <ListFilter
              list={list as unknown as TListDef<Record<string, TListFieldDef>>}
              fields={filterable}
              filterDto={state.filterDto}
              onChange={setFilterDto}
              onClose={() => {
                setFilterOpen(false);
                filterButton.current?.focus();
              }}
            />
          </Suspense>
        )}
        <ActiveFilters list={list} filterDto={state.filterDto} onRemove={removeFilter} />
        <Box pos="relative" role="region" aria-label={label} aria-busy={data.fetching || undefined}>
          {data.fetchingInBackground && (
            <Progress
              value={100}
              animated
              size={3}
              radius={0}
              pos="absolute"
              top={-6}
              left={0}
              right={0}
              aria-hidden="true"
            />
          )}
          {body}
        </Box>
        {sums && sums.kind === 'sum' && (
          <Paper withBorder p="sm" bg="gray.0">
            <Text fw={700} size="sm">
              Summe
            </Text>
            {Object.entries(sums.sums).map(([field, value]) => {
              const fd = fieldDefs[field];
              if (!fd) return null;
              return (
                <Group key={field} justify="space-between" gap="xs">
                  <Text size="sm" c="dimmed">
                    {fd.label}
                  </Text>
                  <Text size="sm">{typeof value === 'string' ? value : formatCell(fd, value)}</Text>
                </Group>
              );
            })}
          </Paper>
        )}
        <GridPager
          page={state.page}
          pageSize={state.pageSize}
          total={data.pending && !data.failed ? 0 : data.total}
          rowCount={data.rows.length}
          onPage={(page) => setState((s) => ({ ...s, page }))}
          onPageSize={(pageSize: TPageSize) => setState((s) => ({ ...s, pageSize, page: 1 }))}
        />
      </Stack>
    </DataGridContext>
  );
}
