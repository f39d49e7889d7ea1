import { createContext, type ReactNode } from 'react';

/** Every list row has an id (uuid or integer). */
export interface GridRowBase {
  id: string | number;
}

/**
 * What the grid's client-side row model holds: the rows of the current page, a full-width detail row
 * after each expanded row, and (pinned at the bottom) the sums row.
 */
export type GridItem<TRow> =
  | { kind: 'row'; key: string; row: TRow }
  | { kind: 'detail'; key: string; row: TRow }
  /** A sum is '…' (shown as is) while it is being counted. */
  | { kind: 'sum'; key: string; sums: Record<string, number | string> };

export const rowKey = (row: GridRowBase): string => String(row.id);
const detailKey = (key: string): string => `${key}::detail`;

export function buildItems<TRow extends GridRowBase>(
  rows: readonly TRow[],
  expanded: ReadonlySet<string>,
): GridItem<TRow>[] {
  const items: GridItem<TRow>[] = [];
  for (const row of rows) {
    const key = rowKey(row);
    items.push({ kind: 'row', key, row });
    if (expanded.has(key)) items.push({ kind: 'detail', key: detailKey(key), row });
  }
  return items;
}

/** A field's value of a row or the sums row; 'Summe' labels the sums row in its first column. */
export function itemValue<TRow extends object>(
  item: GridItem<TRow> | undefined,
  field: string,
  sumLabelField: string | undefined,
): unknown {
  if (!item) return undefined;
  if (item.kind === 'sum') {
    if (field in item.sums) return item.sums[field];
    return field === sumLabelField ? 'Summe' : undefined;
  }
  return (item.row as Record<string, unknown>)[field];
}

export interface DataGridInternal {
  expanded: ReadonlySet<string>;
  toggle: (key: string) => void;
  renderDetail: ((row: unknown) => ReactNode) | undefined;
  setDetailHeight: (key: string, height: number) => void;
}

export const DataGridInternalContext = createContext<DataGridInternal | null>(null);
