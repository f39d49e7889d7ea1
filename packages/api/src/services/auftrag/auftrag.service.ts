import { APP_BASE_PATH, type TAuftragView, type TPrioritaet } from '@lap/contracts';
import { germanToday, istUeberschritten } from '@lap/domain';
import { AntragGemeinde, User, type Em, type IAuftrag } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { auftragForStaff } from './auftrag-access.js';
import { actorOf, markBearbeitungBegonnen } from './status.service.js';

/**
 * Every change of a case worker to an order: history code 3 on the first one, and the first case worker to
 * touch an unassigned order becomes its Bearbeiter (the list's `bearbeiter` column).
 */
export async function orderChanged(em: Em, ctx: AuthedContext, auftrag: IAuftrag): Promise<void> {
  await markBearbeitungBegonnen(em, auftrag, actorOf(ctx));
  if (!auftrag.bearbeiter) auftrag.bearbeiter = em.getReference(User, ctx.session.user.userId);
}

const nameOf = (u: { vorname: string; name: string } | null | undefined): string | null =>
  u ? `${u.vorname} ${u.name}`.trim() : null;

/** GetAuftragById/{id}: the order with what /bearbeitungslist shows (priority, status, municipalities). */
export async function auftragView(ctx: AuthedContext, auftragId: string): Promise<TAuftragView> {
  const auftrag = await auftragForStaff(ctx, auftragId);
  await ctx.em.populate(auftrag, ['bearbeiter']);
  const gemeinden = await ctx.em.find(
    AntragGemeinde,
    { antrag: auftrag.antrag.id },
    { populate: ['gemeinde'], orderBy: { gemeinde: { name: 'asc' } } },
  );
  const antragId = auftrag.antrag.id;
  return {
    auftragId: auftrag.id,
    antragId,
    vorgangsnummer: auftrag.antrag.vorgangsnummer,
    prioritaet: auftrag.prioritaet,
    bemerkung: auftrag.bemerkung ?? null,
    // the map link operators get in the enquiry mails (spec 000 §2 externalKarte: id without dashes)
    netzbetreiberURL: `${ctx.deps.publicUrl}${APP_BASE_PATH}/externalKarte/${antragId.replace(/-/g, '')}`,
    bearbeitungsStatus: auftrag.bearbeitungsStatus,
    vorkasse: auftrag.vorkasse,
    vorkasseOffen: auftrag.vorkasse && !auftrag.vorkasseBezahltAm,
    auftragsDatum: auftrag.auftragsDatum.toISOString(),
    bearbeitungsFrist: auftrag.bearbeitungsFrist ?? null,
    ueberschritten: istUeberschritten(auftrag.bearbeitungsFrist, auftrag.bearbeitungsStatus, germanToday()),
    bearbeiter: nameOf(auftrag.bearbeiter),
    gemeinden: gemeinden.map((g) => ({
      id: g.id,
      gemeindeId: g.gemeinde.id,
      gemeindeName: g.gemeinde.name,
      disabled: g.disabled,
    })),
  };
}

/** BemerkungAuftrag/{id}: the remark of /auftraege (empty clears it). */
export async function setBemerkung(
  ctx: AuthedContext,
  auftragId: string,
  bemerkung: string,
): Promise<{ bemerkung: string | null }> {
  return ctx.em.transactional(async (em) => {
    const auftrag = await auftragForStaff({ ...ctx, em }, auftragId);
    auftrag.bemerkung = bemerkung.trim() || null;
    await orderChanged(em, ctx, auftrag);
    await em.flush();
    return { bemerkung: auftrag.bemerkung ?? null };
  });
}

/** PutUpdatePrioritaet/{id}: 1 Hoch, 2 Wichtig, 3 Normal, 4 Niedrig. */
export async function setPrioritaet(
  ctx: AuthedContext,
  auftragId: string,
  prioritaet: number,
): Promise<{ prioritaet: number }> {
  return ctx.em.transactional(async (em) => {
    const auftrag = await auftragForStaff({ ...ctx, em }, auftragId);
    auftrag.prioritaet = prioritaet as TPrioritaet; // 1–4, checked by ZPrioritaet
    await orderChanged(em, ctx, auftrag);
    await em.flush();
    return { prioritaet: auftrag.prioritaet };
  });
}
