import { sql, type SqlBool } from 'kysely';
import { EMAILS_AUFTRAG_LIST, MAILVERSAND_LIST } from '@lap/contracts';
import type { ListSource } from '../engine.js';
import { ZAEHLER } from '../../entities/list-zaehler.js';
import { col, notNullCol } from './column.js';

/** /mailversand: every mail job with its supplier and case number. */
const JOB_FIELDS = [
  'versorgerName',
  'empfaenger',
  'betreff',
  'ort',
  'bearbeiter',
  'versendet',
  'automatikVersand',
  'angefragtDate',
] as const;

export function mailVersandListSource(): ListSource<typeof MAILVERSAND_LIST.fields> {
  return {
    def: MAILVERSAND_LIST,
    base: (k) =>
      k
        .selectFrom('mail_versand_job as j')
        .innerJoin('versorger as v', (j) => j.on(sql<SqlBool>`v.id = j.versorger_id`))
        .innerJoin('auftrag as au', (j) => j.on(sql<SqlBool>`au.id = v.auftrag_id`))
        .innerJoin('antrag as an', (j) => j.on(sql<SqlBool>`an.id = au.antrag_id`)),
    everyRow: true,
    keptTotals: { liste: ZAEHLER.mailversand.liste },
    id: sql`j.id`,
    // the order and request joins are NOT NULL foreign keys to primary keys: one row per job either way
    narrow: [
      { base: (k) => k.selectFrom('mail_versand_job as j'), fields: JOB_FIELDS },
      {
        base: (k) =>
          k
            .selectFrom('mail_versand_job as j')
            .innerJoin('versorger as v', (j) => j.on(sql<SqlBool>`v.id = j.versorger_id`)),
        fields: [...JOB_FIELDS, 'vorlageDate', 'auskunftDate'],
      },
    ],
    columns: {
      // the job's copy of the supplier's name (kept equal by a trigger): sorted from the job's own index
      versorgerName: notNullCol('j.versorger_name'),
      vorgangsnummer: notNullCol('an.vorgangsnummer'),
      empfaenger: col('j.empfaenger'),
      betreff: col('j.betreff'),
      ort: col('j.ort'),
      bearbeiter: col('j.bearbeiter'),
      versendet: col('j.versendet'),
      automatikVersand: col('j.automatik_versand'),
      angefragtDate: col('j.angefragt_date'),
      vorlageDate: col('v.vorlage_datum'),
      auskunftDate: col('v.auskunft_datum'),
    },
  };
}

/**
 * /emails/{auftragId} (issue 42): every supplier row of one order — whatever its channel — with its mail job when it has
 * one. Without a job the row shows the supplier's own address and flag, as the job would start with them.
 */
export function emailsAuftragListSource(scope: { auftragId: string }): ListSource<typeof EMAILS_AUFTRAG_LIST.fields> {
  return {
    def: EMAILS_AUFTRAG_LIST,
    base: (k) =>
      k
        .selectFrom('versorger as v')
        .leftJoin('mail_versand_job as j', (j) => j.on(sql<SqlBool>`j.versorger_id = v.id`))
        .where(sql<SqlBool>`v.auftrag_id = ${scope.auftragId}`),
    id: sql`v.id`,
    columns: {
      versorgerName: notNullCol('v.versorger_name'),
      kanal: notNullCol('v.abfrageart'),
      empfaenger: col('(case when j.id is null then v.email else j.empfaenger end)'),
      betreff: col('j.betreff'),
      versendet: notNullCol('coalesce(j.versendet, 0)'),
      angefragtDate: col('coalesce(j.angefragt_date, v.angefragt_datum)'),
      automatikVersand: notNullCol('(case when j.id is null then v.automatik_versand else j.automatik_versand end)'),
      anhaenge: notNullCol('(select count(*) from mail_anhang a where a.mail_versand_job_id = j.id)'),
      vorlageDate: col('v.vorlage_datum'),
    },
  };
}
