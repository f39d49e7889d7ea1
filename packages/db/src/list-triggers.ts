// The embedded SQLite gets its schema, triggers included (the net sums of entities/columns.ts nettoTriggers, the mail
// job's supplier name of entities/versorger.ts), from the entities on every start. A database from before those
// triggers gets the values they keep computed once, in the same start, before anyone reads them (MariaDB does the same
// in the migration list_sums).
import type { Em } from './orm.js';
import { recountListZaehler } from './repositories/list-zaehler.js';
import { MARK_ALL_ABGESCHLOSSEN_SQL } from './repositories/rechnung-abschluss.js';

/** Every trigger that keeps a list column (the values are computed once on a start that finds one missing). */
export const LIST_TRIGGERS = [
  'angebot_position_netto_ai',
  'angebot_position_netto_ad',
  'angebot_position_netto_au',
  'rechnungs_position_netto_ai',
  'rechnungs_position_netto_ad',
  'rechnungs_position_netto_au',
  'versorger_name_job_au',
  'angebot_versand_antrag_ai',
  'angebot_versand_antrag_au',
  'angebot_versand_antrag_ad',
  'angebot_netto_antrag_ai',
  'angebot_netto_antrag_au',
  'angebot_netto_antrag_ad',
  'mail_versand_job_zaehler_ai',
  'mail_versand_job_zaehler_ad',
  'rechnung_zaehler_ai',
  'rechnung_zaehler_ad',
  'rechnung_zaehler_au',
  'mahnung_zaehler_ai',
  'mahnung_zaehler_ad',
  'mahnung_zaehler_au',
  'rechnung_versandt_ai',
  'rechnung_versandt_ad',
  'rechnung_versandt_au',
  'antrag_versandt_au',
] as const;

/** Whether every list trigger is installed (read before the schema update). */
export async function sqliteHasListTriggers(em: Em): Promise<boolean> {
  const rows = (await em.getConnection().execute(`select name from sqlite_master where type = 'trigger'`)) as Array<{
    name: string;
  }>;
  const present = new Set(rows.map((r) => r.name));
  return LIST_TRIGGERS.every((name) => present.has(name));
}

/** Sets every offer's and invoice's net sum and every mail job's supplier name from their sources (one transaction), then the lists' kept totals. */
export async function backfillListColumns(em: Em): Promise<void> {
  await em.transactional(async (tx) => {
    await tx.execute(
      'update angebot set netto_cent = coalesce((select sum(p.gesamtpreis_cent) from angebot_position p where p.angebot_id = angebot.id), 0)',
    );
    await tx.execute(
      'update rechnung set netto_cent = coalesce((select sum(p.gesamtpreis_cent) from rechnungs_position p where p.rechnung_id = rechnung.id), 0)',
    );
    await tx.execute(
      'update mail_versand_job set versorger_name = (select v.versorger_name from versorger v where v.id = mail_versand_job.versorger_id)',
    );
  });
  // the lists' kept totals, counted after the updates above (their triggers added rows for them)
  await recountListZaehler(em);
}

/**
 * Invoices from before rechnung.auftrags_datum get their order's date and those from before rechnung.abgeschlossen
 * their completion, dunning notices from before mahnung.netto_cent their invoice's net sum and dispatch, requests from
 * before antrag.angebot_versand their sent offer's dispatch (no-ops once every row has them; the triggers and
 * markAbgeschlossen keep them from then on); requests with an offer from before antrag.angebot_netto_cent its net sum.
 */
export async function backfillCopiedListColumns(em: Em): Promise<void> {
  await em.execute(
    'update antrag set angebot_versand = (select ag.angebot_versand from angebot ag where ag.antrag_id = antrag.id) where angebot_versand is null and exists (select 1 from angebot ag where ag.antrag_id = antrag.id and ag.angebot_versand is not null)',
  );
  await em.execute(
    'update antrag set angebot_netto_cent = (select ag.netto_cent from angebot ag where ag.antrag_id = antrag.id) where angebot_netto_cent is null and exists (select 1 from angebot ag where ag.antrag_id = antrag.id)',
  );
  // invoices from before rechnung.abgeschlossen: their completion (a no-op once every completed one carries it)
  await em.execute(MARK_ALL_ABGESCHLOSSEN_SQL);
  await em.execute(
    'update rechnung set auftrags_datum = (select au.auftrags_datum from auftrag au where au.id = rechnung.auftrag_id) where auftrags_datum is null',
  );
  await em.execute(
    'update mahnung set netto_cent = (select re.netto_cent from rechnung re where re.id = mahnung.rechnung_id), rechnung_versandt = (select re.rechnung_versandt from rechnung re where re.id = mahnung.rechnung_id) where netto_cent is null',
  );
}
