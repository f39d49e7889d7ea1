import { sql, type SqlBool } from 'kysely';
import { RECHNUNGEN_LIST, VERSANDTE_RECHNUNGEN_LIST } from '@lap/contracts';
import type { ListSource } from '../engine.js';
import { versandtOffen, ZAEHLER } from '../../entities/list-zaehler.js';
import { col, customerCol, notNullCol } from './column.js';

/** The invoice with its order: every further join is a NOT NULL foreign key to a primary key (one row per invoice). */
const invoiceWithOrder = (k: Parameters<ListSource<typeof RECHNUNGEN_LIST.fields>['base']>[0]) =>
  k.selectFrom('rechnung as re').innerJoin('auftrag as au', (j) => j.on(sql<SqlBool>`au.id = re.auftrag_id`));
const INVOICE_ONLY = [
  'rechnungsNummer',
  'rechnungsDatum',
  'auftragsDatum',
  'rechnungVersand',
  'nettoPreis',
  'vorkasse',
  'storniert',
  'bezahlt',
] as const;
const invoice = (k: Parameters<ListSource<typeof RECHNUNGEN_LIST.fields>['base']>[0]) => k.selectFrom('rechnung as re');

/** Invoices with their order and customer (the Antrag's owner is the customer who is billed); the lists below scope it. */
const invoiceList: ListSource<typeof RECHNUNGEN_LIST.fields> = {
  def: RECHNUNGEN_LIST,
  base: (k) =>
    k
      .selectFrom('rechnung as re')
      .innerJoin('auftrag as au', (j) => j.on(sql<SqlBool>`au.id = re.auftrag_id`))
      .innerJoin('antrag as an', (j) => j.on(sql<SqlBool>`an.id = au.antrag_id`))
      .innerJoin('app_user as ku', (j) => j.on(sql<SqlBool>`ku.id = an.owner_id`)),
  id: sql`re.id`,
  narrow: [{ base: invoice, fields: INVOICE_ONLY }],
  columns: {
    vorgangsnummer: notNullCol('an.vorgangsnummer'),
    rechnungsNummer: col('re.rechnungs_nummer'),
    rechnungsDatum: col('re.rechnungs_datum'),
    // the order's date as copied onto the invoice (rechnung.auftrags_datum): sorted from the invoice's own index
    auftragsDatum: col('re.auftrags_datum'),
    rechnungVersand: col('re.rechnung_versandt'),
    rechnungStatus: col('an.antrag_status'),
    auftraggeber: customerCol(col('ku.firma')),
    // `||` is OR on MySQL: concatenation differs per dialect.
    name: customerCol({
      expr: (d) =>
        sql.raw(d === 'mysql' ? "trim(concat(ku.vorname, ' ', ku.name))" : "trim(ku.vorname || ' ' || ku.name)"),
    }),
    telefon: customerCol(col('ku.telefon')),
    nettoPreis: notNullCol('re.netto_cent'),
    vorkasse: col('re.vorkasse'),
    storniert: col('re.storniert'),
    bezahlt: col('(case when re.bezahlt_am is null then 0 else 1 end)'),
  },
};

/**
 * The invoice's own indexed columns: a filtered page among the first rows sorted by one of them is looked for among the
 * newest invoices first (`straightFrom`; the last 90 days by number: their newest numbers are the first page).
 */
const INVOICE_ORDER = {
  straightOrder: ['rechnungVersand', 'auftragsDatum', 'rechnungsDatum', 'rechnungsNummer'],
  straightFrom: 'rechnung as re',
} as const;

/** /rechnungen with 'abgeschlossene Rechnungen anzeigen': every invoice. */
export const rechnungenListSource: ListSource<typeof RECHNUNGEN_LIST.fields> = {
  ...invoiceList,
  everyRow: true,
  ...INVOICE_ORDER,
  keptTotals: { liste: ZAEHLER.rechnungen.liste, sum: 'nettoPreis' },
};

/**
 * A completed invoice (prioritaetStatus 6): a paid one, and — once an invoice of its order is paid — a cancelled invoice
 * or a cancellation of that order (the cancellation settled them; nothing is open on them any more).
 */
export const RECHNUNG_ABGESCHLOSSEN_SQL =
  're.bezahlt_am is not null or ((re.storniert <> 0 or re.storniert_rechnung_id is not null) and exists (select 1 from rechnung bz where bz.auftrag_id = re.auftrag_id and bz.bezahlt_am is not null))';

/**
 * /rechnungen without 'abgeschlossene Rechnungen anzeigen': the invoices that are not completed, by the rule above as
 * kept on the row (rechnung.abgeschlossen, markAbgeschlossen): testing the rule per row asked, for each of the many
 * unpaid cancelled invoices, whether its order has a paid one.
 */
export const offeneRechnungenListSource: ListSource<typeof RECHNUNGEN_LIST.fields> = {
  ...invoiceList,
  ...INVOICE_ORDER,
  base: (k, d) => invoiceList.base(k, d).where(sql<SqlBool>`re.abgeschlossen = 0`),
  narrow: [{ base: (k) => invoice(k).where(sql<SqlBool>`re.abgeschlossen = 0`), fields: INVOICE_ONLY }],
  keptTotals: { liste: ZAEHLER.offeneRechnungen.liste, sum: 'nettoPreis' },
};

/**
 * /rechnungenbezahlt 'Versandte Rechnungen' (spec 001 §2): sent invoices awaiting payment — request status 6, no
 * prepayment, not completed (prioritaetStatus 6), neither cancelled nor a cancellation.
 */
const VERSANDT_OFFEN_SQL = `an.antrag_status = 6 and ${versandtOffen('re')}`;
export const versandteRechnungenListSource: ListSource<typeof VERSANDTE_RECHNUNGEN_LIST.fields> = {
  ...invoiceList,
  def: VERSANDTE_RECHNUNGEN_LIST,
  base: (k, d) => invoiceList.base(k, d).where(sql<SqlBool>`${sql.raw(VERSANDT_OFFEN_SQL)}`),
  narrow: [
    {
      base: (k) =>
        invoiceWithOrder(k)
          .innerJoin('antrag as an', (j) => j.on(sql<SqlBool>`an.id = au.antrag_id`))
          .where(sql<SqlBool>`${sql.raw(VERSANDT_OFFEN_SQL)}`),
      fields: [...INVOICE_ONLY, 'vorgangsnummer', 'rechnungStatus'],
    },
  ],
  // about 5 % of the invoices are sent and awaiting payment, most of them the newest: walking the invoice's index finds
  // one of the first pages at once, starting at the requests of status 6 sorts all of them first
  ...INVOICE_ORDER,
  keptTotals: { liste: ZAEHLER.versandteRechnungen.liste, sum: 'nettoPreis' },
};
