import { APP_BASE_PATH, ZRechnungenListResult, ZVersandteRechnungenListResult, type TFilter, type TListFieldDef, type TRechnungenListRow } from '@lap/contracts';
import { offeneRechnungenListSource, Rechnung, rechnungenListSource, versandteRechnungenListSource, type ListPage } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { isCaseWorker } from '../auftrag/auftrag-access.js';
import { listPage, type TListPageQuery } from '../list.js';
import { rechnungView, rechnungViewsVorab } from './rechnung-access.js';

/**
 * GetRechnungen (/rechnungen): every invoice with its order and customer, auftragsDatum descending, 50 per page; completed
 * ones (prioritaetStatus 6: paid, and the cancelled invoices and cancellations of a paid order) only with the completed
 * toggle; `entwuerfe` shows only the unsent drafts. Money in cents.
 */
export async function listRechnungen(ctx: AuthedContext, query: TListPageQuery & { abgeschlossene: boolean; entwuerfe: boolean }) {
  if (!isCaseWorker(ctx)) throw new AppError('FORBIDDEN');
  const entwuerfe: TFilter[] = query.entwuerfe ? [{ field: 'rechnungsNummer', type: 'text', op: 'blank', value: '' }] : [];
  const source = query.abgeschlossene ? rechnungenListSource : offeneRechnungenListSource;
  const page = await listPage(ctx.em, source, { ...query, filterDto: [...query.filterDto, ...entwuerfe] });
  return ZRechnungenListResult.parse({ ...page, rows: await rowsOf(ctx, page) });
}

/**
 * /rechnungenbezahlt 'Versandte Rechnungen': sent invoices awaiting payment (status 6, no prepayment, not completed),
 * dispatch descending, 50 per page; '{n} Aufträge Abschließen' completes their orders (PutAbgeschlosseneRechnungen).
 */
export async function listVersandteRechnungen(ctx: AuthedContext, query: TListPageQuery) {
  if (!isCaseWorker(ctx)) throw new AppError('FORBIDDEN');
  const page = await listPage(ctx.em, versandteRechnungenListSource, query);
  return ZVersandteRechnungenListResult.parse({ ...page, rows: await rowsOf(ctx, page) });
}

/** The invoice list rows of a page: the invoice, its order and customer, the order's invoice count and link. */
async function rowsOf<F extends Record<string, TListFieldDef>>(ctx: AuthedContext, page: ListPage<F>): Promise<TRechnungenListRow[]> {
  const ids = page.rows.map((r) => String(r.id));
  // no lines: the net sum is kept on the invoice; the addresses and cancellations are looked up once for the page
  const rows = ids.length ? await ctx.em.find(Rechnung, { id: { $in: ids } }, { populate: ['auftrag', 'auftrag.antrag', 'auftrag.antrag.owner', 'storniertRechnung'] }) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const vorab = await rechnungViewsVorab(ctx.em, rows);
  const auftragIds = [...new Set(rows.map((r) => r.auftrag.id))];
  const counts = new Map<string, number>();
  const bezahlteAuftraege = new Set<string>();
  if (auftragIds.length) {
    for (const r of await ctx.em.find(Rechnung, { auftrag: { $in: auftragIds } }, { fields: ['auftrag', 'bezahltAm'] })) {
      counts.set(r.auftrag.id, (counts.get(r.auftrag.id) ?? 0) + 1);
      if (r.bezahltAm) bezahlteAuftraege.add(r.auftrag.id);
    }
  }
  // as RECHNUNG_ABGESCHLOSSEN_SQL: paid, or cancelled / a cancellation in an order with a paid invoice
  const abgeschlossen = (r: (typeof rows)[number]) => !!r.bezahltAm || ((r.storniert || !!r.storniertRechnung) && bezahlteAuftraege.has(r.auftrag.id));
  const out: TRechnungenListRow[] = [];
  for (const id of ids) {
    const r = byId.get(id);
    if (!r) continue;
    const v = await rechnungView(ctx.em, r, vorab.get(r.id));
    const anzahl = counts.get(r.auftrag.id) ?? 1;
    out.push({
      rechnungId: v.rechnungId,
      auftragId: v.auftragId,
      antragId: v.antragId,
      vorgangsnummer: v.vorgangsnummer,
      rechnungsNummer: v.rechnungsNummer,
      rechnungsDatum: v.rechnungsDatum,
      auftragsDatum: v.auftragsDatum,
      rechnungVersand: v.rechnungVersandt,
      rechnungStatus: v.antragStatus,
      auskuenftevollstaendig: r.auftrag.bearbeitungsStatus === 3,
      auftraggeber: v.auftraggeber,
      name: v.name,
      telefon: v.telefon,
      nettoPreis: v.nettoPreis,
      anzahlRechnungen: anzahl,
      prioritaetStatus: abgeschlossen(r) ? 6 : 0,
      vorkasse: v.vorkasse,
      storniert: v.storniert,
      bezahlt: r.bezahltAm !== null && r.bezahltAm !== undefined,
      art: v.art,
      rechnungenAuftragUrl: `${APP_BASE_PATH}/rechnungenauftrag/${r.auftrag.id}, ${anzahl}`,
    });
  }
  return out;
}
