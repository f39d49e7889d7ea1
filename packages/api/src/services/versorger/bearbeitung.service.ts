import { ANFRAGE_STATUS_ID, type TVersorger, type TVersorgerHistorie, VERSORGER_MSG } from '@lap/contracts';
import { anfrageStatusAus, formatVersorgerDatum, versorgerDatenAus } from '@lap/domain';
import { MailVersandJob, StoredFile, VersorgerHistorie, type Em, type IVersorger } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { versorgerForStaff } from '../auftrag/auftrag-access.js';
import {
  actorOf,
  markBearbeitungBegonnen,
  refreshBearbeitungsStatus,
  versorgerHistorie,
} from '../auftrag/status.service.js';
import { versorgerViewOf } from './versorger-view.js';
import { wiedervorlageSetzen } from '../wiedervorlage/wiedervorlage.service.js';
import { auftragLocked } from './zuordnung.js';

/** GetVersorgerById/{id}. */
export async function getVersorger(ctx: AuthedContext, id: string): Promise<TVersorger> {
  const v = await versorgerForStaff(ctx, id);
  return versorgerViewOf(ctx.em, v.id);
}

export interface VersorgerUpdate {
  id: string;
  angefragtDatum?: string | null | undefined;
  auskunftDatum?: string | null | undefined;
  vorlageDatum?: string | null | undefined;
  abgeschlossen?: boolean | undefined;
  auskunftBemerkung?: string | null | undefined;
}

const same = (a: Date | null | undefined, b: Date | null | undefined): boolean =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** A supplier row and its order, locked, for a change. */
async function versorgerForChange(ctx: AuthedContext, em: Em, id: string): Promise<IVersorger> {
  const v = await versorgerForStaff({ ...ctx, em }, id);
  await auftragLocked(ctx, em, v.auftrag.id);
  return v;
}

/** After every change of a supplier row: history line, 'Bearbeitung begonnen', the order's status derived again. */
async function afterChange(ctx: AuthedContext, em: Em, v: IVersorger, beschreibung: string): Promise<void> {
  versorgerHistorie(em, v, actorOf(ctx), beschreibung);
  await markBearbeitungBegonnen(em, v.auftrag, actorOf(ctx));
  await em.flush();
  await refreshBearbeitungsStatus(em, v.auftrag.id, ctx.deps.publicUrl, actorOf(ctx));
  await em.flush();
}

/**
 * PutUpdateVersorgerById/{id}: the inline edits of the supplier table. Absent fields stay, null (or '') clears.
 * Dates are read and checked like the follow-up edit (spec 001 §5, `versorgerDatenAus`); anfrageStatus is
 * derived (`anfrageStatusAus`: answer date or abgeschlossen → 3 fertig, request date → 2 angefragt, else 1
 * offen). A new follow-up day also writes history code 4. Nothing is written when nothing changed or a rule fails.
 */
export async function updateVersorger(
  ctx: AuthedContext,
  input: VersorgerUpdate,
  now = new Date(),
): Promise<TVersorger> {
  return ctx.em.transactional(async (em) => {
    const v = await versorgerForChange(ctx, em, input.id);
    const gespeichert = {
      angefragtDatum: v.angefragtDatum ?? null,
      auskunftDatum: v.auskunftDatum ?? null,
      vorlageDatum: v.vorlageDatum ?? null,
    };
    const { daten, errors } = versorgerDatenAus(now, input, gespeichert);
    const first = errors[0];
    if (first) throw new AppError('BAD_REQUEST', first.message, errors);

    const changes: string[] = [];
    if (daten.angefragtDatum !== undefined && !same(daten.angefragtDatum, v.angefragtDatum)) {
      v.angefragtDatum = daten.angefragtDatum;
      changes.push(`Angefragt am: ${formatVersorgerDatum(daten.angefragtDatum) || '–'}`);
    }
    if (daten.auskunftDatum !== undefined && !same(daten.auskunftDatum, v.auskunftDatum)) {
      v.auskunftDatum = daten.auskunftDatum;
      changes.push(`Auskunft am: ${formatVersorgerDatum(daten.auskunftDatum) || '–'}`);
    }
    if (daten.vorlageDatum !== undefined && !same(daten.vorlageDatum, v.vorlageDatum)) {
      if (daten.vorlageDatum)
        changes.push(wiedervorlageSetzen(em, v, daten.vorlageDatum, actorOf(ctx), 'Versorger bearbeitet'));
      else {
        v.vorlageDatum = null;
        changes.push('Wiedervorlage entfernt');
      }
    }
    if (input.abgeschlossen !== undefined && input.abgeschlossen !== v.abgeschlossen) {
      v.abgeschlossen = input.abgeschlossen;
      changes.push(input.abgeschlossen ? 'abgeschlossen' : 'wieder geöffnet');
    }
    if (input.auskunftBemerkung !== undefined) {
      const text =
        input.auskunftBemerkung === null || input.auskunftBemerkung.trim() === '' ? null : input.auskunftBemerkung;
      if (text !== (v.auskunftBemerkung ?? null)) {
        v.auskunftBemerkung = text;
        changes.push('Bemerkung zur Auskunft geändert');
      }
    }
    if (changes.length === 0) return versorgerViewOf(em, v.id);
    v.anfrageStatus = anfrageStatusAus({
      angefragtDatum: v.angefragtDatum ?? null,
      auskunftDatum: v.auskunftDatum ?? null,
      abgeschlossen: v.abgeschlossen,
    });
    await afterChange(ctx, em, v, `Versorger bearbeitet: ${changes.join(', ')}`);
    return versorgerViewOf(em, v.id);
  });
}

/** VersorgerAuskunftBemerkung/{id}: the remark on the operator's answer; empty clears it. */
export async function setAuskunftBemerkung(
  ctx: AuthedContext,
  id: string,
  bemerkung: string,
): Promise<{ id: string; auskunftBemerkung: string | null }> {
  return ctx.em.transactional(async (em) => {
    const v = await versorgerForChange(ctx, em, id);
    const text = bemerkung.trim() === '' ? null : bemerkung;
    if (text !== (v.auskunftBemerkung ?? null)) {
      v.auskunftBemerkung = text;
      await afterChange(ctx, em, v, 'Bemerkung zur Auskunft geändert');
    }
    return { id: v.id, auskunftBemerkung: v.auskunftBemerkung ?? null };
  });
}

/**
 * DeleteVersorgerById/{id}: a supplier row that has answered (anfrageStatus 3) or delivered files stays (409);
 * any other row is deleted with its links, history and mail job, and the order's status derived again.
 */
export async function deleteVersorger(ctx: AuthedContext, id: string): Promise<{ id: string }> {
  return ctx.em.transactional(async (em) => {
    const v = await versorgerForChange(ctx, em, id);
    if (v.anfrageStatus === ANFRAGE_STATUS_ID.fertig || (await em.count(StoredFile, { versorger: v.id })) > 0)
      throw new AppError('CONFLICT', VERSORGER_MSG.nichtLoeschbar);
    const auftrag = v.auftrag;
    await markBearbeitungBegonnen(em, auftrag, actorOf(ctx));
    // its mail job deleted by itself, not by the foreign key's cascade: MariaDB fires no trigger for a cascaded row,
    // and the mail jobs' kept total (list_zaehler) counts by trigger
    await em.nativeDelete(MailVersandJob, { versorger: v.id });
    em.remove(v);
    await em.flush();
    await refreshBearbeitungsStatus(em, auftrag.id, ctx.deps.publicUrl, actorOf(ctx));
    await em.flush();
    return { id };
  });
}

/** GetHistorieVersorgerById/{id}: ende, bearbeiter (name), beschreibung; newest first. */
export async function versorgerHistorieList(ctx: AuthedContext, id: string): Promise<TVersorgerHistorie[]> {
  const v = await versorgerForStaff(ctx, id);
  const rows = await ctx.em.find(
    VersorgerHistorie,
    { versorger: v.id },
    { populate: ['bearbeiter'], orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] },
  );
  return rows.map((h) => ({
    id: h.id,
    ende: (h.ende ?? h.createdAt).toISOString(),
    bearbeiter: h.bearbeiter ? `${h.bearbeiter.vorname} ${h.bearbeiter.name}`.trim() : null,
    beschreibung: h.beschreibung,
  }));
}
