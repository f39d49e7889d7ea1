import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { AUFTRAEGE_LIST, VORKASSEN_LIST } from '@lap/contracts';
import type { Dialect, ListSelect, ListSource } from '../engine.js';
import { col, notNullCol } from './column.js';

/** The Auftraggeber party of the request (personTyp 2), or the applicant (1) when they are the same. */
const party = (field: string) => col(`(case when pa.id is null then pe.${field} else pa.${field} end)`);

/** `||` is OR on MySQL: concatenation and date formatting differ per dialect. */
function concat(d: Dialect, parts: string[]): string {
  return d === 'mysql' ? `concat(${parts.join(', ')})` : `(${parts.join(' || ')})`;
}
function germanDay(d: Dialect, column: string): string {
  return d === 'mysql'
    ? `date_format(${column}, '%d.%m.%Y')`
    : `(substr(${column}, 9, 2) || '.' || substr(${column}, 6, 2) || '.' || substr(${column}, 1, 4))`;
}

/** Overdue: not finished (bearbeitungsStatus 3) and today (a German day) after the deadline (`@lap/domain` istUeberschritten). */
export function ueberschrittenSql(today: string): RawBuilder<unknown> {
  return sql`(case when au.bearbeitungs_status <> 3 and au.bearbeitungs_frist is not null and au.bearbeitungs_frist < ${today} then 1 else 0 end)`;
}

/** The order, its request, applicant (pe), Auftraggeber party (pa) and case worker (bu). */
const orderBase = (k: Parameters<ListSource<typeof AUFTRAEGE_LIST.fields>['base']>[0]) =>
  k
    .selectFrom('auftrag as au')
    .innerJoin('antrag as an', (j) => j.on(sql<SqlBool>`an.id = au.antrag_id`))
    .innerJoin('person as pe', (j) => j.on(sql<SqlBool>`pe.antrag_id = an.id and pe.person_typ = 1`))
    .leftJoin('person as pa', (j) => j.on(sql<SqlBool>`pa.antrag_id = an.id and pa.person_typ = 2`))
    .leftJoin('app_user as bu', (j) => j.on(sql<SqlBool>`bu.id = au.bearbeiter_id`));

/** Order columns of the order table alone (the narrow base: every request has exactly one applicant, personTyp 1). */
const ORDER_ONLY = ['auftragsDatum', 'prioritaet', 'auftragId', 'bemerkung', 'vorkasse'] as const;

/** Columns an order row and a prepayment row share. */
const orderColumns = {
  vorgangsnummer: notNullCol('an.vorgangsnummer'),
  zeitraumBearbeitung: {
    expr: (d: Dialect) => sql.raw(concat(d, [germanDay(d, 'an.baustart'), "' – '", germanDay(d, 'an.bauende')])),
  },
  auftragsDatum: notNullCol('au.auftrags_datum'),
  baubeginn: col('an.baustart'),
  auftraggeber: party('firma'),
  name: {
    expr: (d: Dialect) =>
      sql.raw(
        `trim(${concat(d, ['(case when pa.id is null then pe.vorname else pa.vorname end)', "' '", '(case when pa.id is null then pe.name else pa.name end)'])})`,
      ),
  },
  // the request's place: a few thousand names over years of requests, read by the antrag (ort) index
  ort: { ...col('an.ort'), fewValues: { table: 'antrag', column: 'ort' } },
  strasseHNr: { expr: (d: Dialect) => sql.raw(`trim(${concat(d, ['an.strasse', "' '", 'an.hausnummer'])})`) },
  telefon: party('telefon'),
  baumassnahmeOrPlanung: col("(case when an.vorgangsart = 2 then 'Planung' else 'Baumaßnahme' end)"),
  prioritaet: col('au.prioritaet'),
  auftragId: col('au.id'),
  antragId: col('an.id'),
  bemerkung: col('au.bemerkung'),
  vorkasse: col('au.vorkasse'),
};

/** A prepayment order whose payment has not arrived (CompleteVorkassen not yet run for it). */
export const VORKASSE_OFFEN_SQL = 'au.vorkasse = 1 and au.vorkasse_bezahlt_am is null';

/**
 * The orders of /auftraege (spec 001 §2). Without `abgeschlossene` finished orders (bearbeitungsStatus 3) and
 * prepayment orders whose payment is still open are hidden. `today` is the German calendar day for `ueberschritten`.
 */
export function auftraegeListSource(scope: {
  abgeschlossene: boolean;
  today: string;
}): ListSource<typeof AUFTRAEGE_LIST.fields> {
  const scoped = (q: ListSelect) =>
    scope.abgeschlossene
      ? q
      : q.where(sql<SqlBool>`au.bearbeitungs_status <> 3 and not (${sql.raw(VORKASSE_OFFEN_SQL)})`);
  return {
    def: AUFTRAEGE_LIST,
    base: (k) => scoped(orderBase(k)),
    everyRow: scope.abgeschlossene,
    id: sql`au.id`,
    narrow: [
      {
        base: (k) => scoped(k.selectFrom('auftrag as au')),
        fields: [...ORDER_ONLY, 'bearbeitungsFrist', 'bearbeitungsStatus', 'ueberschritten'],
      },
    ],
    columns: {
      ...orderColumns,
      bearbeitungsFrist: col('au.bearbeitungs_frist'),
      bearbeitungsStatus: col('au.bearbeitungs_status'),
      bearbeiter: {
        expr: (d) =>
          sql.raw(`(case when bu.id is null then null else trim(${concat(d, ['bu.vorname', "' '", 'bu.name'])}) end)`),
      },
      ueberschritten: { expr: () => ueberschrittenSql(scope.today) },
    },
  };
}

/** The newest uncancelled prepayment invoice of the order (its number, dispatch, net). */
const VORKASSE_RECHNUNG = (column: string) =>
  `(select ${column} from rechnung vr where vr.auftrag_id = au.id and vr.vorkasse = 1 and vr.storniert = 0 and vr.storniert_rechnung_id is null order by vr.created_at desc limit 1)`;

/** /vorkasselist (spec 001 §2, §3 Prepayment row): prepayment orders whose payment is still open. */
export const vorkassenListSource: ListSource<typeof VORKASSEN_LIST.fields> = {
  def: VORKASSEN_LIST,
  base: (k) => orderBase(k).where(sql<SqlBool>`${sql.raw(VORKASSE_OFFEN_SQL)}`),
  id: sql`au.id`,
  // the invoice columns are subqueries on the order alone: the total and its net sum need no request or person
  narrow: [
    {
      base: (k) => k.selectFrom('auftrag as au').where(sql<SqlBool>`${sql.raw(VORKASSE_OFFEN_SQL)}`),
      fields: [...ORDER_ONLY, 'rechnungsNummer', 'rechnungVersand', 'nettoPreis'],
    },
  ],
  columns: {
    ...orderColumns,
    rechnungsNummer: col(VORKASSE_RECHNUNG('vr.rechnungs_nummer')),
    rechnungVersand: col(VORKASSE_RECHNUNG('vr.rechnung_versandt')),
    nettoPreis: col(VORKASSE_RECHNUNG('vr.netto_cent')),
  },
};
