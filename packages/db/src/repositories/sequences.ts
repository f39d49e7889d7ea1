import { SqlitePlatform } from '@mikro-orm/sql';
import { Sequence } from '../entities/sequence.js';
import type { Em } from '../orm.js';
import { formatVorgangsnummer } from '@lap/domain';

const TABLE = 'number_sequence';

function isSqlite(em: Em): boolean {
  return em.getPlatform() instanceof SqlitePlatform;
}

/**
 * The next value of the running number `name` in `year` (1, 2, 3 …). Gap-free: the increment is
 * part of the caller's transaction when there is one, so a rollback returns the number.
 */
export async function nextValue(em: Em, name: string, year: number): Promise<number> {
  const sqlite = isSqlite(em);
  if (!sqlite) await ensureRowOutsideTransaction(em, name, year);
  return em.transactional(async (tx) => {
    if (sqlite) {
      // A write first, so the transaction holds SQLite's single write lock from the start.
      await tx.execute(`insert or ignore into \`${TABLE}\` (\`name\`, \`year\`, \`value\`) values (?, ?, 0)`, [
        name,
        year,
      ]);
    }
    const lock = sqlite ? '' : ' for update';
    const rows = await tx.execute<{ value: number }[]>(
      `select \`value\` from \`${TABLE}\` where \`name\` = ? and \`year\` = ?${lock}`,
      [name, year],
    );
    const current = rows[0]?.value;
    if (current === undefined) throw new Error(`Sequence ${name}/${year} is missing`);
    const next = Number(current) + 1;
    await tx.execute(`update \`${TABLE}\` set \`value\` = ? where \`name\` = ? and \`year\` = ?`, [next, name, year]);
    return next;
  });
}

/**
 * Creates the counter row on its own autocommit connection when it does not exist yet. Creating it
 * inside the locking transaction would let two first callers deadlock on InnoDB gap locks. The
 * existence check is a plain read, so it never waits on a lock this transaction already holds.
 */
async function ensureRowOutsideTransaction(em: Em, name: string, year: number): Promise<void> {
  const existing = await em.count(Sequence, { name, year });
  if (existing > 0) return;
  await em
    .getConnection()
    .execute(`insert ignore into \`${TABLE}\` (\`name\`, \`year\`, \`value\`) values (?, ?, 0)`, [name, year], 'run');
}

/** Calendar year in Germany: a request filed at 00:30 on 1 January Berlin time counts for the new year. */
export function germanYear(now: Date): number {
  return Number(new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(now));
}

/** e.g. AS2026-000123 (ARCHITECTURE §5). */
export async function nextVorgangsnummer(em: Em, now: Date = new Date()): Promise<string> {
  const year = germanYear(now);
  return formatVorgangsnummer(year, await nextValue(em, 'vorgangsnummer', year));
}
