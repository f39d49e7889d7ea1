import type { RowHeightParams } from 'ag-grid-community';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { DataGridInternal, GridItem } from './items.js';

/** Estimated height of a detail row before it has been measured. */
const DETAIL_ESTIMATE = 120;

/** Expanded detail rows, and the heights they reported. */
export function useDetailRows<TRow>(renderDetail: ((row: TRow) => ReactNode) | undefined, measure: () => void) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const detailHeights = useRef(new Map<string, number>());
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
  const getRowHeight = useCallback(
    (p: RowHeightParams<GridItem<TRow>>) =>
      p.data?.kind === 'detail' ? (detailHeights.current.get(p.data.key) ?? DETAIL_ESTIMATE) : undefined,
    [],
  );
  return { internal, getRowHeight };
}
