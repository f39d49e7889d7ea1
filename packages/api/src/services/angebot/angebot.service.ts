import {
  ANGEBOT_MSG,
  ANTRAG_STATUS_ID,
  PERSON_TYP_ID,
  ROLE,
  type TAngebotPosition,
  type TAngebotView,
  VORKASSE_STATUS_ID,
} from '@lap/contracts';
import { lineTotalCents, MWST_PROZENT, totalsOf } from '@lap/domain';
import { LockMode } from '@mikro-orm/core';
import { Angebot, Antrag, Auftrag, type IAngebot, type IAntrag, type Em } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { isStaff } from '../antrag/antrag-access.js';
import { isUuid } from '../ids.js';

/** Offers can be priced, sent, reset or ended while the request is sent but not ordered (001 §2: status < 5). */
export const OFFEN_STATUSES: readonly number[] = [2, 3, 4];

const notFound = () => new AppError('NOT_FOUND', ANGEBOT_MSG.nichtGefunden);

/**
 * Who may see an offer: staff see the offer of any sent request; the customer sees the offer of their own
 * request once it was sent to them. Everyone else gets 404 (existence not revealed).
 */
export async function angebotRead(
  ctx: AuthedContext,
  antragId: string,
): Promise<{ antrag: IAntrag; angebot: IAngebot | null; staff: boolean }> {
  const antrag = isUuid(antragId)
    ? await ctx.em.findOne(Antrag, { id: antragId }, { populate: ['personen', 'owner'] })
    : null;
  if (!antrag) throw notFound();
  const angebot = await ctx.em.findOne(Angebot, { antrag }, { populate: ['positionen'] });
  if (isStaff(ctx)) {
    if (antrag.antragStatus < ANTRAG_STATUS_ID.neuerAntrag) throw new AppError('NOT_FOUND', ANGEBOT_MSG.nichtVersendet);
    return { antrag, angebot, staff: true };
  }
  if (
    antrag.owner.id !== ctx.session.user.userId ||
    !angebot?.angebotVersand ||
    antrag.antragStatus < ANTRAG_STATUS_ID.angebotErstellt
  )
    throw notFound();
  return { antrag, angebot, staff: false };
}

/**
 * Staff work on an offer: only SbBereich, only while the request is open for offers. The offer record is
 * created on the first pricing step (positions, remark, sending); `angebotGate` checks without creating one.
 */
export async function angebotWrite(
  em: Em,
  ctx: AuthedContext,
  antragId: string,
): Promise<{ antrag: IAntrag; angebot: IAngebot }> {
  const { antrag, angebot } = await angebotGate(em, ctx, antragId);
  return { antrag, angebot: angebot ?? em.create(Angebot, { antrag, vorkasseStatus: VORKASSE_STATUS_ID.normal }) };
}

export async function angebotGate(
  em: Em,
  ctx: AuthedContext,
  antragId: string,
): Promise<{ antrag: IAntrag; angebot: IAngebot | null }> {
  if (!ctx.session.user.roles.includes(ROLE.SbBereich)) throw new AppError('FORBIDDEN');
  // the request's row first: a line written changes the offer's net sum and, through the triggers, its copy on the
  // request (angebotNettoTriggers); a send locks the request before the offer, so every writer goes in that order
  if (isUuid(antragId))
    await em.findOne(
      Antrag,
      { id: antragId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'], disableIdentityMap: true },
    );
  const antrag = isUuid(antragId)
    ? await em.findOne(Antrag, { id: antragId }, { populate: ['personen', 'owner'] })
    : null;
  if (!antrag || antrag.antragStatus < ANTRAG_STATUS_ID.neuerAntrag) throw notFound();
  if (!OFFEN_STATUSES.includes(antrag.antragStatus)) throw new AppError('CONFLICT', ANGEBOT_MSG.nichtAenderbar);
  return { antrag, angebot: await em.findOne(Angebot, { antrag }, { populate: ['positionen'] }) };
}

/** A customer with no paid invoice yet (spec 000 §1): none of their requests reached status 7. */
export async function isErstkunde(em: Em, ownerId: string): Promise<boolean> {
  return (await em.count(Antrag, { owner: ownerId, antragStatus: ANTRAG_STATUS_ID.rechnungBezahlt })) === 0;
}

export function positionDto(
  p: {
    id: number;
    sortierung: number;
    position: string;
    anzahl: number | string;
    beschreibung: string;
    einheit?: string | null;
    einzelpreisCent: number;
    gesamtpreisCent: number;
  },
  angebotId: string,
): TAngebotPosition {
  return {
    id: p.id,
    angebotId,
    sortierung: p.sortierung,
    position: p.position,
    anzahl: Number(p.anzahl),
    beschreibung: p.beschreibung,
    einheit: p.einheit ?? null,
    einzelpreis: p.einzelpreisCent,
    gesamtpreis: p.gesamtpreisCent,
  };
}

/** The positions in their order, each total recomputed from quantity × unit price (never trusted from storage). */
export function sortedPositions(angebot: IAngebot | null): TAngebotPosition[] {
  if (!angebot) return [];
  return angebot.positionen
    .getItems()
    .slice()
    .sort((a, b) => a.sortierung - b.sortierung || a.id - b.id)
    .map((p) =>
      positionDto({ ...p, gesamtpreisCent: lineTotalCents(Number(p.anzahl), p.einzelpreisCent) }, angebot.id),
    );
}

export async function angebotView(ctx: AuthedContext, antragId: string): Promise<TAngebotView> {
  const { antrag, angebot } = await angebotRead(ctx, antragId);
  const positions = sortedPositions(angebot);
  const totals = totalsOf(positions.map((p) => ({ anzahl: p.anzahl, einzelpreisCent: p.einzelpreis })));
  const applicant = antrag.personen.getItems().find((p) => p.personTyp === PERSON_TYP_ID.antragsteller);
  const auftrag = await ctx.em.findOne(Auftrag, { antrag }, { fields: ['id', 'auftragsDatum'] });
  return {
    id: antrag.id,
    angebotId: angebot?.id ?? null,
    antragStatus: antrag.antragStatus,
    vorgangsnummer: antrag.vorgangsnummer,
    erstKunde: await isErstkunde(ctx.em, antrag.owner.id),
    antragVersand: antrag.datumVersand?.toISOString() ?? null,
    angebotVersand: angebot?.angebotVersand?.toISOString() ?? null,
    vorkasseStatus: angebot?.vorkasseStatus ?? VORKASSE_STATUS_ID.normal,
    firma: applicant?.firma ?? null,
    antragsteller: applicant ? `${applicant.vorname} ${applicant.name}` : '',
    telefon: applicant?.telefon ?? '',
    email: applicant?.email ?? '',
    betrag: totals.bruttoCent,
    nettoBetrag: totals.nettoCent,
    mwst: totals.mwstCent,
    mwstProzent: MWST_PROZENT,
    vorhaben: antrag.vorhaben,
    ort: antrag.ort,
    bemerkung: angebot?.bemerkung ?? null,
    strasseHausnr: `${antrag.strasse} ${antrag.hausnummer}`.trim(),
    plzOrt: `${antrag.plz} ${antrag.ort}`.trim(),
    eilbearbeitung: antrag.eilbearbeitung,
    ablehnGrund: antrag.ablehnGrund ? [antrag.ablehnGrund, antrag.ablehnText].filter(Boolean).join(': ') : null,
    auftragId: auftrag?.id ?? null,
    auftragAm: auftrag?.auftragsDatum.toISOString() ?? null,
    kundeId: antrag.owner.id,
  };
}

export async function angebotPositionen(ctx: AuthedContext, antragId: string): Promise<TAngebotPosition[]> {
  const { angebot } = await angebotRead(ctx, antragId);
  if (!angebot) throw notFound();
  return sortedPositions(angebot);
}
