import type { TListDef, TListFieldDef } from '@lap/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { toListQuery, type GridListQuery, type GridViewState } from './grid-state.js';
import type { GridItem, GridRowBase } from './items.js';
import { knownTotal, pageCount } from './pager.js';
import { dataGridQueryKey } from './query-key.js';
import type { DataGridResult } from './types.js';

/** The sums row while its sums are being counted. */
function pendingSums(fields: Readonly<Record<string, TListFieldDef>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, fd]) => fd.sum)
      .map(([name]) => [name, '…']),
  );
}

/**
 * A page's rows and its count, asked for apart: the rows show at once, the total and sums follow. The count depends
 * on the filter and search only, so paging, sorting and the page size reuse it.
 */
export function useGridData<F extends Record<string, TListFieldDef>, TRow extends GridRowBase>(
  list: TListDef<F>,
  queryKey: readonly unknown[],
  fetchPage: RefObject<(query: GridListQuery) => Promise<DataGridResult<TRow>>>,
  state: GridViewState,
  setState: Dispatch<SetStateAction<GridViewState>>,
) {
  const queryClient = useQueryClient();
  // column choices do not change what is asked for
  const { filterDto, sortingDto, page, pageSize, search } = state;
  const query = useMemo(
    () => toListQuery({ filterDto, sortingDto, page, pageSize, search }),
    [filterDto, sortingDto, page, pageSize, search],
  );
  const baseKey = useMemo(() => dataGridQueryKey(queryKey), [queryKey]);
  const pageKey = useMemo(() => [...baseKey, 'rows', query], [baseKey, query]);
  const result = useQuery({
    queryKey: pageKey,
    queryFn: () => fetchPage.current({ ...query, part: 'rows' }),
    placeholderData: keepPreviousData,
  });
  const data = result.data;
  const hasSums = useMemo(() => Object.values(list.fields).some((fd) => fd.sum), [list]);
  const countQuery = useMemo<GridListQuery>(
    () => ({
      filterDto: query.filterDto,
      sortingDto: [],
      page: 1,
      pageSize: list.defaultPageSize,
      part: 'total',
      ...(query.search ? { search: query.search } : {}),
    }),
    [query.filterDto, query.search, list.defaultPageSize],
  );
  const rowsSettled = result.isSuccess && !result.isPlaceholderData;
  // a short page tells its total; a count is asked for when it does not (or for the sums)
  const needsCount =
    hasSums || (data !== undefined && knownTotal(data.total, data.page, data.pageSize, data.rows.length) === null);
  const counted = useQuery({
    queryKey: [...baseKey, 'total', countQuery],
    queryFn: () => fetchPage.current(countQuery),
    // after the rows: never batched with them into one response, and not asked for at all when the page tells it
    enabled: rowsSettled && needsCount,
  });
  const failure: unknown = result.isError ? result.error : counted.isError ? counted.error : null;
  const failed = failure !== null;
  const countFailed = !result.isError && counted.isError;
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
  }, [data, result.isPlaceholderData, total, state.page, setState]);

  const rows = useMemo(() => (failed ? [] : (data?.rows ?? [])), [data, failed]);
  // The sums row stays in place while its sums are counted ('…'), so the grid does not jump.
  const sumsRow = useMemo<GridItem<TRow>[] | undefined>(() => {
    if (!hasSums || failed || !data) return undefined;
    const sums =
      data.total !== null && !result.isPlaceholderData
        ? data.sums
        : counted.data
          ? counted.data.sums
          : pendingSums(list.fields);
    return [{ kind: 'sum', key: '__sums', sums }];
  }, [hasSums, failed, data, result.isPlaceholderData, counted.data, list]);

  const { refetch: refetchRows } = result;
  const { refetch: refetchCount } = counted;
  const retry = useCallback(
    () => void (countFailed ? refetchCount() : refetchRows()),
    [countFailed, refetchCount, refetchRows],
  );

  return {
    query,
    pageKey,
    rows,
    total,
    sumsRow,
    failure,
    failed,
    retry,
    refresh,
    pending: result.isPending,
    fetching: result.isFetching || counted.isFetching,
    fetchingInBackground: result.isFetching && !result.isPending,
  };
}
