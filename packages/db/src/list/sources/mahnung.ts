import { sql, type SqlBool } from 'kysely';
import { MAHNUNGEN_LIST } from '@lap/contracts';
import type { ListSource } from '../engine.js';
import { ZAEHLER } from '../../entities/list-zaehler.js';
import { col, customerCol, notNullCol } from './column.js';

/**
 * /mahnungen (spec 001 §2): every dunning notice with its invoice, order and customer (the request's owner). `today` is
 * the German calendar day for `ueberschritten` (due and unpaid, the procedure not ended).
 */
const MAHNUNG_FIELDS = [
  'mahnungStatus',
  'mahnungDate',
  'mahnungFaellig',
  'letzteMahnungDate',
  'rechnungVersand',
  'nettoPreis',
  'rechnungsEmail',
  'betreff',
  'abgeschlossen',
] as const;

export function mahnungenListSource(today: string): ListSource<typeof MAHNUNGEN_LIST.fields> {
  return {
    def: MAHNUNGEN_LIST,
    base: (k) =>
      k
        .selectFrom('mahnung as m')
        .innerJoin('rechnung as re', (j) => j.on(sql<SqlBool>`re.id = m.rechnung_id`))
        .innerJoin('auftrag as au', (j) => j.on(sql<SqlBool>`au.id = m.auftrag_id`))
        .innerJoin('antrag as an', (j) => j.on(sql<SqlBool>`an.id = au.antrag_id`))
        .innerJoin('app_user as ku', (j) => j.on(sql<SqlBool>`ku.id = an.owner_id`))
        .leftJoin('app_user as sb', (j) => j.on(sql<SqlBool>`sb.id = m.sachbearbeiter_id`)),
    everyRow: true,
    keptTotals: {
      liste: ZAEHLER.mahnungen.liste,
      sum: 'nettoPreis',
      gruppe: { field: 'mahnungStatus', liste: ZAEHLER.mahnungenNachStufe.liste },
    },
    id: sql`m.id`,
    // every join is a NOT NULL foreign key to a primary key (or a left join to one): one row per dunning notice
    narrow: [
      { base: (k) => k.selectFrom('mahnung as m'), fields: MAHNUNG_FIELDS },
      {
        base: (k) =>
          k.selectFrom('mahnung as m').innerJoin('rechnung as re', (j) => j.on(sql<SqlBool>`re.id = m.rechnung_id`)),
        fields: [...MAHNUNG_FIELDS, 'rechnungsNummer'],
      },
    ],
    columns: {
      vorgangsnummer: notNullCol('an.vorgangsnummer'),
      rechnungsNummer: col('re.rechnungs_nummer'),
      mahnungStatus: col('m.mahnung_status'),
      mahnungDate: col('m.mahnung_date'),
      mahnungFaellig: col('m.mahnung_faellig'),
      letzteMahnungDate: col('(select max(lm.mahnung_date) from mahnung lm where lm.rechnung_id = m.rechnung_id)'),
      // the invoice's dispatch and net sum as copied onto the notice (an issued invoice never changes)
      rechnungVersand: col('m.rechnung_versandt'),
      antragStatus: col('an.antrag_status'),
      firma: customerCol(col('ku.firma')),
      // `||` is OR on MySQL: concatenation differs per dialect.
      antragsteller: customerCol({
        expr: (d) =>
          sql.raw(d === 'mysql' ? "trim(concat(ku.vorname, ' ', ku.name))" : "trim(ku.vorname || ' ' || ku.name)"),
      }),
      telefon: customerCol(col('ku.telefon')),
      rechnungsEmail: col('m.rechnungs_email'),
      betreff: col('m.betreff'),
      sachbearbeiter: {
        expr: (d) =>
          sql.raw(
            `(case when sb.id is null then null else ${d === 'mysql' ? "trim(concat(sb.vorname, ' ', sb.name))" : "trim(sb.vorname || ' ' || sb.name)"} end)`,
          ),
      },
      nettoPreis: col('m.netto_cent'),
      ueberschritten: {
        expr: () =>
          sql`(case when m.mahnung_faellig is not null and m.mahnung_faellig < ${today} and re.bezahlt_am is null and an.antrag_status not in (7, 12) then 1 else 0 end)`,
      },
      abgeschlossen: col('m.abgeschlossen'),
    },
  };
}
