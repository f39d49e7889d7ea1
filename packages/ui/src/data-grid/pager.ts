/** spec 000 §9: the pager shows a window of 4 page numbers. */
export const PAGE_WINDOW = 4;

export function pageCount(total: number, pageSize: number): number {
  if (total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/**
 * The page numbers to show: `size` consecutive pages, the current one second from the left where possible
 * (so one step back is always in reach), clamped to 1…last.
 */
export function pageWindow(page: number, pages: number, size: number = PAGE_WINDOW): number[] {
  const last = Math.max(1, pages);
  const current = Math.min(Math.max(1, page), last);
  const width = Math.min(size, last);
  const start = Math.min(Math.max(1, current - 1), last - width + 1);
  return Array.from({ length: width }, (_, i) => start + i);
}

/** 'x–y von N' (German: en dash, dot thousands), '0 von 0' when empty. */
export function rangeLabel(page: number, pageSize: number, total: number): string {
  const fmt = (n: number) => n.toLocaleString('de-DE');
  if (total <= 0) return '0 von 0';
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  if (from > total) return `0 von ${fmt(total)}`;
  return `${fmt(from)}–${fmt(to)} von ${fmt(total)}`;
}

/**
 * The total as far as the page tells it: the counted total when there is one; otherwise a page with fewer rows than
 * its size (or the first page, empty) is the last, so the total is its offset plus its rows. null: still unknown.
 */
export function knownTotal(total: number | null, page: number, pageSize: number, rowCount: number): number | null {
  if (total !== null) return total;
  if (rowCount < pageSize && (rowCount > 0 || page === 1)) return (page - 1) * pageSize + rowCount;
  return null;
}

/** 'x–y von …' while the total is being counted (the page is full, so there is at least one more row or page). */
export function pendingRangeLabel(page: number, pageSize: number, rowCount: number): string {
  const fmt = (n: number) => n.toLocaleString('de-DE');
  if (rowCount <= 0) return 'von …';
  const from = (page - 1) * pageSize + 1;
  return `${fmt(from)}–${fmt(from + rowCount - 1)} von …`;
}
