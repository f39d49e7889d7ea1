import {
  GEMEINDE_SUCHE_MAX,
  NETZBETREIBER_MSG,
  type TGemeindeRef,
  type TKreis,
  type TNetzbetreiberCoverage,
  type TSetCoverageInput,
} from '@lap/contracts';
import { Netzart, netzbetreiberRepo } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { findNetzbetreiber } from './netzbetreiber.service.js';

/** The coverage of one operator: its municipalities (AGS, name, Netzarten there) and the count per Netzart. */
export async function getCoverage(ctx: AuthedContext, netzbetreiberId: number): Promise<TNetzbetreiberCoverage> {
  await findNetzbetreiber(ctx.em, netzbetreiberId);
  const gemeinden = await netzbetreiberRepo.coverageOf(ctx.em, netzbetreiberId);
  const counts = new Map<number, number>();
  for (const g of gemeinden) for (const id of g.netzartIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  const netzarten =
    counts.size > 0 ? await ctx.em.find(Netzart, { id: { $in: [...counts.keys()] } }, { orderBy: { id: 'asc' } }) : [];
  return {
    netzbetreiberId,
    gemeinden,
    netzarten: netzarten.map((n) => ({ netzartId: n.id, name: n.name, anzahlGemeinden: counts.get(n.id) ?? 0 })),
  };
}

/** Adds or removes every pair of the given municipalities × Netzarten (unknown ids: German 400, nothing written). */
export async function setCoverage(
  ctx: AuthedContext,
  input: TSetCoverageInput,
): Promise<{ hinzugefuegt: number; entfernt: number }> {
  const em = ctx.em;
  await findNetzbetreiber(em, input.netzbetreiberId);
  const gemeinden = await netzbetreiberRepo.existingGemeindeIds(em, input.gemeindeIds);
  if (input.gemeindeIds.some((id) => !gemeinden.has(id))) {
    throw new AppError('BAD_REQUEST', NETZBETREIBER_MSG.gemeindeUnbekannt, [
      { field: 'gemeindeIds', message: NETZBETREIBER_MSG.gemeindeUnbekannt },
    ]);
  }
  const netzarten = new Set(
    (await em.find(Netzart, { id: { $in: [...new Set(input.netzartIds)] } }, { fields: ['id'] })).map((n) => n.id),
  );
  if (input.netzartIds.some((id) => !netzarten.has(id))) {
    throw new AppError('BAD_REQUEST', NETZBETREIBER_MSG.netzartUnbekannt, [
      { field: 'netzartIds', message: NETZBETREIBER_MSG.netzartUnbekannt },
    ]);
  }
  return em.transactional(async (tx) =>
    input.aktion === 'hinzufuegen'
      ? {
          hinzugefuegt: await netzbetreiberRepo.addCoverage(
            tx,
            input.netzbetreiberId,
            input.gemeindeIds,
            input.netzartIds,
          ),
          entfernt: 0,
        }
      : {
          hinzugefuegt: 0,
          entfernt: await netzbetreiberRepo.removeCoverage(
            tx,
            input.netzbetreiberId,
            input.gemeindeIds,
            input.netzartIds,
          ),
        },
  );
}

/** The municipality search of the coverage editor (name or AGS prefix, at most 50 hits). */
export function searchGemeinden(ctx: AuthedContext, suche: string): Promise<TGemeindeRef[]> {
  return netzbetreiberRepo.searchGemeinden(ctx.em, suche, GEMEINDE_SUCHE_MAX);
}

/** The districts for 'ganzer Landkreis'. */
export function listKreise(ctx: AuthedContext): Promise<TKreis[]> {
  return netzbetreiberRepo.listKreise(ctx.em);
}

/** The municipalities of one district (same first 5 AGS digits). */
export async function kreisGemeinden(
  ctx: AuthedContext,
  kreis: string,
): Promise<{ kreis: string; name: string; gemeinden: TGemeindeRef[] }> {
  const gemeinden = await netzbetreiberRepo.gemeindenByAgsPrefix(ctx.em, kreis);
  if (gemeinden.length === 0) throw new AppError('NOT_FOUND', NETZBETREIBER_MSG.kreisUnbekannt);
  const erste = [...gemeinden].sort((a, b) => a.ags.localeCompare(b.ags))[0];
  return { kreis, name: netzbetreiberRepo.kreisName(kreis, erste?.name), gemeinden };
}
