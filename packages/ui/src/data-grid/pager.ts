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
