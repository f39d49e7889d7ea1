import { ANTRAG_STATUS_ID, RECHNUNG_MSG, type TRechnung } from '@lap/contracts';
import { stornoVon } from '@lap/domain';
import { markAbgeschlossen, Rechnung, RechnungsPosition } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { artOf, isIssued, rechnungForStaff, rechnungView, sortedPositionen } from './rechnung-access.js';
import { dokumenteUndMail, issue } from './senden.service.js';

/**
 * PutStorniereRechnung/{id}/{flag}: cancels an issued invoice by a Stornorechnung — its own number, the original's lines
 * negated, referring to the original — issued and sent like an invoice; the original is marked storniert (history code 7).
 * With the flag a new draft copy of the original follows, to correct and send. Without it the request goes back to
 * 'Auftrag erteilt' (5) when no other valid invoice remains.
 */
export async function storniereRechnung(
  ctx: AuthedContext,
  rechnungId: string,
  neu: boolean,
  now = new Date(),
): Promise<{ storno: TRechnung; neu: TRechnung | null }> {
  const { stornoId, neuId } = await ctx.em.transactional(async (em) => {
    const original = await rechnungForStaff(ctx, em, rechnungId, { lock: true });
    if (artOf(original) === 'storno') throw new AppError('CONFLICT', RECHNUNG_MSG.stornoNichtStornierbar);
    if (original.storniert) throw new AppError('CONFLICT', RECHNUNG_MSG.bereitsStorniert);
    if (!isIssued(original)) throw new AppError('CONFLICT', RECHNUNG_MSG.nichtVersendet);
    if (original.bezahltAm) throw new AppError('CONFLICT', RECHNUNG_MSG.bezahltNichtStornierbar);
    const lines = sortedPositionen(original);
    const storno = em.create(Rechnung, {
      auftrag: original.auftrag,
      storniertRechnung: original,
      vorkasse: original.vorkasse,
      gebuehrenRechnung: original.gebuehrenRechnung,
      ustIdNr: original.ustIdNr ?? null,
      ausland: original.ausland,
      mwst: original.mwst,
      zahlungszielTage: original.zahlungszielTage,
    });
    const negiert = stornoVon(
      lines.map((p) => ({
        anzahl: Number(p.anzahl),
        einzelpreisCent: p.einzelpreisCent,
        gesamtpreisCent: p.gesamtpreisCent,
        p,
      })),
    );
    negiert.forEach((n) =>
      em.create(RechnungsPosition, {
        rechnung: storno,
        sortierung: n.p.sortierung,
        position: n.p.position,
        beschreibung: n.p.beschreibung,
        einheit: n.p.einheit ?? null,
        anzahl: n.anzahl,
        einzelpreisCent: n.einzelpreisCent,
        gesamtpreisCent: -n.p.gesamtpreisCent,
      }),
    );
    original.storniert = true;
    await em.flush();
    const stornoFull = await rechnungForStaff(ctx, em, storno.id);
    await issue(em, ctx.session.user.userId, stornoFull, now);
    let neuId: string | null = null;
    if (neu) {
      const kopie = em.create(Rechnung, {
        auftrag: original.auftrag,
        vorkasse: original.vorkasse,
        gebuehrenRechnung: original.gebuehrenRechnung,
        ustIdNr: original.ustIdNr ?? null,
        ausland: original.ausland,
        mwst: original.mwst,
        zahlungszielTage: original.zahlungszielTage,
      });
      lines.forEach((p) =>
        em.create(RechnungsPosition, {
          rechnung: kopie,
          sortierung: p.sortierung,
          position: p.position,
          beschreibung: p.beschreibung,
          einheit: p.einheit ?? null,
          anzahl: Number(p.anzahl),
          einzelpreisCent: p.einzelpreisCent,
          gesamtpreisCent: p.gesamtpreisCent,
        }),
      );
      neuId = kopie.id;
    } else {
      const gueltig = await em.count(Rechnung, {
        auftrag: original.auftrag.id,
        storniert: false,
        storniertRechnung: null,
        rechnungsNummer: { $ne: null },
      });
      const antrag = original.auftrag.antrag;
      if (gueltig === 0 && antrag.antragStatus === ANTRAG_STATUS_ID.rechnungVersendet)
        antrag.antragStatus = ANTRAG_STATUS_ID.auftragErteilt;
    }
    await em.flush();
    // in an order with a paid invoice the cancelled invoice and its cancellation are completed at once
    await markAbgeschlossen(em, [original.auftrag.id]);
    return { stornoId: stornoFull.id, neuId };
  });
  await dokumenteUndMail(ctx.deps, ctx.em, ctx.session.user.userId, stornoId, now);
  const em = ctx.em.fork();
  return {
    storno: await rechnungView(em, await rechnungForStaff(ctx, em, stornoId)),
    neu: neuId ? await rechnungView(em, await rechnungForStaff(ctx, em, neuId)) : null,
  };
}
