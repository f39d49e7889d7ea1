import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '@lap/db';

/** Every invoice carries its order's date (rechnung.auftrags_datum, copied when the invoice is made). */
export async function expectInvoicesCarryTheirOrderDate(db: Database): Promise<void> {
  const k = db.em.fork().getKysely<Record<string, Record<string, unknown>>>();
  const counts = await sql<{ alle: number | string; falsch: number | string }>`
    select count(*) as alle, sum(case when re.auftrags_datum is null or re.auftrags_datum <> au.auftrags_datum then 1 else 0 end) as falsch
    from rechnung re join auftrag au on au.id = re.auftrag_id`.execute(k);
  expect(Number(counts.rows[0]?.alle)).toBeGreaterThan(0);
  expect(Number(counts.rows[0]?.falsch ?? 0)).toBe(0);
}

/** Every dunning notice carries its invoice's net sum and dispatch (copied when the notice is made). */
export async function expectNoticesCarryTheirInvoice(db: Database): Promise<void> {
  const k = db.em.fork().getKysely<Record<string, Record<string, unknown>>>();
  const counts = await sql<{ alle: number | string; falsch: number | string }>`
    select count(*) as alle, sum(case when m.netto_cent is null or m.netto_cent <> re.netto_cent or m.rechnung_versandt is null
      or m.rechnung_versandt <> re.rechnung_versandt then 1 else 0 end) as falsch
    from mahnung m join rechnung re on re.id = m.rechnung_id`.execute(k);
  expect(Number(counts.rows[0]?.alle)).toBeGreaterThan(0);
  expect(Number(counts.rows[0]?.falsch ?? 0)).toBe(0);
}
