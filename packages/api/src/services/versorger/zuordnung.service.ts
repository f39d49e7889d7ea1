import { NETZBETREIBER_SUCHE_MAX, VERSORGER_MSG, type TVersorger } from '@lap/contracts';
import { Netzbetreiber, Versorger, netzbetreiberByName, versorgerLinksOf } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  actorOf,
  markBearbeitungBegonnen,
  refreshBearbeitungsStatus,
  versorgerHistorie,
} from '../auftrag/status.service.js';
import { ensureMailJobs } from '../mailversand/jobs.service.js';
import { versorgerViewOf } from './versorger-view.js';
import {
  applyLinkPlan,
  auftragLocked,
  createVersorger,
  gebrachteNetzbetreiber,
  linkPlan,
  neueLinks,
  positionFor,
  syncGemeindeLinks,
  zuordnungOf,
} from './zuordnung.js';
import type { StaffContext } from '../../procedures.js';

/**
 * GetAktualisiereNetzbetreiberById/{auftragId} ('Netzbetreiber zum Auftrag'): every operator covering an active
 * municipality × position Netzart becomes one supplier row (contact data copied), linked to its first matching
 * position and to every municipality of the order (getroffen = its coverage includes it). Idempotent: existing
 * rows are kept (their links brought up to date), nothing is deleted — a row whose municipalities were all
 * switched off is only flagged (nurDeaktivierteGemeinden). The first run moves bearbeitungsStatus to 1.
 */
export async function netzbetreiberZumAuftrag(ctx: AuthedContext, auftragId: string) {
  return ctx.em.transactional(async (em) => {
    const auftrag = await auftragLocked(ctx, em, auftragId);
    const zuordnung = await zuordnungOf(em, auftrag);
    // plain values, not entities: a large order has hundreds of rows × dozens of municipalities
    const { rows, links } = await versorgerLinksOf(em, auftrag.id);
    const plan = linkPlan(rows, links, zuordnung);

    const vorhanden = new Set(rows.flatMap((v) => (v.netzbetreiberId === null ? [] : [v.netzbetreiberId])));
    const neu = gebrachteNetzbetreiber(zuordnung).filter((id) => !vorhanden.has(id));
    const betreiber = neu.length
      ? await em.find(Netzbetreiber, { id: { $in: neu } }, { orderBy: { name: 'asc', id: 'asc' } })
      : [];
    for (const b of betreiber) {
      const versorger = createVersorger(em, ctx, auftrag, b, positionFor(zuordnung, b.id));
      plan.inserts.push(...neueLinks(versorger.id, b.id, zuordnung));
      versorgerHistorie(em, versorger, actorOf(ctx), 'Versorger automatisch zugeordnet (Netzbetreiber zum Auftrag)');
    }
    const changed = plan.inserts.length > 0 || plan.updates.length > 0;
    if (changed) await markBearbeitungBegonnen(em, auftrag, actorOf(ctx));
    await em.flush();
    await applyLinkPlan(em, plan);
    // every new supplier asked by e-mail gets its mail job at once (spec: created when the operators are assigned)
    await ensureMailJobs(em, ctx, auftrag.id);
    const nachher = await refreshBearbeitungsStatus(em, auftrag.id, ctx.deps.publicUrl, actorOf(ctx));
    await em.flush();
    return {
      auftragId: auftrag.id,
      hinzugefuegt: betreiber.length,
      anzahl: rows.length + betreiber.length,
      bearbeitungsStatus: nachher.bearbeitungsStatus,
    };
  });
}

/**
 * AddNetzbetreiberById/{auftragId} ('Netzbetreiber hinzufügen'): one supplier row for the chosen operator, with
 * its contact data and municipality links; the same operator twice in one order is refused (409).
 */
export async function addNetzbetreiber(
  ctx: AuthedContext,
  auftragId: string,
  netzbetreiberId: number,
): Promise<TVersorger> {
  return ctx.em.transactional(async (em) => {
    const auftrag = await auftragLocked(ctx, em, auftragId);
    const betreiber = await em.findOne(Netzbetreiber, { id: netzbetreiberId });
    if (!betreiber) throw new AppError('NOT_FOUND', VERSORGER_MSG.netzbetreiberNichtGefunden);
    if ((await em.count(Versorger, { auftrag: auftrag.id, netzbetreiber: betreiber.id })) > 0)
      throw new AppError('CONFLICT', VERSORGER_MSG.bereitsZugeordnet);
    const zuordnung = await zuordnungOf(em, auftrag, betreiber.id);
    const versorger = createVersorger(em, ctx, auftrag, betreiber, positionFor(zuordnung, betreiber.id));
    syncGemeindeLinks(em, versorger, [], zuordnung);
    versorgerHistorie(em, versorger, actorOf(ctx), 'Netzbetreiber zum Auftrag hinzugefügt');
    await markBearbeitungBegonnen(em, auftrag, actorOf(ctx));
    await em.flush();
    await ensureMailJobs(em, ctx, auftrag.id, [versorger.id]);
    await refreshBearbeitungsStatus(em, auftrag.id, ctx.deps.publicUrl, actorOf(ctx));
    await em.flush();
    return versorgerViewOf(em, versorger.id);
  });
}

/** NetzbetreiberByName?netzbetreiber=… (operator search; the schema insists on ≥ 3 characters). */
export async function sucheNetzbetreiber(
  ctx: StaffContext,
  text: string,
): Promise<Array<{ id: number; name: string }>> {
  return netzbetreiberByName(ctx.em, text, NETZBETREIBER_SUCHE_MAX);
}
