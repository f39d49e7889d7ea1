import { Paper } from '@mantine/core';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';

interface Tip {
  text: string;
  top: number;
  left: number;
}

/** The cell's text when it is cut off on screen (an ellipsis), else null. */
export function truncatedText(cell: HTMLElement): string | null {
  const value = cell.querySelector<HTMLElement>('.ag-cell-value') ?? cell;
  const text = value.textContent?.trim() ?? '';
  return text && value.scrollWidth > value.clientWidth + 1 ? text : null;
}

/**
 * A cut-off cell shows its full value on hover through AG Grid's tooltip; AG Grid takes one trigger only, so for the
 * keyboard this shows the same value below the focused cell. Screen readers read the cell's full text already: the
 * copy is hidden from them.
 */
export function useFocusTooltip(wrapperRef: RefObject<HTMLDivElement | null>) {
  const [tip, setTip] = useState<Tip | null>(null);
  const hide = useCallback(() => setTip(null), []);

  const onCellFocused = useCallback(() => {
    window.requestAnimationFrame(() => {
      const cell = wrapperRef.current?.querySelector<HTMLElement>('.ag-cell.ag-cell-focus');
      // only when the keyboard is on the cell itself (not on a button in it) and the grid has the focus
      if (!cell || document.activeElement !== cell) return setTip(null);
      const text = truncatedText(cell);
      if (!text) return setTip(null);
      const rect = cell.getBoundingClientRect();
      setTip({ text, top: rect.bottom + 4, left: Math.max(8, Math.min(rect.left, window.innerWidth - 440)) });
    });
  }, [wrapperRef]);

  useEffect(() => {
    const root = wrapperRef.current;
    if (!root || !tip) return;
    const onFocusOut = (e: FocusEvent) => {
      if (!(e.relatedTarget instanceof Node) || !root.contains(e.relatedTarget)) setTip(null);
    };
    root.addEventListener('focusout', onFocusOut);
    window.addEventListener('scroll', hide, true);
    return () => {
      root.removeEventListener('focusout', onFocusOut);
      window.removeEventListener('scroll', hide, true);
    };
  }, [wrapperRef, tip, hide]);

  const tooltip =
    tip && typeof document !== 'undefined'
      ? createPortal(
          <Paper
            aria-hidden="true"
            data-testid="grid-focus-tooltip"
            shadow="sm"
            withBorder
            px={8}
            py={4}
            fz="sm"
            style={{
              position: 'fixed',
              top: tip.top,
              left: tip.left,
              maxWidth: 420,
              zIndex: 190,
              pointerEvents: 'none',
              whiteSpace: 'normal',
              overflowWrap: 'anywhere',
            }}
          >
            {tip.text}
          </Paper>,
          document.body,
        )
      : null;

  return { onCellFocused, tooltip };
}
