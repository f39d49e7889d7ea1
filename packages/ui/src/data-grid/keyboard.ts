import type { SuppressKeyboardEventParams } from 'ag-grid-community';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/**
 * Lets Tab / Shift+Tab move through the buttons and links inside a cell (action icons, the detail
 * toggle) before the grid moves on to the next cell — AG Grid's recipe for interactive cell content.
 */
export function tabThroughCell({ event }: SuppressKeyboardEventParams): boolean {
  if (event.key !== 'Tab') return false;
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  const cell = target.closest<HTMLElement>('.ag-cell');
  if (!cell) return false;
  const inner = Array.from(cell.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (inner.length === 0) return false;
  const active = document.activeElement;
  const index = active instanceof HTMLElement ? inner.indexOf(active) : -1;

  if (!event.shiftKey) {
    if (index === inner.length - 1) return false; // last element: the grid moves on
    event.preventDefault();
    inner[index + 1]?.focus();
    return true;
  }
  if (index === -1) {
    // coming back into the cell from the right: start at its last element
    if (active === cell) return false;
    event.preventDefault();
    inner[inner.length - 1]?.focus();
    return true;
  }
  if (index === 0) {
    event.preventDefault();
    cell.focus();
    return true;
  }
  event.preventDefault();
  inner[index - 1]?.focus();
  return true;
}

/** Enter or Space on a cell whose content is one button presses that button. */
export function isActivationKey(event: Event | null | undefined): boolean {
  return event instanceof KeyboardEvent && (event.key === 'Enter' || event.key === ' ');
}
