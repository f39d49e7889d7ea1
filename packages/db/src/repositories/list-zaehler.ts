import { sql } from 'kysely';
import { ZAEHLER, type ZaehlerDef } from '../entities/list-zaehler.js';
import { dialectOf } from '../list/engine.js';
import type { Em } from '../orm.js';

/** The statement that counts a list's rows afresh into one row of list_zaehler. */
function recountSql(z: ZaehlerDef): string {
  const sum = z.sum ? `coalesce(sum(${z.sum}), 0)` : '0';
  const where = z.where ? ` where ${z.where(z.table)}` : '';
  return `insert into list_zaehler (liste, anzahl, summe_cent) select '${z.liste}', count(*), ${sum} from ${z.table}${where}`;
}

/** Every list's kept total counted afresh from its table, replacing its rows (one transaction; a start's backfill). */
export async function recountListZaehler(em: Em): Promise<void> {
  await em.transactional(async (tx) => {
    await tx.execute('delete from list_zaehler');
    for (const z of Object.values(ZAEHLER)) await tx.execute(recountSql(z));
  });
}

/**
 * Folds each list's rows of list_zaehler into one. The rows are read with a lock (MariaDB: a writer's row not yet
 * committed is waited for, and no writer adds a row of that list until the fold commits) and exactly those rows are
 * replaced by their sum, so a reader — one statement, one snapshot — sees the same total before and after. Lists with a
 * single row are left. Returns the rows removed.
 */
export async function foldListZaehler(em: Em): Promise<number> {
  const lock = dialectOf(em) === 'mysql' ? ' for update' : '';
  let removed = 0;
  for (const { liste } of Object.values(ZAEHLER)) {
    removed += await em.transactional(async (tx) => {
      const k = tx.getKysely();
      const rows = (await sql<{ id: number; anzahl: number | string; summe_cent: number | string }>`select id, anzahl, summe_cent from list_zaehler where liste = ${liste}${sql.raw(lock)}`.execute(k)).rows;
      if (rows.length < 2) return 0;
      const anzahl = rows.reduce((n, r) => n + Number(r.anzahl), 0);
      const summe = rows.reduce((n, r) => n + Number(r.summe_cent), 0);
      for (let i = 0; i < rows.length; i += 1000) {
        const ids = rows.slice(i, i + 1000).map((r) => Number(r.id));
        await tx.execute(`delete from list_zaehler where id in (${ids.map(() => '?').join(', ')})`, ids);
      }
      await tx.execute('insert into list_zaehler (liste, anzahl, summe_cent) values (?, ?, ?)', [liste, anzahl, summe]);
      return rows.length - 1;
    });
  }
  return removed;
}
