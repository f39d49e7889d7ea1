import { VERSORGER_MSG, type TAuftragGemeinde } from '@lap/contracts';
import { AntragGemeinde, VersorgerGemeinde, type Em, type IAuftrag } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  actorOf,
  markBearbeitungBegonnen,
  refreshBearbeitungsStatus,
  versorgerHistorie,
} from '../auftrag/status.service.js';
import { auftragLocked } from './zuordnung.js';

async function gemeindenOf(em: Em, auftrag: IAuftrag): Promise<TAuftragGemeinde[]> {
  const rows = await em.find(
    AntragGemeinde,
    { antrag: auftrag.antrag.id },
    { populate: ['gemeinde'], orderBy: { gemeinde: { name: 'asc' }, id: 'asc' } },
  );
  return rows.map((g) => ({
    id: g.id,
    gemeindeId: g.gemeinde.id,
    gemeindeName: g.gemeinde.name,
    disabled: g.disabled,
  }));
}

/**
 * Disables or restores a municipality of an order (its button on /bearbeitungslist): the request's municipality
 * and the supplier rows' links to it. Suppliers brought only by disabled municipalities then count as inactive
 * and are flagged (nurDeaktivierteGemeinden), never deleted; restoring brings them back.
 */
export async function setGemeindeDisabled(
  ctx: AuthedContext,
  input: { auftragId: string; gemeindeId: number; disabled: boolean },
): Promise<TAuftragGemeinde[]> {
  return ctx.em.transactional(async (em) => {
    const auftrag = await auftragLocked(ctx, em, input.auftragId);
    const gemeinde = await em.findOne(
      AntragGemeinde,
      { antrag: auftrag.antrag.id, gemeinde: input.gemeindeId },
      { populate: ['gemeinde'] },
    );
    if (!gemeinde) throw new AppError('NOT_FOUND', VERSORGER_MSG.gemeindeNichtImAuftrag);
    if (gemeinde.disabled !== input.disabled) {
      gemeinde.disabled = input.disabled;
      const links = await em.find(
        VersorgerGemeinde,
        { versorger: { auftrag: auftrag.id }, gemeinde: input.gemeindeId },
        { populate: ['versorger'] },
      );
      const text = `Gemeinde ${gemeinde.gemeinde.name} ${input.disabled ? 'deaktiviert' : 'wiederhergestellt'}`;
      for (const link of links) {
        link.disabled = input.disabled;
        if (link.getroffen) versorgerHistorie(em, link.versorger, actorOf(ctx), text);
      }
      await markBearbeitungBegonnen(em, auftrag, actorOf(ctx));
      await em.flush();
      await refreshBearbeitungsStatus(em, auftrag.id, ctx.deps.publicUrl, actorOf(ctx));
      await em.flush();
    }
    return gemeindenOf(em, auftrag);
  });
}
