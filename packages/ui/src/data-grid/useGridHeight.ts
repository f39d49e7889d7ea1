import type { GridApi } from 'ag-grid-community';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { GridItem } from './items.js';
import { ROW_HEIGHT } from './theme.js';

/** Room for the overlay ('Keine Daten vorhanden!', loading, error) when there are no rows. */
export const MIN_BODY_HEIGHT = 4 * ROW_HEIGHT;
const ERROR_BODY_HEIGHT = 5 * ROW_HEIGHT;

/**
 * Sizes the grid to its content (header, rows, sums, scrollbar); the caller caps it by the viewport. `watch` starts
 * observing the horizontal scrollbar, which appears and disappears without a grid event.
 */
export function useGridHeight<TRow>(
  apiRef: RefObject<GridApi<GridItem<TRow>> | null>,
  wrapperRef: RefObject<HTMLDivElement | null>,
  failed: boolean,
) {
  const [contentHeight, setContentHeight] = useState<number | null>(null);
  const scrollObserver = useRef<MutationObserver | null>(null);
  // The error message needs a little more room than 'Keine Daten vorhanden!'.
  const minBodyRef = useRef(MIN_BODY_HEIGHT);
  minBodyRef.current = failed ? ERROR_BODY_HEIGHT : MIN_BODY_HEIGHT;

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
  }, [apiRef, wrapperRef]);

  useEffect(() => measure(), [failed, measure]);

  const watch = useCallback(() => {
    const hScroll = wrapperRef.current?.querySelector('.ag-body-horizontal-scroll');
    if (!hScroll) return;
    scrollObserver.current?.disconnect();
    scrollObserver.current = new MutationObserver(measure);
    scrollObserver.current.observe(hScroll, { attributes: true, attributeFilter: ['class'] });
  }, [wrapperRef, measure]);
  useEffect(() => () => scrollObserver.current?.disconnect(), []);

  return { contentHeight, measure, watch };
}
