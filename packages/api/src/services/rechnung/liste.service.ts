import {
  APP_BASE_PATH,
  ZRechnungenListResult,
  ZVersandteRechnungenListResult,
  type TFilter,
  type TListFieldDef,
  type TRechnungenListRow,
  RECHNUNG_PRIORITAET_STATUS_ID,
} from '@lap/contracts';
import { sql } from 'kysely';
import {
  driverBoolean,
  offeneRechnungenListSource,
  rechnungenListSource,
  versandteRechnungenListSource,
  type ListPage,
} from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { RECIPIENT_COLUMNS, recipientFromColumns, type RecipientColumns } from './rechnung-access.js';
import { listPage, type TListPageQuery } from '../list.js';
import type { StaffContext } from '../../procedures.js';

/**
 * GetRechnungen (/rechnungen): every invoice with its order and customer, auftragsDatum descending, 50 per page; completed
 * ones (prioritaetStatus 6: paid, and the cancelled invoices and cancellations of a paid order) only with the completed
 * toggle; `entwuerfe` shows only the unsent drafts. Money in cents.
 */
export async function listRechnungen(
  ctx: StaffContext,
  query: TListPageQuery & { abgeschlossene: boolean; entwuerfe: boolean },
) {
  const entwuerfe: TFilter[] = query.entwuerfe
    ? [{ field: 'rechnungsNummer', type: 'text', op: 'blank', value: '' }]
    : [];
  const source = query.abgeschlossene ? rechnungenListSource : offeneRechnungenListSource;
  const page = await listPage(ctx.em, source, { ...query, filterDto: [...query.filterDto, ...entwuerfe] });
  return ZRechnungenListResult.parse({ ...page, rows: await rowsOf(ctx, page) });
}

/**
 * /rechnungenbezahlt 'Versandte Rechnungen': sent invoices awaiting payment (status 6, no prepayment, not completed),
 * dispatch descending, 50 per page; '{n} Aufträge Abschließen' completes their orders (PutAbgeschlosseneRechnungen).
 */
export async function listVersandteRechnungen(ctx: StaffContext, query: TListPageQuery) {
  const page = await listPage(ctx.em, versandteRechnungenListSource, query);
  return ZVersandteRechnungenListResult.parse({ ...page, rows: await rowsOf(ctx, page) });
}

/** What the invoice list rows need beyond the list query's own columns, for one page (one statement). */
interface RechnungZeileExtra extends RecipientColumns {
  id: string;
  auftrag_id: string;
  antrag_id: string;
  bearbeitungs_status: number;
  gebuehren_rechnung: unknown;
  storniert_rechnung_id: string | null;
  anzahl: number | bigint | string;
  auftrag_bezahlt: unknown;
}

/**
 * The invoice list rows of a page: the list query's columns plus, in one statement, the order, the invoice address, the
 * buyer and the order's invoice count — as rechnungView shows them (the buyer frozen on the invoice, else the invoice
 * address, else the customer), without loading the page's invoices, orders, requests and customers as entities (that
 * hydration was most of a page's CPU; see docs/decisions/lists-and-grids.md).
 */
async function rowsOf<F extends Record<string, TListFieldDef>>(
  ctx: AuthedContext,
  page: ListPage<F>,
): Promise<TRechnungenListRow[]> {
  const ids = page.rows.map((r) => String(r.id));
  if (ids.length === 0) return [];
  const k = ctx.em.getKysely<Record<string, Record<string, unknown>>>();
  const extras = await sql<RechnungZeileExtra>`
    select re.id, re.auftrag_id, an.id as antrag_id, au.bearbeitungs_status, re.gebuehren_rechnung, re.storniert_rechnung_id, ${RECIPIENT_COLUMNS},
      (select count(*) from rechnung c where c.auftrag_id = re.auftrag_id) as anzahl,
      (case when exists (select 1 from rechnung b where b.auftrag_id = re.auftrag_id and b.bezahlt_am is not null) then 1 else 0 end) as auftrag_bezahlt
    from rechnung re
    join auftrag au on au.id = re.auftrag_id
    join antrag an on an.id = au.antrag_id
    join app_user ku on ku.id = an.owner_id
    left join rechnungsadresse ra on ra.antrag_id = an.id
    where re.id in (${sql.join(ids)})`.execute(k);
  const byId = new Map(extras.rows.map((e) => [e.id, e]));
  const out: TRechnungenListRow[] = [];
  for (const row of page.rows) {
    const e = byId.get(String(row.id));
    if (!e) continue;
    const anzahl = Number(e.anzahl);
    const storniert = row['storniert'] === true;
    const bezahlt = row['bezahlt'] === true;
    const storno = e.storniert_rechnung_id !== null;
    const vorkasse = row['vorkasse'] === true;
    out.push({
      rechnungId: e.id,
      auftragId: e.auftrag_id,
      antragId: e.antrag_id,
      vorgangsnummer: String(row['vorgangsnummer']),
      rechnungsNummer: (row['rechnungsNummer'] as string | null) ?? null,
      rechnungsDatum: (row['rechnungsDatum'] as string | null) ?? null,
      auftragsDatum: String(row['auftragsDatum']),
      rechnungVersand: (row['rechnungVersand'] as string | null) ?? null,
      rechnungStatus: Number(row['rechnungStatus']),
      auskuenftevollstaendig: Number(e.bearbeitungs_status) === 3,
      ...recipientFromColumns(e),
      telefon: (row['telefon'] as string | null) || null,
      nettoPreis: Number(row['nettoPreis']),
      anzahlRechnungen: anzahl,
      // as RECHNUNG_ABGESCHLOSSEN_SQL: paid, or cancelled / a cancellation in an order with a paid invoice
      prioritaetStatus:
        bezahlt || ((storniert || storno) && driverBoolean(e.auftrag_bezahlt))
          ? RECHNUNG_PRIORITAET_STATUS_ID.abgeschlossen
          : RECHNUNG_PRIORITAET_STATUS_ID.offen,
      vorkasse,
      storniert,
      bezahlt,
      // as artOf (rechnung-access.ts)
      art: storno ? 'storno' : driverBoolean(e.gebuehren_rechnung) ? 'gebuehr' : vorkasse ? 'vorkasse' : 'rechnung',
      rechnungenAuftragUrl: `${APP_BASE_PATH}/rechnungenauftrag/${e.auftrag_id}, ${anzahl}`,
    });
  }
  return out;
}
