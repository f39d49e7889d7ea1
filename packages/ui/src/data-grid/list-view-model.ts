import type { TListDef, TListFieldDef, TSort, TSortingDto } from '@lap/contracts';
import { isFilterable, isSortable } from './filter-model.js';
import { shownByDefault } from './column-visibility.js';
import type { DataGridColumn } from './types.js';

/** Below this width (Mantine's `sm`, 768 px) the shared table is a list of cards: no AG Grid on a phone. */
export const PHONE_MAX_EM = 48;
export const PHONE_MEDIA_QUERY = `(max-width: ${PHONE_MAX_EM - 0.0625}em)`;

/** How many columns a card shows when the list marks none as `mobile`. */
const FALLBACK_CARD_FIELDS = 4;

export interface CardFields {
  /** The card's title (the case number, say). */
  title: string;
  /** The other fields, in catalogue order, as label and value. */
  rest: string[];
}

/**
 * The fields of a row's card: those marked `mobile`, the first pinned one (or the first marked) as title. A list that
 * marks none shows its pinned column and its first columns shown by default.
 */
export function cardFields<F extends Record<string, TListFieldDef>, TRow>(
  list: TListDef<F>,
  overrides: Partial<Record<string, DataGridColumn<TRow>>>,
): CardFields {
  const fields = Object.keys(list.fields);
  const marked = fields.filter((f) => overrides[f]?.mobile === true);
  const chosen =
    marked.length > 0
      ? marked
      : fields.filter((f) => shownByDefault(overrides[f], false)).slice(0, FALLBACK_CARD_FIELDS);
  const title = chosen.find((f) => overrides[f]?.pinned !== undefined) ?? chosen[0] ?? fields[0] ?? '';
  return { title, rest: chosen.filter((f) => f !== title) };
}

export interface SortOption {
  value: string;
  label: string;
}

const DIRECTION_LABEL: Record<TSort['direction'], string> = { asc: 'aufsteigend', desc: 'absteigend' };

export const sortValue = (sort: TSort): string => `${sort.field}:${sort.direction}`;

/** The sort select of the list view: every sortable field, ascending and descending ('Ort (aufsteigend)'). */
export function sortOptions<F extends Record<string, TListFieldDef>, TRow>(
  list: TListDef<F>,
  overrides: Partial<Record<string, DataGridColumn<TRow>>>,
): SortOption[] {
  return (Object.entries(list.fields) as [string, TListFieldDef][])
    .filter(([, fd]) => isSortable(fd))
    .flatMap(([field, fd]) =>
      (['asc', 'desc'] as const).map((direction) => ({
        value: sortValue({ field, direction }),
        label: `${overrides[field]?.headerName ?? fd.label} (${DIRECTION_LABEL[direction]})`,
      })),
    );
}

/** A chosen option back to the list query's sort; null for anything that is not one of the options. */
export function parseSortValue(options: readonly SortOption[], value: string): TSortingDto | null {
  if (!options.some((o) => o.value === value)) return null;
  const at = value.lastIndexOf(':');
  const direction = value.slice(at + 1);
  if (direction !== 'asc' && direction !== 'desc') return null;
  return [{ field: value.slice(0, at), direction }];
}

/** The fields the list view offers to filter by: every filterable field, in catalogue order. */
export function filterFields<F extends Record<string, TListFieldDef>, TRow>(
  list: TListDef<F>,
  overrides: Partial<Record<string, DataGridColumn<TRow>>>,
): SortOption[] {
  return (Object.entries(list.fields) as [string, TListFieldDef][])
    .filter(([, fd]) => isFilterable(fd))
    .map(([field, fd]) => ({ value: field, label: overrides[field]?.headerName ?? fd.label }));
}
