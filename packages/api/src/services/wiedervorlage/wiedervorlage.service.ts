import {
  HISTORIE_AKTION,
  WIEDERVORLAGE_MSG,
  type TVersorgerPosition,
  type TWiedervorlage,
  type TWiedervorlagenAm,
  type TWiedervorlagenGruppe,
  type TWiedervorlagenTag,
  WIEDERVORLAGEN_SEITE,
  HISTORIE_AKTION_ID,
  ANFRAGE_STATUS_ID,
} from '@lap/contracts';
import {
  addDays,
  anfrageStatusAus,
  berlinTage,
  berlinZeitpunkt,
  erinnerungsTermin,
  formatVersorgerDatum,
  germanToday,
  versorgerDatenAus,
  wiedervorlageZustandAm,
} from '@lap/domain';
import {
  countOpenWiedervorlagen,
  Historie,
  openWiedervorlageStunden,
  openWiedervorlagen,
  type Em,
  type IVersorger,
  type WiedervorlageRow,
} from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { versorgerForStaff } from '../auftrag/auftrag-access.js';
import {
  actorOf,
  markBearbeitungBegonnen,
  refreshBearbeitungsStatus,
  versorgerHistorie,
} from '../auftrag/status.service.js';
import type { StaffContext } from '../../procedures.js';

type Actor = ReturnType<typeof actorOf>;

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
const nameOf = (u: { vorname: string; name: string } | null | undefined): string | null =>
  u ? `${u.vorname} ${u.name}`.trim() : null;

/**
 * GetWiedervorlagen: every open follow-up (a supplier row with a follow-up that is not finished), grouped by its
 * Berlin day, newest day first (spec 001 §2 default sort vorlageDate descending). Not paged: the documented call answers
 * every group with its rows. The rows come from one plain query (no entities). The screen asks for the day groups
 * (`listWiedervorlagenTage`) and the rows of the groups it opens (`listWiedervorlagenAm`) instead.
 */
export async function listWiedervorlagen(
  ctx: StaffContext,
  nurEigene: boolean,
  now = new Date(),
): Promise<TWiedervorlagenGruppe[]> {
  return gruppiert(await openWiedervorlagen(ctx.em, eigeneVon(ctx, nurEigene)), now);
}

/** One page of the follow-ups of one Berlin day (a day group open on the screen). */
export async function listWiedervorlagenAm(
  ctx: StaffContext,
  input: { nurEigene: boolean; tag: string; page: number },
  now = new Date(),
): Promise<TWiedervorlagenAm> {
  const zeitraum = { von: berlinZeitpunkt(input.tag, '00:00'), bis: berlinZeitpunkt(addDays(input.tag, 1), '00:00') };
  const scope = { ...eigeneVon(ctx, input.nurEigene), zeitraum };
  const [total, rows] = await Promise.all([
    countOpenWiedervorlagen(ctx.em, scope),
    openWiedervorlagen(ctx.em, {
      ...scope,
      seite: { offset: (input.page - 1) * WIEDERVORLAGEN_SEITE, limit: WIEDERVORLAGEN_SEITE },
    }),
  ]);
  const zustand = wiedervorlageZustandAm(input.tag, germanToday(now));
  return {
    vorlageDate: input.tag,
    zustand,
    total,
    page: input.page,
    wiedervorlagen: rows.map((v) => rowOf(v, zustand)),
  };
}

/** The day groups of every open follow-up without their rows: day, colouring, count (newest day first). */
export async function listWiedervorlagenTage(
  ctx: StaffContext,
  nurEigene: boolean,
  now = new Date(),
): Promise<TWiedervorlagenTag[]> {
  const tagVon = berlinTage();
  const heute = germanToday(now);
  const tage = new Map<string, TWiedervorlagenTag>();
  for (const { stunde, anzahl } of await openWiedervorlageStunden(ctx.em, eigeneVon(ctx, nurEigene))) {
    const tag = tagVon(new Date(stunde * 3_600_000));
    const gruppe = tage.get(tag);
    if (gruppe) gruppe.anzahl += anzahl;
    else tage.set(tag, { vorlageDate: tag, zustand: wiedervorlageZustandAm(tag, heute), anzahl });
  }
  return [...tage.values()];
}

const eigeneVon = (ctx: AuthedContext, nurEigene: boolean): { sachbearbeiterId?: string } =>
  nurEigene ? { sachbearbeiterId: ctx.session.user.userId } : {};

/** Rows (newest first) into their Berlin day's group, in the order they come. */
function gruppiert(rows: readonly WiedervorlageRow[], now: Date): TWiedervorlagenGruppe[] {
  const tagVon = berlinTage();
  const heute = germanToday(now);
  const groups = new Map<string, TWiedervorlagenGruppe>();
  for (const v of rows) {
    const tag = tagVon(v.vorlageDatum);
    let group = groups.get(tag);
    if (!group) {
      group = { vorlageDate: tag, zustand: wiedervorlageZustandAm(tag, heute), wiedervorlagen: [] };
      groups.set(tag, group);
    }
    group.wiedervorlagen.push(rowOf(v, group.zustand));
  }
  return [...groups.values()];
}

function rowOf(v: WiedervorlageRow, zustand: TWiedervorlage['zustand']): TWiedervorlage {
  return {
    id: v.id,
    auftragId: v.auftragId,
    antragId: v.antragId,
    vorgangsnummer: v.vorgangsnummer,
    versorger: v.versorgerName,
    kontaktperson: v.kontakt,
    telefon: v.telefon,
    email: v.email,
    angefragtDate: iso(v.angefragtDatum),
    vorlageDate: v.vorlageDatum.toISOString(),
    sachbearbeiter: v.sachbearbeiterName,
    sachbearbeiterId: v.sachbearbeiterId,
    bemerkung: v.wiedervorlageBemerkung,
    anfrageStatus: v.anfrageStatus as TWiedervorlage['anfrageStatus'],
    zustand,
  };
}

/** GetPositionById/{versorgerId}: the data of 'Versorger-Position editieren'. */
export async function getPosition(ctx: AuthedContext, id: string): Promise<TVersorgerPosition> {
  const v = await versorgerForStaff(ctx, id);
  await ctx.em.populate(v, ['sachbearbeiter']);
  return positionOf(v);
}

function positionOf(v: IVersorger): TVersorgerPosition {
  return {
    id: v.id,
    auftragId: v.auftrag.id,
    antragId: v.auftrag.antrag.id,
    vorgangsnummer: v.auftrag.antrag.vorgangsnummer,
    versorgerName: v.versorgerName,
    kontakt: v.kontakt ?? null,
    telefon: v.telefon ?? null,
    email: v.email ?? null,
    angefragtDatum: iso(v.angefragtDatum),
    auskunftDatum: iso(v.auskunftDatum),
    vorlageDatum: iso(v.vorlageDatum),
    abgeschlossen: v.abgeschlossen,
    anfrageStatus: v.anfrageStatus,
    bemerkung: v.wiedervorlageBemerkung ?? null,
    auskunftBemerkung: v.auskunftBemerkung ?? null,
    sachbearbeiter: nameOf(v.sachbearbeiter),
    sachbearbeiterId: v.sachbearbeiter?.id ?? null,
  };
}

/**
 * History code 4 'Wiedervorlage erstellt' (spec 001 §4) for a follow-up set on a supplier row, with the row's request
 * status at that moment. Answers the text (callers add it to the supplier history, alone or with other changes).
 */
export function wiedervorlageHistorie(em: Em, v: IVersorger, vorlage: Date, actor: Actor, anlass: string): string {
  const text = `${HISTORIE_AKTION[HISTORIE_AKTION_ID.wiedervorlageErstellt]}: ${formatVersorgerDatum(vorlage)} (${anlass})`;
  em.create(Historie, {
    aktion: HISTORIE_AKTION_ID.wiedervorlageErstellt,
    user: actor?.userId ?? null,
    antrag: v.auftrag.antrag,
    auftrag: v.auftrag,
    versorger: v,
    beschreibung: text,
    anfrageStatus: v.anfrageStatus,
  });
  return text;
}

/**
 * Sets a follow-up: the date, whoever set it becomes the row's case worker (the own-only toggle finds it), history
 * code 4. Answers the history text.
 */
export function wiedervorlageSetzen(em: Em, v: IVersorger, vorlage: Date, actor: Actor, anlass: string): string {
  v.vorlageDatum = vorlage;
  if (actor) em.assign(v, { sachbearbeiter: actor.userId });
  return wiedervorlageHistorie(em, v, vorlage, actor, anlass);
}

function setzeWiedervorlage(em: Em, v: IVersorger, vorlage: Date, actor: Actor, anlass: string): void {
  versorgerHistorie(em, v, actor, wiedervorlageSetzen(em, v, vorlage, actor, anlass));
}

/**
 * PutSendeErinnerung/{versorgerId}: the follow-up moves to one week from today, 08:00 Berlin (spec 001 §4).
 * No mail to the operator yet (operator mail comes with the mail jobs).
 */
export async function sendeErinnerung(
  ctx: AuthedContext,
  id: string,
  now = new Date(),
): Promise<{ id: string; vorlageDate: string }> {
  return ctx.em.transactional(async (em) => {
    const v = await versorgerForStaff({ ...ctx, em }, id);
    if (v.abgeschlossen || v.anfrageStatus === ANFRAGE_STATUS_ID.fertig)
      throw new AppError('CONFLICT', WIEDERVORLAGE_MSG.bereitsAbgeschlossen);
    const actor = actorOf(ctx);
    const vorlage = erinnerungsTermin(now);
    setzeWiedervorlage(em, v, vorlage, actor, 'Erinnerung');
    await markBearbeitungBegonnen(em, v.auftrag, actor);
    await em.flush();
    return { id: v.id, vorlageDate: vorlage.toISOString() };
  });
}

/** BemerkungWiedervorlagen/{versorgerId}: the follow-up remark (its own column, not the answer remark). */
export async function setWiedervorlageBemerkung(
  ctx: AuthedContext,
  id: string,
  bemerkung: string,
): Promise<{ id: string; bemerkung: string | null }> {
  return ctx.em.transactional(async (em) => {
    const v = await versorgerForStaff({ ...ctx, em }, id);
    const text = bemerkung.trim() === '' ? null : bemerkung;
    if (text !== (v.wiedervorlageBemerkung ?? null)) {
      v.wiedervorlageBemerkung = text;
      versorgerHistorie(em, v, actorOf(ctx), 'Bemerkung zur Wiedervorlage geändert');
      await markBearbeitungBegonnen(em, v.auftrag, actorOf(ctx));
    }
    await em.flush();
    return { id: v.id, bemerkung: v.wiedervorlageBemerkung ?? null };
  });
}

export interface PositionUpdate {
  id: string;
  angefragtDatum?: string | null | undefined;
  auskunftDatum?: string | null | undefined;
  vorlageDatum?: string | null | undefined;
  abgeschlossen?: boolean | undefined;
  bemerkung?: string | null | undefined;
}

/**
 * PutUpdatePositionVersorger/{versorgerId}: dates (spec 001 §5 rules, `versorgerDatenAus`), finished flag and
 * follow-up remark. anfrageStatus follows the dates when they or the flag change; the order's processing status
 * is derived again then. Nothing is written when a rule fails.
 */
export async function updatePosition(
  ctx: AuthedContext,
  input: PositionUpdate,
  now = new Date(),
): Promise<TVersorgerPosition> {
  return ctx.em.transactional(async (em) => {
    const v = await versorgerForStaff({ ...ctx, em }, input.id);
    await em.populate(v, ['sachbearbeiter']);
    const gespeichert = {
      angefragtDatum: v.angefragtDatum ?? null,
      auskunftDatum: v.auskunftDatum ?? null,
      vorlageDatum: v.vorlageDatum ?? null,
    };
    const { daten, errors } = versorgerDatenAus(now, input, gespeichert);
    const first = errors[0];
    if (first) throw new AppError('BAD_REQUEST', first.message, errors);

    const actor = actorOf(ctx);
    const changes: string[] = [];
    const same = (a: Date | null | undefined, b: Date | null | undefined): boolean =>
      (a?.getTime() ?? null) === (b?.getTime() ?? null);
    if (daten.angefragtDatum !== undefined && !same(daten.angefragtDatum, v.angefragtDatum)) {
      v.angefragtDatum = daten.angefragtDatum;
      changes.push(`Angefragt am: ${formatVersorgerDatum(daten.angefragtDatum) || '–'}`);
    }
    if (daten.auskunftDatum !== undefined && !same(daten.auskunftDatum, v.auskunftDatum)) {
      v.auskunftDatum = daten.auskunftDatum;
      changes.push(`Auskunft am: ${formatVersorgerDatum(daten.auskunftDatum) || '–'}`);
    }
    if (input.abgeschlossen !== undefined && input.abgeschlossen !== v.abgeschlossen) {
      v.abgeschlossen = input.abgeschlossen;
      changes.push(input.abgeschlossen ? 'abgeschlossen' : 'wieder geöffnet');
    }
    const statusChanged = changes.length > 0;
    if (input.bemerkung !== undefined) {
      const text = input.bemerkung === null || input.bemerkung.trim() === '' ? null : input.bemerkung;
      if (text !== (v.wiedervorlageBemerkung ?? null)) {
        v.wiedervorlageBemerkung = text;
        changes.push('Bemerkung zur Wiedervorlage geändert');
      }
    }
    const vorlageNeu = daten.vorlageDatum !== undefined && !same(daten.vorlageDatum, v.vorlageDatum);
    if (!vorlageNeu && changes.length === 0) return positionOf(v);

    const before = v.anfrageStatus;
    if (statusChanged)
      v.anfrageStatus = anfrageStatusAus({
        angefragtDatum: v.angefragtDatum ?? null,
        auskunftDatum: v.auskunftDatum ?? null,
        abgeschlossen: v.abgeschlossen,
      });
    if (changes.length > 0) versorgerHistorie(em, v, actor, `Position bearbeitet: ${changes.join(', ')}`);
    if (vorlageNeu) {
      if (daten.vorlageDatum) setzeWiedervorlage(em, v, daten.vorlageDatum, actor, 'Position bearbeitet');
      else {
        v.vorlageDatum = null;
        versorgerHistorie(em, v, actor, 'Wiedervorlage entfernt');
      }
    }
    await markBearbeitungBegonnen(em, v.auftrag, actor);
    await em.flush();
    if (v.anfrageStatus !== before) {
      await refreshBearbeitungsStatus(em, v.auftrag.id, ctx.deps.publicUrl, actor);
      await em.flush();
    }
    await em.populate(v, ['sachbearbeiter']);
    return positionOf(v);
  });
}
