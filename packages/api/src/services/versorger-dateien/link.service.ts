import type { TVersorgerUploadLink } from '@lap/contracts';
import { raw } from '@mikro-orm/core';
import { Versorger } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { versorgerForStaff } from '../auftrag/auftrag-access.js';
import { versorgerHistorie } from '../auftrag/status.service.js';
import { linkTargetOf, versorgerLinkParams, versorgerUploadLink } from './link.js';

function linkOf(ctx: AuthedContext, versorger: Parameters<typeof linkTargetOf>[0], now: Date): TVersorgerUploadLink {
  const target = linkTargetOf(versorger);
  const { e } = versorgerLinkParams(ctx.deps.linkSecret, target, now);
  return { url: versorgerUploadLink(ctx.deps, target, now), gueltigBis: new Date(Number(e) * 1000).toISOString() };
}

/** The signed upload link of a supplier row (case workers): valid for VERSORGER_UPLOAD.linkDays from now. */
export async function versorgerUploadLinkFor(
  ctx: AuthedContext,
  versorgerId: string,
  now = new Date(),
): Promise<TVersorgerUploadLink> {
  return linkOf(ctx, await versorgerForStaff(ctx, versorgerId), now);
}

/**
 * Revokes every operator link of a supplier row sent so far (a mail to the wrong address, a link passed on) and
 * issues its new one: the row's link version goes up, which every older signature no longer matches. In one
 * statement, so two case workers revoking at once both move it on; a history line records who did it.
 */
export async function revokeVersorgerLink(
  ctx: AuthedContext,
  versorgerId: string,
  now = new Date(),
): Promise<TVersorgerUploadLink> {
  const versorger = await versorgerForStaff(ctx, versorgerId);
  return ctx.em.transactional(async (em) => {
    await em
      .createQueryBuilder(Versorger)
      .update({ linkVersion: raw('link_version + 1') })
      .where({ id: versorger.id })
      .execute();
    const row = await em.findOneOrFail(Versorger, { id: versorger.id }, { populate: ['auftrag'], refresh: true });
    versorgerHistorie(em, row, { userId: ctx.session.user.userId }, 'Upload-Link widerrufen, neuer Link erstellt');
    await em.flush();
    return linkOf(ctx, row, now);
  });
}
