import {
  PAGE_SIZES,
  ZSort,
  type TExportRequest,
  type TFilterDto,
  type TListPart,
  type TListDef,
  type TListFieldDef,
  type TPageSize,
  type TSortingDto,
} from '@lap/contracts';
import { checkFilter, isSortable } from './filter-model.js';

/**
 * What a table remembers (spec 000 §9 / 001 §9: filters, sort and paging stored per table in browser
 * storage), plus the global search. It is the single source of the list query the server receives.
 */
export interface GridViewState {
  filterDto: TFilterDto;
  sortingDto: TSortingDto;
  /** 1-based. */
  page: number;
  pageSize: TPageSize;
  search: string;
  /** The user's own column choices (field → shown), only for the columns they switched; the rest follow the defaults. */
  columns: ColumnChoices;
}

/** Columns switched on or off in the column chooser ('Spalten'); absent fields keep their default. */
export type ColumnChoices = Readonly<Record<string, boolean>>;

/** The list query of one page, as `nutzer.list` & co. take it. */
export interface GridListQuery {
  filterDto: TFilterDto;
  sortingDto: TSortingDto;
  page: number;
  pageSize: TPageSize;
  search?: string;
  /** Set by the grid: it asks for a page's rows and for its count apart (contracts `ZListPart`). */
  part?: TListPart;
}

const STATE_VERSION = 1;
const MAX_SORTS = 6;
const MAX_FILTERS = 40;
const MAX_SEARCH = 200;

/** localStorage key: `lap.grid.<list.key>` plus an optional page-specific suffix. */
export function gridStorageKey(listKey: string, suffix?: string): string {
  return suffix ? `lap.grid.${listKey}.${suffix}` : `lap.grid.${listKey}`;
}

export function isPageSize(n: unknown): n is TPageSize {
  return typeof n === 'number' && (PAGE_SIZES as readonly number[]).includes(n);
}

/** Default sort and page size from the catalogue, no filters, page 1. */
export function defaultGridState<F extends Record<string, TListFieldDef>>(list: TListDef<F>): GridViewState {
  return {
    filterDto: [],
    sortingDto: list.defaultSort.map((s) => ({ field: s.field, direction: s.direction })),
    page: 1,
    pageSize: list.defaultPageSize,
    search: '',
    columns: {},
  };
}

export function serializeGridState(state: GridViewState): string {
  return JSON.stringify({ v: STATE_VERSION, ...state });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Sorts that are known and sortable, each field once, at most 6. */
export function checkSorting<F extends Record<string, TListFieldDef>>(
  list: TListDef<F>,
  raw: unknown,
): TSortingDto | null {
  if (!Array.isArray(raw)) return null;
  const out: TSortingDto = [];
  const seen = new Set<string>();
  for (const item of raw) {
    const parsed = ZSort.safeParse(item);
    if (!parsed.success) continue;
    const fd: TListFieldDef | undefined = list.fields[parsed.data.field];
    if (!fd || !isSortable(fd) || seen.has(parsed.data.field)) continue;
    seen.add(parsed.data.field);
    out.push(parsed.data);
  }
  return out.slice(0, MAX_SORTS);
}

/** Column choices of fields the catalogue knows (a removed column is forgotten), booleans only. */
export function checkColumnChoices<F extends Record<string, TListFieldDef>>(
  list: TListDef<F>,
  raw: unknown,
): ColumnChoices {
  if (!isRecord(raw)) return {};
  const out: Record<string, boolean> = {};
  for (const [field, shown] of Object.entries(raw)) {
    if (typeof shown === 'boolean' && Object.hasOwn(list.fields, field)) out[field] = shown;
  }
  return out;
}

/**
 * Restores a stored state. Tolerant: corrupt JSON, an old version, unknown fields or operators (the
 * catalogue changed since) fall back to the defaults piece by piece; nothing stored is trusted as is.
 */
export function restoreGridState<F extends Record<string, TListFieldDef>>(
  list: TListDef<F>,
  stored: string | null | undefined,
): GridViewState {
  const fallback = defaultGridState(list);
  if (!stored) return fallback;
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return fallback;
  }
  if (!isRecord(raw) || raw.v !== STATE_VERSION) return fallback;

  const seenFields = new Set<string>();
  const filterDto: TFilterDto = [];
  if (Array.isArray(raw.filterDto)) {
    for (const candidate of raw.filterDto.slice(0, MAX_FILTERS)) {
      const f = checkFilter(list, candidate);
      if (!f || seenFields.has(f.field)) continue;
      seenFields.add(f.field);
      filterDto.push(f);
    }
  }
  const sortingDto = checkSorting(list, raw.sortingDto) ?? fallback.sortingDto;
  const pageSize = isPageSize(raw.pageSize) ? raw.pageSize : fallback.pageSize;
  const page =
    typeof raw.page === 'number' && Number.isInteger(raw.page) && raw.page >= 1 && raw.page <= 1_000_000 ? raw.page : 1;
  const search = typeof raw.search === 'string' ? raw.search.slice(0, MAX_SEARCH) : '';
  const columns = checkColumnChoices(list, raw.columns);
  return { filterDto, sortingDto, page, pageSize, search, columns };
}

/** Reads the stored state; blocked storage (privacy mode, quota) just means defaults. */
export function readStoredGridState(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStoredGridState(key: string, state: GridViewState): void {
  try {
    window.localStorage.setItem(key, serializeGridState(state));
  } catch {
    // Storage full or blocked: the table still works, it just won't remember.
  }
}

export function toListQuery(state: Omit<GridViewState, 'columns'>): GridListQuery {
  const search = state.search.trim();
  const query: GridListQuery = {
    filterDto: state.filterDto,
    sortingDto: state.sortingDto,
    page: state.page,
    pageSize: state.pageSize,
  };
  if (search) query.search = search;
  return query;
}

/** The export takes the same filters, sort and search, without paging (spec 000 §3 Export). */
export function toExportRequest(state: Omit<GridViewState, 'columns'>): TExportRequest {
  const search = state.search.trim();
  const request: TExportRequest = { filterDto: state.filterDto, sortingDto: state.sortingDto };
  if (search) request.search = search;
  return request;
}

/** AG Grid's column state (`sort`, `sortIndex`) → `sortingDto`, in sort priority. */
export function sortingFromColumnState(
  columns: ReadonlyArray<{ colId: string; sort?: 'asc' | 'desc' | null; sortIndex?: number | null }>,
  isField: (colId: string) => boolean,
): TSortingDto {
  return columns
    .filter(
      (c): c is { colId: string; sort: 'asc' | 'desc'; sortIndex?: number | null } =>
        (c.sort === 'asc' || c.sort === 'desc') && isField(c.colId),
    )
    .map((c, i) => ({ c, order: c.sortIndex ?? MAX_SORTS + i }))
    .sort((a, b) => a.order - b.order)
    .map(({ c }) => ({ field: c.colId, direction: c.sort }));
}

/** `sortingDto` → AG Grid sort model. */
export function sortModelFromSorting(sortingDto: TSortingDto): { colId: string; sort: 'asc' | 'desc' }[] {
  return sortingDto.map((s) => ({ colId: s.field, sort: s.direction }));
}

export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
