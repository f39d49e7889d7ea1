import { ListZaehler, ZAEHLER, type ZaehlerDef } from '../entities/list-zaehler.js';
import type { Em } from '../orm.js';

/** Raised inside a fold whose rows another fold took first: its transaction is rolled back and the list left to it. */
class FoldOvertaken extends Error {}

/**
 * Folds one list's rows of list_zaehler into one per value of its `gruppe`: their sums, or with `recount` its table's
 * rows counted afresh. No lock is taken on anything a writer touches, so no writer waits for a fold and none can
 * deadlock with one: the list's rows (and the fresh counts) are read in one statement — one snapshot, in which every
 * change and the rows its triggers added are visible together or not at all — and exactly those rows are deleted by
 * id. Rows a writer adds meanwhile are not among them and stay, so the total after is the snapshot's total plus every
 * change since. If another fold deleted some of those rows first, this one is rolled back (`FoldOvertaken`).
 * Returns the rows removed.
 */
async function foldList(em: Em, z: ZaehlerDef, recount: boolean): Promise<number> {
  const sum = z.sum ? `coalesce(sum(${z.table}.${z.sum}), 0)` : '0';
  const where = z.where ? ` where ${z.where(z.table)}` : '';
  const from = z.join ? `${z.table} ${z.join}` : z.table;
  const fresh = recount
    ? ` union all select null as id, ${z.gruppe ?? 'null'} as gruppe, count(*) as anzahl, ${sum} as summe_cent from ${from}${where}${z.gruppe ? ` group by ${z.gruppe}` : ''}`
    : '';
  return em.transactional(async (tx) => {
    const rows = (await tx.execute(`select id, gruppe, anzahl, summe_cent from list_zaehler where liste = ?${fresh}`, [
      z.liste,
    ])) as Array<{
      id: number | null;
      gruppe: number | string | null;
      anzahl: number | string;
      summe_cent: number | string;
    }>;
    const kept = rows.filter((r) => r.id !== null);
    const totals = new Map<number | null, { anzahl: number; summe: number }>();
    for (const r of recount ? rows.filter((row) => row.id === null) : kept) {
      const key = r.gruppe === null ? null : Number(r.gruppe);
      const total = totals.get(key) ?? { anzahl: 0, summe: 0 };
      total.anzahl += Number(r.anzahl);
      total.summe += Number(r.summe_cent);
      totals.set(key, total);
    }
    if (!recount && kept.length === totals.size) return 0;
    let deleted = 0;
    for (let i = 0; i < kept.length; i += 1000) {
      deleted += await tx.nativeDelete(ListZaehler, { id: { $in: kept.slice(i, i + 1000).map((r) => Number(r.id)) } });
    }
    if (deleted !== kept.length) throw new FoldOvertaken();
    for (const [gruppe, total] of totals) {
      await tx.execute('insert into list_zaehler (liste, gruppe, anzahl, summe_cent) values (?, ?, ?, ?)', [
        z.liste,
        gruppe,
        total.anzahl,
        total.summe,
      ]);
    }
    return kept.length - totals.size;
  });
}

async function foldEvery(em: Em, recount: boolean): Promise<number> {
  let removed = 0;
  for (const z of Object.values(ZAEHLER)) {
    removed += await foldList(em, z, recount).catch((error: unknown) => {
      if (error instanceof FoldOvertaken) return 0;
      throw error;
    });
  }
  return removed;
}

/** Folds each list's rows into one per value of its `gruppe` (the worker, every 10 minutes). Returns the rows removed. */
export function foldListZaehler(em: Em): Promise<number> {
  return foldEvery(em, false);
}

/**
 * Every list's kept total counted afresh from its table: a start's backfill, and hourly by the worker, which mends a
 * total that a change outside the triggers left wrong (rows a foreign key's cascade deleted on MariaDB, rows written by
 * hand with the triggers dropped). Writers go on meanwhile (see `foldList`).
 */
export async function recountListZaehler(em: Em): Promise<void> {
  await foldEvery(em, true);
}
