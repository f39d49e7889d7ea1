import {
  ANTRAG_MSG,
  ANTRAG_STATUS_IDS,
  GRENZEN,
  GRENZEN_MSG,
  NETZART_EXCLUDED_ID,
  type TAntrag,
  type TAntraegeListResult,
  type TFieldError,
  type ZAntragInput,
  ZAntraegeListResult,
  type ZLastAntragsteller,
  PERSON_TYP_ID,
} from '@lap/contracts';
import { LockMode } from '@mikro-orm/core';
import { checkBauzeit, germanToday, isAntragEditable } from '@lap/domain';
import {
  Antrag,
  antraegeListSource,
  Netzart,
  nextVorgangsnummer,
  Person,
  User,
  users,
  type Em,
  type IAntrag,
} from '@lap/db';
import type { z } from 'zod';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { listPage, type TListPageQuery } from '../list.js';
import { antragFor } from './antrag-access.js';
import type { ApplicantContext } from '../../procedures.js';

type TAntragData = z.output<typeof ZAntragInput>;

/** The states of a draft (editable, spec 000 §4): what the quota of open drafts counts. */
const ENTWURF_STATUS = ANTRAG_STATUS_IDS.filter(isAntragEditable);

/** Refuses a new draft when the owner has GRENZEN.entwuerfeProNutzer already; the owner's row is locked so parallel creations count in turn. */
async function checkEntwurfQuota(em: Em, ownerId: string): Promise<void> {
  await em.findOne(
    User,
    { id: ownerId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'], disableIdentityMap: true },
  );
  const offen = await em.count(Antrag, { owner: ownerId, antragStatus: { $in: ENTWURF_STATUS } });
  if (offen >= GRENZEN.entwuerfeProNutzer) throw new AppError('CONFLICT', GRENZEN_MSG.entwuerfe);
}

export function toAntragDto(a: IAntrag): TAntrag {
  return {
    id: a.id,
    antragStatus: a.antragStatus,
    vorgangsnummer: a.vorgangsnummer,
    vorgangsart: a.vorgangsart,
    vorhaben: a.vorhaben,
    projektangaben: a.projektangaben,
    strasse: a.strasse,
    hausnummer: a.hausnummer,
    plz: a.plz,
    ort: a.ort,
    bautiefe: a.bautiefe,
    gemarkung: a.gemarkung ?? null,
    flurstuecknummer: a.flurstuecknummer ?? null,
    baustart: a.baustart,
    bauende: a.bauende,
    eilbearbeitung: a.eilbearbeitung,
    identischMitAntragsteller: a.identischMitAntragsteller,
    bauausfuehrenderUnbekannt: a.bauausfuehrenderUnbekannt,
    anerkennungAgb: a.anerkennungAgb,
    betreiber: a.netzarten
      .getItems()
      .map((n) => n.id)
      .sort((x, y) => x - y),
    sonstigeBetreiber: a.sonstigeBetreiber ?? null,
    ablehnGrund: a.ablehnGrund ?? null,
    createDate: a.createDate.toISOString(),
    datumVersand: a.datumVersand ? a.datumVersand.toISOString() : null,
    personen: a.personen
      .getItems()
      .sort((x, y) => x.personTyp - y.personTyp)
      .map((p) => ({
        personId: p.id,
        personTyp: p.personTyp,
        firma: p.firma ?? null,
        vorname: p.vorname,
        name: p.name,
        strasse: p.strasse,
        hausnummer: p.hausnummer,
        plz: p.plz,
        ort: p.ort,
        telefon: p.telefon,
        email: p.email,
      })),
  };
}

/** Server-side date rules (spec 000 §5), the same the form applies, against today in Germany. */
export function dateErrors(input: TAntragData, now: Date): TFieldError[] {
  return checkBauzeit(germanToday(now), input.baustart, input.bauende).map((problem) =>
    problem === 'baustartZuFrueh'
      ? { field: 'baustart', message: ANTRAG_MSG.baustartZuFrueh }
      : { field: 'bauende', message: ANTRAG_MSG.bauendeZuFrueh },
  );
}

async function netzartenOf(em: Em, ids: readonly number[]) {
  const rows = ids.length ? await em.find(Netzart, { id: { $in: [...ids], $ne: NETZART_EXCLUDED_ID } }) : [];
  if (rows.length !== new Set(ids).size)
    throw new AppError('BAD_REQUEST', 'Unbekannter Infrastrukturbetreiber.', [
      { field: 'betreiber', message: 'Unbekannter Infrastrukturbetreiber.' },
    ]);
  return rows;
}

function fieldsOf(input: TAntragData) {
  return {
    vorgangsart: input.vorgangsart,
    vorhaben: input.vorhaben,
    projektangaben: input.projektangaben,
    strasse: input.strasse,
    hausnummer: input.hausnummer,
    plz: input.plz,
    ort: input.ort,
    bautiefe: input.bautiefe,
    gemarkung: input.gemarkung || null,
    flurstuecknummer: input.flurstuecknummer || null,
    baustart: input.baustart,
    bauende: input.bauende,
    eilbearbeitung: input.eilbearbeitung,
    anerkennungAgb: input.anerkennungAgb,
    sonstigeBetreiber: input.sonstigeBetreiber || null,
    identischMitAntragsteller: input.identischMitAntragsteller,
    bauausfuehrenderUnbekannt: input.bauausfuehrenderUnbekannt,
  };
}

/**
 * spec 000 §7 PostAntrag: creates a draft (with its Vorgangsnummer) or updates the caller's own draft.
 * Persons not needed any more (identical with applicant / builder unknown) are dropped.
 */
export async function saveAntrag(
  ctx: ApplicantContext,
  input: TAntragData,
  now = new Date(),
): Promise<{ antrag_id: string; vorgangsnummer: string }> {
  const errors = dateErrors(input, now);
  if (errors.length) throw new AppError('BAD_REQUEST', errors[0]?.message, errors);
  const personen = input.personen.filter(
    (p) =>
      !(p.personTyp === PERSON_TYP_ID.auftraggeber && input.identischMitAntragsteller) &&
      !(p.personTyp === PERSON_TYP_ID.bauausfuehrender && input.bauausfuehrenderUnbekannt),
  );

  return ctx.em.transactional(async (em) => {
    // first in the transaction: the lock is taken before any read fixes the snapshot the count sees
    if (!input.id) await checkEntwurfQuota(em, ctx.session.user.userId);
    const netzarten = await netzartenOf(em, input.betreiber);
    let antrag: IAntrag;
    if (input.id) {
      antrag = await antragFor({ ...ctx, em }, input.id, 'write');
      Object.assign(antrag, fieldsOf(input));
      for (const old of antrag.personen.getItems()) em.remove(old);
      await em.flush();
    } else {
      const owner = await users.findById(em, ctx.session.user.userId);
      if (!owner) throw new AppError('UNAUTHORIZED');
      antrag = em.create(Antrag, { vorgangsnummer: await nextVorgangsnummer(em, now), owner, ...fieldsOf(input) });
    }
    antrag.netzarten.set(netzarten);
    for (const p of personen) em.create(Person, { antrag, ...p, firma: p.firma || null });
    await em.flush();
    return { antrag_id: antrag.id, vorgangsnummer: antrag.vorgangsnummer };
  });
}

export async function getAntrag(ctx: AuthedContext, id: string): Promise<TAntrag> {
  return toAntragDto(await antragFor(ctx, id, 'read'));
}

/** spec 000 §7 GetLastAntragsteller: the applicant of the caller's latest request, else the caller's profile. */
export async function getLastAntragsteller(ctx: AuthedContext): Promise<z.infer<typeof ZLastAntragsteller>> {
  const last = await ctx.em.findOne(
    Person,
    { personTyp: PERSON_TYP_ID.antragsteller, antrag: { owner: ctx.session.user.userId } },
    { orderBy: { antrag: { createDate: 'desc' } } },
  );
  if (last) {
    return {
      personTyp: PERSON_TYP_ID.antragsteller,
      firma: last.firma ?? null,
      vorname: last.vorname,
      name: last.name,
      strasse: last.strasse,
      hausnummer: last.hausnummer,
      plz: last.plz,
      ort: last.ort,
      telefon: last.telefon,
      email: last.email,
    };
  }
  const user = await users.findById(ctx.em, ctx.session.user.userId);
  if (!user) return null;
  return {
    personTyp: PERSON_TYP_ID.antragsteller,
    firma: user.firma ?? null,
    vorname: user.vorname,
    name: user.name,
    strasse: user.strasse,
    hausnummer: user.hausnummer,
    plz: user.plz,
    ort: user.ort,
    telefon: user.telefon,
    email: user.email,
  };
}

/** /antraege: the caller's own requests. */
export async function listOwnAntraege(ctx: AuthedContext, query: TListPageQuery): Promise<TAntraegeListResult> {
  return ZAntraegeListResult.parse(await listPage(ctx.em, antraegeListSource(ctx.session.user.userId), query));
}

/**
 * spec 001 §2/§5 /antragansicht: staff correct the Ort of a request (also after sending — the one field the
 * read-only view keeps editable); at least 3 characters; an unchanged value is not written.
 */
export async function updateOrt(
  ctx: AuthedContext,
  id: string,
  ort: string,
): Promise<{ antrag_id: string; ort: string }> {
  const antrag = await antragFor(ctx, id, 'read');
  const value = ort.trim();
  if (value !== antrag.ort) {
    antrag.ort = value;
    await ctx.em.flush();
  }
  return { antrag_id: antrag.id, ort: antrag.ort };
}
