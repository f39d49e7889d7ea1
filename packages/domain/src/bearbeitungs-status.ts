import type { TBearbeitungsStatus } from '@lap/contracts';

/** One supplier row of an order, as far as the processing status cares. */
export interface TVersorgerStand {
  /** Switched off (e.g. only a disabled municipality brought it): does not count. */
  inaktiv: boolean;
  /** anfrageStatus ≥ 2: the operator was asked. */
  angefragt: boolean;
  /** anfrageStatus 3: the operator answered. */
  fertig: boolean;
}

/**
 * spec 001 §4 bearbeitungsStatus, derived and never typed: 0 nicht bearbeitet (no supplier list yet),
 * 1 Versorgerliste vollständig (suppliers assigned), 2 alle Betreiber angefragt, 3 Auskünfte vollständig
 * (every active supplier fertig). An order whose suppliers are all inactive stays at 1.
 */
export function deriveBearbeitungsStatus(rows: readonly TVersorgerStand[]): TBearbeitungsStatus {
  const aktiv = rows.filter((r) => !r.inaktiv);
  if (rows.length === 0) return 0;
  if (aktiv.length === 0) return 1;
  if (aktiv.every((r) => r.fertig)) return 3;
  if (aktiv.every((r) => r.angefragt || r.fertig)) return 2;
  return 1;
}

/** A municipality link of a supplier row (gemeindeVersorger). */
export interface TGemeindeLink {
  /** The municipality is switched off for this order. */
  disabled: boolean;
  /** The operator's coverage includes this municipality (for a Netzart of the order). */
  getroffen: boolean;
}

/**
 * A supplier brought only by municipalities that are switched off: it has at least one municipality its
 * coverage hits, and every one of those is disabled. It counts as inactive (never deleted); a row without any
 * hit municipality (added by hand, or by a position) stays active.
 */
export function nurDeaktivierteGemeinden(links: readonly TGemeindeLink[]): boolean {
  const getroffen = links.filter((l) => l.getroffen);
  return getroffen.length > 0 && getroffen.every((l) => l.disabled);
}
