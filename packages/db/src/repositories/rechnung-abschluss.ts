import type { Em } from '../orm.js';
import { RECHNUNG_ABGESCHLOSSEN_SQL } from '../list/sources/rechnung.js';

const list = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/**
 * Sets rechnung.abgeschlossen on every invoice of these orders that RECHNUNG_ABGESCHLOSSEN_SQL calls completed (paid,
 * or cancelled / a cancellation once an invoice of its order is paid). Called in the transaction that writes a payment
 * or a cancellation, after its flush; the rule only ever turns an invoice completed (a payment date and a cancellation
 * are never taken back), so the flag is only ever set. The orders with a paid invoice are read first: MySQL refuses an
 * UPDATE whose subquery reads the table it updates (error 1093), which the rule's `exists` would be.
 */
export async function markAbgeschlossen(em: Em, auftragIds: readonly string[]): Promise<void> {
  if (auftragIds.length === 0) return;
  const paid = (await em.execute(
    `select distinct auftrag_id from rechnung where auftrag_id in (${list(auftragIds.length)}) and bezahlt_am is not null`,
    [...auftragIds],
  )) as Array<{ auftrag_id: string }>;
  const paidIds = paid.map((r) => r.auftrag_id);
  const settled =
    paidIds.length === 0
      ? ''
      : ` or ((storniert <> 0 or storniert_rechnung_id is not null) and auftrag_id in (${list(paidIds.length)}))`;
  await em.execute(
    `update rechnung set abgeschlossen = 1 where auftrag_id in (${list(auftragIds.length)}) and abgeschlossen = 0 and (bezahlt_am is not null${settled})`,
    [...auftragIds, ...paidIds],
  );
}

/**
 * Every invoice the rule calls completed (each start of the embedded database, whose SQLite lets an UPDATE read its own
 * table; the migration keeps its own copy).
 */
export const MARK_ALL_ABGESCHLOSSEN_SQL = `update rechnung as re set abgeschlossen = 1 where re.abgeschlossen = 0 and (${RECHNUNG_ABGESCHLOSSEN_SQL})`;
