import { type z } from 'zod';
import {
  ANTRAG_STATUS_ID,
  LAND_DEFAULT,
  PERSON_TYP_ID,
  RECHNUNGSADRESSE_MSG,
  type TRechnungsAdresse,
  type ZRechnungsAdresseInput,
} from '@lap/contracts';
import { Rechnungsadresse, type IAntrag } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { antragFor } from '../antrag/antrag-access.js';

type Input = z.output<typeof ZRechnungsAdresseInput>;

/**
 * The invoice address belongs to an order: the request's owner and staff read it (the one ownership rule,
 * `antragFor`), only the owner writes; from status 5 on, not when ended (8).
 */
async function antragWithOrder(ctx: AuthedContext, antragId: string, mode: 'read' | 'write'): Promise<IAntrag> {
  const antrag = await antragFor(ctx, antragId, 'read');
  if (mode === 'write' && antrag.owner.id !== ctx.session.user.userId)
    throw new AppError('NOT_FOUND', 'Der Antrag wurde nicht gefunden.');
  if (antrag.antragStatus < ANTRAG_STATUS_ID.auftragErteilt || antrag.antragStatus === ANTRAG_STATUS_ID.beendet)
    throw new AppError('CONFLICT', RECHNUNGSADRESSE_MSG.nichtMoeglich);
  return antrag;
}

/** RechnungsAdresseById/{antragId}: the stored address, else one prefilled from the applicant (land Deutschland). */
export async function rechnungsAdresse(ctx: AuthedContext, antragId: string): Promise<TRechnungsAdresse> {
  const antrag = await antragWithOrder(ctx, antragId, 'read');
  const stored = await ctx.em.findOne(Rechnungsadresse, { antrag });
  if (stored) {
    return {
      antragId: antrag.id,
      vorgangsnummer: antrag.vorgangsnummer,
      gespeichert: true,
      rechnungEmail: stored.rechnungEmail,
      firma: stored.firma ?? '',
      firmaZusatz1: stored.firmaZusatz1 ?? '',
      firmaZusatz2: stored.firmaZusatz2 ?? '',
      firmaZusatz3: stored.firmaZusatz3 ?? '',
      vorname: stored.vorname ?? '',
      name: stored.name,
      strasse: stored.strasse,
      hausnummer: stored.hausnummer,
      plz: stored.plz,
      ort: stored.ort,
      land: stored.land,
      ausland: stored.ausland,
      ustIdNr: stored.ustIdNr ?? '',
      adressenAenderung: stored.adressenAenderung,
      projektnummer: stored.projektnummer ?? '',
      keineProjektnummer: stored.keineProjektnummer,
    };
  }
  const a = antrag.personen.getItems().find((p) => p.personTyp === PERSON_TYP_ID.antragsteller);
  return {
    antragId: antrag.id,
    vorgangsnummer: antrag.vorgangsnummer,
    gespeichert: false,
    rechnungEmail: a?.email ?? '',
    firma: a?.firma ?? '',
    firmaZusatz1: '',
    firmaZusatz2: '',
    firmaZusatz3: '',
    vorname: a?.vorname ?? '',
    name: a?.name ?? '',
    strasse: a?.strasse ?? '',
    hausnummer: a?.hausnummer ?? '',
    plz: a?.plz ?? '',
    ort: a?.ort ?? '',
    land: LAND_DEFAULT,
    ausland: false,
    ustIdNr: '',
    adressenAenderung: false,
    projektnummer: '',
    keineProjektnummer: false,
  };
}

/** PostRechnungsAdresse: the owner saves (creates or replaces) the invoice address of the order. */
export async function saveRechnungsAdresse(ctx: AuthedContext, input: Input): Promise<{ antragId: string }> {
  const saved = await ctx.em.transactional(async (em) => {
    const antrag = await antragWithOrder({ ...ctx, em }, input.antragId, 'write');
    const data = {
      rechnungEmail: input.rechnungEmail,
      firma: input.firma || null,
      firmaZusatz1: input.firmaZusatz1 || null,
      firmaZusatz2: input.firmaZusatz2 || null,
      firmaZusatz3: input.firmaZusatz3 || null,
      vorname: input.vorname || null,
      name: input.name,
      strasse: input.strasse,
      hausnummer: input.hausnummer,
      plz: input.plz,
      ort: input.ort,
      land: input.land,
      ausland: input.ausland,
      ustIdNr: input.ustIdNr || null,
      adressenAenderung: input.adressenAenderung,
      projektnummer: input.projektnummer || null,
      keineProjektnummer: input.keineProjektnummer,
    };
    const stored = await em.findOne(Rechnungsadresse, { antrag });
    if (stored) em.assign(stored, data);
    else em.create(Rechnungsadresse, { antrag, ...data });
    await em.flush();
    return { antragId: antrag.id };
  });
  // a prepayment invoice waiting for this address goes out in the worker's next round: wake it now
  ctx.deps.kickMailer?.();
  return saved;
}
