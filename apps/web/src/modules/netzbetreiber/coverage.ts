import type { TGemeindeRef, TNetzbetreiberCoverage } from '@lap/contracts';

export type CoveredGemeinde = TNetzbetreiberCoverage['gemeinden'][number];

/** Rows per page of the covered-municipalities table (a district has up to ~60). */
export const ABDECKUNG_PAGE_SIZE = 25;

/** The selection of municipalities to add or remove, by id, in the order they were chosen. */
export function withGemeinden(
  selection: ReadonlyMap<number, TGemeindeRef>,
  gemeinden: readonly TGemeindeRef[],
): Map<number, TGemeindeRef> {
  const next = new Map(selection);
  for (const g of gemeinden)
    if (!next.has(g.id)) next.set(g.id, { id: g.id, ags: g.ags, name: g.name, kreis: g.kreis });
  return next;
}

export function withoutGemeinde(selection: ReadonlyMap<number, TGemeindeRef>, id: number): Map<number, TGemeindeRef> {
  const next = new Map(selection);
  next.delete(id);
  return next;
}

/** The covered municipalities matching the table's filter: name or AGS contains the text, and the Netzart is covered. */
export function filterCovered(
  gemeinden: readonly CoveredGemeinde[],
  text: string,
  netzartId: number | null,
): CoveredGemeinde[] {
  const needle = text.trim().toLocaleLowerCase('de-DE');
  return gemeinden
    .filter(
      (g) =>
        (netzartId === null || g.netzartIds.includes(netzartId)) &&
        (needle === '' || g.name.toLocaleLowerCase('de-DE').includes(needle) || g.ags.startsWith(needle)),
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'de-DE') || a.ags.localeCompare(b.ags));
}

/** One page (1-based) of rows, and the number of pages (at least 1). */
export function pageOf<T>(
  rows: readonly T[],
  page: number,
  size = ABDECKUNG_PAGE_SIZE,
): { rows: T[]; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { rows: rows.slice((current - 1) * size, current * size), pages, page: current };
}
