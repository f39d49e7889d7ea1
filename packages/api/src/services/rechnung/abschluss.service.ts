import { RECHNUNG_MSG, ANTRAG_STATUS_ID, ANTRAG_STATUS_OFFEN_GEMAHNT, HISTORIE_AKTION_ID } from '@lap/contracts';
import { Auftrag, Historie, Mahnung, markAbgeschlossen, Rechnung } from '@lap/db';
import { AppError } from '../../errors.js';
import { isUuid } from '../ids.js';
import type { StaffContext } from '../../procedures.js';

/** The request statuses from which 'paid' completes an order: invoice sent (6) or in dunning (9–11). */

/**
 * PutAbgeschlosseneRechnungen (a JSON list of auftragId, '{n} Aufträge Abschließen' / 'Rechnung bezahlt'): the payment
 * arrived — every issued, uncancelled invoice of each order gets its payment date, the request goes to status 7
 * 'Rechnung bezahlt' (prioritaetStatus 6, so the customer is no longer an Erstkunde) and history code 5. Orders without a sent invoice are
 * refused with the list of their case numbers; nothing changes then. Idempotent for orders already paid.
 */
export async function rechnungenAbschliessen(
  ctx: StaffContext,
  auftragIds: string[],
  now = new Date(),
): Promise<{ abgeschlossen: number; message: string }> {
  const ids = [...new Set(auftragIds.map((id) => id.toLowerCase()))];
  if (ids.some((id) => !isUuid(id))) throw new AppError('NOT_FOUND', RECHNUNG_MSG.auftragNichtGefunden);
  return ctx.em.transactional(async (em) => {
    const auftraege = await em.find(Auftrag, { id: { $in: ids } }, { populate: ['antrag'] });
    if (auftraege.length !== ids.length) throw new AppError('NOT_FOUND', RECHNUNG_MSG.auftragNichtGefunden);
    const rechnungen = await em.find(Rechnung, {
      auftrag: { $in: ids },
      rechnungsNummer: { $ne: null },
      storniert: false,
      storniertRechnung: null,
    });
    const ohne = auftraege.filter(
      (a) =>
        a.antrag.antragStatus !== ANTRAG_STATUS_ID.rechnungBezahlt && !rechnungen.some((r) => r.auftrag.id === a.id),
    );
    if (ohne.length > 0)
      throw new AppError(
        'CONFLICT',
        `${RECHNUNG_MSG.nichtVersendet} (${ohne.map((a) => a.antrag.vorgangsnummer).join(', ')})`,
      );
    let abgeschlossen = 0;
    for (const a of auftraege) {
      if (a.antrag.antragStatus === ANTRAG_STATUS_ID.rechnungBezahlt) continue;
      for (const r of rechnungen.filter((x) => x.auftrag.id === a.id)) r.bezahltAm ??= now;
      if (ANTRAG_STATUS_OFFEN_GEMAHNT.includes(a.antrag.antragStatus))
        a.antrag.antragStatus = ANTRAG_STATUS_ID.rechnungBezahlt;
      // paid stops dunning: the order's open notices are closed
      for (const m of await em.find(Mahnung, { auftrag: a.id, abgeschlossen: false })) m.abgeschlossen = true;
      // '{n} Aufträge Abschließen' completes the order: history code 5 (spec 001 §4), saying why
      em.create(Historie, {
        aktion: HISTORIE_AKTION_ID.auftragAbgeschlossen,
        user: ctx.session.user.userId,
        antrag: a.antrag,
        auftrag: a,
        beschreibung: `Auftrag ${a.antrag.vorgangsnummer} abgeschlossen: Rechnung bezahlt`,
      });
      abgeschlossen += 1;
    }
    await em.flush();
    // the paid invoices and, beside them, the orders' cancelled ones and cancellations
    await markAbgeschlossen(em, ids);
    return { abgeschlossen, message: RECHNUNG_MSG.abgeschlossen };
  });
}
