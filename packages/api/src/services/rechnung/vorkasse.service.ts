import {
  RECHNUNG_MSG,
  VORKASSE_MSG,
  ZVorkassenListResult,
  ANTRAG_STATUS_OFFEN_GEMAHNT,
  ANTRAG_STATUS_ID,
  HISTORIE_AKTION_ID,
} from '@lap/contracts';
import { bearbeitungsFrist, germanToday } from '@lap/domain';
import {
  Antrag,
  Auftrag,
  Historie,
  Mahnung,
  markAbgeschlossen,
  Rechnung,
  Rechnungsadresse,
  vorkassenListSource,
  type Em,
  type IAuftrag,
} from '@lap/db';
import { AppError } from '../../errors.js';
import { isUuid } from '../ids.js';
import { listPage, type TListPageQuery } from '../list.js';
import { positionenAusAngebot } from './entwurf.service.js';
import { adresseOf } from './rechnung-access.js';
import { issueAndSend, type RechnungDeps } from './senden.service.js';
import type { StaffContext } from '../../procedures.js';

/**
 * The prepayment invoice of an order accepted with Vorkasse (spec 001 §2: 'an order with vorkasse gets its invoice right
 * away'): a draft from the accepted offer, in the transaction that creates the order. The worker sends it as soon as the
 * invoice address is known (`sendeFaelligeVorkasseRechnungen`).
 */
export async function vorkasseEntwurf(em: Em, auftrag: IAuftrag): Promise<void> {
  const adresse = await adresseOf(em, auftrag.antrag.id);
  const rechnung = em.create(Rechnung, {
    auftrag,
    vorkasse: true,
    autoVersand: true,
    ustIdNr: adresse?.ausland ? (adresse.ustIdNr ?? null) : null,
    ausland: adresse?.ausland ?? false,
    mwst: 19,
  });
  await positionenAusAngebot(em, rechnung, auftrag.antrag.id);
}

/** How many prepayment invoices one worker round sends at most (each renders three documents). */
const ROUND_LIMIT = 10;

/**
 * Worker step: sends the prepayment invoices made at acceptance whose request has an invoice address now — number,
 * documents, mail to the invoice address, request status 6 — with no case worker as sender. One that fails is left to
 * the case worker (autoVersand off, its draft stays on /rechnung/{auftragId}) and reported to the caller.
 */
export async function sendeFaelligeVorkasseRechnungen(
  deps: RechnungDeps,
  root: Em,
  now = new Date(),
): Promise<{ sent: number; failed: Array<{ rechnungId: string; error: unknown }> }> {
  const em = root.fork();
  const waiting = await em.find(
    Rechnung,
    { autoVersand: true, rechnungsNummer: null, storniert: false },
    { populate: ['auftrag'], orderBy: { createdAt: 'asc' }, limit: 200 },
  );
  const antragIds = waiting.map((r) => r.auftrag.antrag.id);
  const withAddress = new Set(
    antragIds.length
      ? (await em.find(Rechnungsadresse, { antrag: { $in: antragIds } }, { fields: ['antrag'] })).map(
          (a) => a.antrag.id,
        )
      : [],
  );
  const due = waiting.filter((r) => withAddress.has(r.auftrag.antrag.id)).slice(0, ROUND_LIMIT);
  let sent = 0;
  const failed: Array<{ rechnungId: string; error: unknown }> = [];
  for (const { id } of due) {
    try {
      await issueAndSend(deps, root, null, id, now);
      sent += 1;
    } catch (error) {
      failed.push({ rechnungId: id, error });
      await root.fork().nativeUpdate(Rechnung, { id }, { autoVersand: false });
    }
  }
  return { sent, failed };
}

/** /vorkasselist: prepayment orders whose payment is open, auftragsDatum descending, 50 per page (money in cents). */
export async function listVorkassen(ctx: StaffContext, query: TListPageQuery) {
  return ZVorkassenListResult.parse(await listPage(ctx.em, vorkassenListSource, query));
}

/**
 * PUT api/Auftraege/CompleteVorkassen (a list of ids: the order's auftragId or, as the prepayment row carries it, its
 * antragId): the prepayment arrived. The order is released for processing (it leaves /vorkasselist and shows on
 * /auftraege, its deadline counted from today), its issued prepayment invoices are paid and the request moves from
 * 'Rechnung versendet' or dunning (6, 9–11) to 'Rechnung bezahlt' (7) — the customer is no longer an Erstkunde — and open
 * dunning notices are closed. All or nothing: an unknown
 * id, an order without prepayment or one already completed refuses the whole list with its case numbers.
 */
export async function completeVorkassen(
  ctx: StaffContext,
  ids: string[],
  now = new Date(),
): Promise<{ abgeschlossen: number; message: string }> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (wanted.some((id) => !isUuid(id))) throw new AppError('NOT_FOUND', RECHNUNG_MSG.auftragNichtGefunden);
  return ctx.em.transactional(async (em) => {
    const auftraege = await em.find(
      Auftrag,
      { $or: [{ id: { $in: wanted } }, { antrag: { $in: wanted } }] },
      { populate: ['antrag'] },
    );
    const found = new Set(auftraege.flatMap((a) => [a.id, a.antrag.id]));
    if (wanted.some((id) => !found.has(id))) throw new AppError('NOT_FOUND', RECHNUNG_MSG.auftragNichtGefunden);
    const refuse = (message: string, list: IAuftrag[]) => {
      if (list.length > 0)
        throw new AppError('CONFLICT', `${message} (${list.map((a) => a.antrag.vorgangsnummer).join(', ')})`);
    };
    refuse(
      VORKASSE_MSG.keineVorkasse,
      auftraege.filter((a) => !a.vorkasse),
    );
    refuse(
      VORKASSE_MSG.bereits,
      auftraege.filter((a) => a.vorkasseBezahltAm),
    );
    const today = germanToday(now);
    for (const a of auftraege) {
      a.vorkasseBezahltAm = now;
      a.bearbeitungsFrist = bearbeitungsFrist(today, a.antrag.eilbearbeitung);
      const rechnungen = await em.find(Rechnung, {
        auftrag: a.id,
        vorkasse: true,
        rechnungsNummer: { $ne: null },
        storniert: false,
        storniertRechnung: null,
      });
      for (const r of rechnungen) r.bezahltAm ??= now;
      if (rechnungen.length > 0 && ANTRAG_STATUS_OFFEN_GEMAHNT.includes(a.antrag.antragStatus))
        a.antrag.antragStatus = ANTRAG_STATUS_ID.rechnungBezahlt;
      for (const m of await em.find(Mahnung, { auftrag: a.id, abgeschlossen: false })) m.abgeschlossen = true;
      em.create(Historie, {
        aktion: HISTORIE_AKTION_ID.bearbeitungBegonnen,
        user: ctx.session.user.userId,
        antrag: em.getReference(Antrag, a.antrag.id),
        auftrag: a,
        beschreibung: 'Vorkasse bezahlt, Bearbeitung freigegeben',
      });
    }
    await em.flush();
    // the paid prepayment invoices and, beside them, the orders' cancelled ones and cancellations
    await markAbgeschlossen(
      em,
      auftraege.map((a) => a.id),
    );
    return { abgeschlossen: auftraege.length, message: VORKASSE_MSG.abgeschlossen };
  });
}
