import { sql } from 'kysely';
import type { Em } from '../orm.js';
import { driverInstant } from '../list/engine.js';

/** Rows younger than this are left to the live count on a first refresh: a transaction that wrote an older row has long ended. */
export const HISTORIE_STAND_SETTLED_MS = 5 * 60 * 1000;

/**
 * Counts every person's history rows up to a row id every row below which is committed, and replaces historie_stand
 * with the result (entities/historie-stand.ts). That id is the highest one the previous refresh saw (ids are handed out
 * in order, so every row below it had been started by then and its transaction has ended since: the refresh runs
 * every 10 minutes), or the newest row older than HISTORIE_STAND_SETTLED_MS if that is higher (a first refresh, and
 * rows written before the dates of imported or generated history run out of order). A row of a transaction still open
 * is invisible to the count: an id below one of those would leave it out for good, until a refresh recounts.
 * The count is a plain read (no locks on historie: an INSERT … SELECT would lock the index it scans against everyone
 * recording an action); the replacement is one short transaction over a row per person, which readers see whole or
 * not at all. Returns the rows written and the id counted up to.
 */
export async function refreshHistorieStand(em: Em, now = new Date()): Promise<{ personen: number; bisId: number }> {
  const k = em.getKysely();
  const settled = new Date(now.getTime() - HISTORIE_STAND_SETTLED_MS);
  const newest = (
    await sql<{
      id: number;
      created_at: unknown;
    }>`select id, created_at from historie order by id desc limit 1`.execute(k)
  ).rows[0];
  const hoechsteId = newest ? Number(newest.id) : 0;
  const seen = Number(
    (await sql<{ id: number | null }>`select max(hoechste_id) as id from historie_stand`.execute(k)).rows[0]?.id ?? 0,
  );
  let bySettledDate = 0;
  if (newest && driverInstant(newest.created_at) < settled) bySettledDate = hoechsteId;
  else if (newest) {
    const before = em.getPlatform().processDateProperty(settled);
    const row = (
      await sql<{
        id: number;
      }>`select id from historie where created_at < ${before} order by created_at desc, id desc limit 1`.execute(k)
    ).rows[0];
    bySettledDate = row ? Number(row.id) : 0;
  }
  const bisId = Math.min(hoechsteId, Math.max(seen, bySettledDate));
  const counts = (
    await sql<{
      user_id: string;
      anzahl: number | string;
    }>`select user_id, count(*) as anzahl from historie where user_id is not null and id <= ${bisId} group by user_id`.execute(
      k,
    )
  ).rows;
  await em.transactional(async (tx) => {
    await tx.execute('delete from historie_stand');
    for (let i = 0; i < counts.length; i += 500) {
      const chunk = counts.slice(i, i + 500);
      await tx.execute(
        `insert into historie_stand (user_id, bis_id, anzahl, hoechste_id) values ${chunk.map(() => '(?, ?, ?, ?)').join(', ')}`,
        chunk.flatMap((c) => [c.user_id, bisId, Number(c.anzahl), hoechsteId]),
      );
    }
  });
  return { personen: counts.length, bisId };
}
