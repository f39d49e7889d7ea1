import type { TListDef, TListFieldDef } from '@lap/contracts';
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import { chooseColumn, chooserColumns, shownColumnIds, WIDE_GRID_PX, type ChooserColumn } from './column-visibility.js';
import type { GridViewState } from './grid-state.js';
import type { DataGridColumn } from './types.js';

/** Before the table is measured: the window less the navigation and the page's padding. */
const guessWidth = (): number => (typeof window === 'undefined' ? 0 : window.innerWidth - 280);

/** Whether the table is wide enough for its `wide` columns, following its width (window resized, navigation shown). */
function useWide(wrapperRef: RefObject<HTMLDivElement | null>): boolean {
  const [wide, setWide] = useState(() => guessWidth() >= WIDE_GRID_PX);
  useLayoutEffect(() => {
    const el = wrapperRef.current;
    if (!el) return;
    const update = () => {
      const width = el.getBoundingClientRect().width;
      if (width > 0) setWide(width >= WIDE_GRID_PX);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [wrapperRef]);
  return wide;
}

/** The chooser's columns, which fields show, and the choices kept with the table state. */
export function useColumnChoices<F extends Record<string, TListFieldDef>, TRow>(
  list: TListDef<F>,
  columns: Partial<Record<string, DataGridColumn<TRow>>> | undefined,
  wrapperRef: RefObject<HTMLDivElement | null>,
  state: GridViewState,
  setState: Dispatch<SetStateAction<GridViewState>>,
) {
  const wide = useWide(wrapperRef);
  const chooser = useMemo(() => chooserColumns(list, columns ?? {}, wide), [list, columns, wide]);
  const choices = state.columns;
  const shownKey = [...shownColumnIds(chooser, choices)].join(',');
  // a stable set while the same columns show (the column definitions are rebuilt from it)
  const shown = useMemo(() => new Set(shownKey.split(',')), [shownKey]);
  const choose = useCallback(
    (column: ChooserColumn, on: boolean) => setState((s) => ({ ...s, columns: chooseColumn(s.columns, column, on) })),
    [setState],
  );
  const resetColumns = useCallback(() => setState((s) => ({ ...s, columns: {} })), [setState]);
  return { chooser, choices, shown, choose, resetColumns };
}
