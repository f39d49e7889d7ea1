import { sql } from 'kysely';
import { expect } from 'vitest';
import { RECHNUNG_ABGESCHLOSSEN_SQL, type Database } from '@lap/db';

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

/**
 * Every invoice's kept completion (rechnung.abgeschlossen, what /rechnungen's open list reads) is the rule's
 * (RECHNUNG_ABGESCHLOSSEN_SQL, what each invoice's view shows), with completed and open invoices among them.
 */
export async function expectInvoicesCarryTheirCompletion(db: Database): Promise<void> {
  const k = db.em.fork().getKysely<Record<string, Record<string, unknown>>>();
  const counts = await sql<{ alle: number | string; abgeschlossen: number | string; falsch: number | string }>`
    select count(*) as alle, sum(case when re.abgeschlossen <> 0 then 1 else 0 end) as abgeschlossen,
      sum(case when (re.abgeschlossen <> 0) <> (${sql.raw(RECHNUNG_ABGESCHLOSSEN_SQL)}) then 1 else 0 end) as falsch
    from rechnung re`.execute(k);
  const row = counts.rows[0];
  expect(Number(row?.abgeschlossen)).toBeGreaterThan(0);
  expect(Number(row?.alle)).toBeGreaterThan(Number(row?.abgeschlossen));
  expect(Number(row?.falsch ?? 0)).toBe(0);
}
