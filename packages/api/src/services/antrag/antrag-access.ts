import { ROLE } from '@lap/contracts';
import { isAntragEditable } from '@lap/domain';
import { Antrag, type IAntrag } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { ANTRAG_MSG } from '@lap/contracts';
import { isUuid } from '../ids.js';

export const isStaff = (ctx: AuthedContext): boolean =>
  ctx.session.user.roles.includes(ROLE.SbBereich) || ctx.session.user.roles.includes(ROLE.Administration);

/**
 * The one ownership rule for an Antrag and everything under it (ARCHITECTURE §4): its owner and staff may
 * read it; only its owner may change it, and only while it is a draft (spec 000 §4: from status 2 on, locked
 * for everyone). Someone else's request is "not found" — its existence is not revealed.
 */
export async function antragFor(ctx: AuthedContext, id: string, mode: 'read' | 'write'): Promise<IAntrag> {
  const antrag = isUuid(id) ? await ctx.em.findOne(Antrag, { id }, { populate: ['personen', 'netzarten'] }) : null;
  const own = antrag?.owner.id === ctx.session.user.userId;
  if (!antrag || (!own && !(mode === 'read' && isStaff(ctx))))
    throw new AppError('NOT_FOUND', 'Der Antrag wurde nicht gefunden.');
  if (mode === 'write' && !isAntragEditable(antrag.antragStatus)) throw new AppError('CONFLICT', ANTRAG_MSG.gesperrt);
  return antrag;
}
