import { sql } from 'kysely';
import { ZAEHLER, type ZaehlerDef } from '../entities/list-zaehler.js';
import { dialectOf } from '../list/engine.js';
import type { Em } from '../orm.js';

/** The statement that counts a list's rows afresh into list_zaehler: one row, or one per value of its `gruppe`. */
function recountSql(z: ZaehlerDef): string {
  const sum = z.sum ? `coalesce(sum(${z.sum}), 0)` : '0';
  const where = z.where ? ` where ${z.where(z.table)}` : '';
  if (z.gruppe) return `insert into list_zaehler (liste, gruppe, anzahl, summe_cent) select '${z.liste}', ${z.gruppe}, count(*), ${sum} from ${z.table}${where} group by ${z.gruppe}`;
  return `insert into list_zaehler (liste, gruppe, anzahl, summe_cent) select '${z.liste}', null, count(*), ${sum} from ${z.table}${where}`;
}

/** Every list's kept total counted afresh from its table, replacing its rows (one transaction; a start's backfill). */
export async function recountListZaehler(em: Em): Promise<void> {
  await em.transactional(async (tx) => {
    await tx.execute('delete from list_zaehler');
    for (const z of Object.values(ZAEHLER)) await tx.execute(recountSql(z));
  });
}

/**
 * Folds each list's rows of list_zaehler into one (per value of its `gruppe`). The rows are read with a lock (MariaDB: a
 * writer's row not yet committed is waited for, and no writer adds a row of that list until the fold commits) and
 * exactly those rows are replaced by their sums, so a reader — one statement, one snapshot — sees the same total before
 * and after. A list already one row per value is left. Returns the rows removed.
 */
export async function foldListZaehler(em: Em): Promise<number> {
  const lock = dialectOf(em) === 'mysql' ? ' for update' : '';
  let removed = 0;
  for (const { liste } of Object.values(ZAEHLER)) {
    removed += await em.transactional(async (tx) => {
      const rows = (
        await sql<{ id: number; gruppe: number | null; anzahl: number | string; summe_cent: number | string }>`select id, gruppe, anzahl, summe_cent from list_zaehler where liste = ${liste}${sql.raw(lock)}`.execute(
          tx.getKysely(),
        )
      ).rows;
      const sums = new Map<number | null, { anzahl: number; summe: number }>();
      for (const r of rows) {
        const key = r.gruppe === null ? null : Number(r.gruppe);
        const sum = sums.get(key) ?? { anzahl: 0, summe: 0 };
        sum.anzahl += Number(r.anzahl);
        sum.summe += Number(r.summe_cent);
        sums.set(key, sum);
      }
      if (rows.length === sums.size) return 0;
      for (let i = 0; i < rows.length; i += 1000) {
        const ids = rows.slice(i, i + 1000).map((r) => Number(r.id));
        await tx.execute(`delete from list_zaehler where id in (${ids.map(() => '?').join(', ')})`, ids);
      }
      for (const [gruppe, sum] of sums) {
        await tx.execute('insert into list_zaehler (liste, gruppe, anzahl, summe_cent) values (?, ?, ?, ?)', [liste, gruppe, sum.anzahl, sum.summe]);
      }
      return rows.length - sums.size;
    });
  }
  return removed;
}
