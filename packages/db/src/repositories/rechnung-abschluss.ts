import type { Em } from '../orm.js';
import { RECHNUNG_ABGESCHLOSSEN_SQL } from '../list/sources/rechnung.js';

/**
 * Sets rechnung.abgeschlossen on every invoice of these orders that RECHNUNG_ABGESCHLOSSEN_SQL calls completed (paid,
 * or cancelled / a cancellation once an invoice of its order is paid). Called in the transaction that writes a payment
 * or a cancellation, after its flush; the rule only ever turns an invoice completed (a payment date and a cancellation
 * are never taken back), so the flag is only ever set.
 */
export async function markAbgeschlossen(em: Em, auftragIds: readonly string[]): Promise<void> {
  if (auftragIds.length === 0) return;
  await em.execute(
    `update rechnung as re set abgeschlossen = 1 where re.auftrag_id in (${auftragIds.map(() => '?').join(', ')}) and re.abgeschlossen = 0 and (${RECHNUNG_ABGESCHLOSSEN_SQL})`,
    [...auftragIds],
  );
}

/** Every invoice the rule calls completed (each start of the embedded database; the migration keeps its own copy). */
export const MARK_ALL_ABGESCHLOSSEN_SQL = `update rechnung as re set abgeschlossen = 1 where re.abgeschlossen = 0 and (${RECHNUNG_ABGESCHLOSSEN_SQL})`;
