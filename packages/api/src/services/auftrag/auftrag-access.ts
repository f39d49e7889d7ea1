import { ROLE } from '@lap/contracts';
import { sql } from 'kysely';
import { Auftrag, Versorger, type IAuftrag, type IVersorger } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { isUuid } from '../ids.js';

/** Case workers (SbBereich) work on orders; Administration manages accounts, not cases. */
export const isCaseWorker = (ctx: AuthedContext): boolean => ctx.session.user.roles.includes(ROLE.SbBereich);

export const auftragNichtGefunden = (): AppError => new AppError('NOT_FOUND', 'Der Auftrag wurde nicht gefunden.');
export const versorgerNichtGefunden = (): AppError => new AppError('NOT_FOUND', 'Der Versorger wurde nicht gefunden.');

/**
 * The one access rule for an order and everything under it (positions, supplier rows, their files and
 * follow-ups): case workers only (the router's roleProcedure says so too; this is the second lock), and an
 * unknown id is "not found". Customers reach their order's results only through their Antrag (/dokumente).
 */
export async function auftragForStaff(ctx: AuthedContext, auftragId: string): Promise<IAuftrag> {
  if (!isCaseWorker(ctx)) throw new AppError('FORBIDDEN');
  const auftrag = isUuid(auftragId) ? await ctx.em.findOne(Auftrag, { id: auftragId }, { populate: ['antrag'] }) : null;
  if (!auftrag) throw auftragNichtGefunden();
  return auftrag;
}

/** The rule of `auftragForStaff` where a list needs only the order's id: one read by key, no entity. */
export async function auftragIdForStaff(ctx: AuthedContext, auftragId: string): Promise<string> {
  if (!isCaseWorker(ctx)) throw new AppError('FORBIDDEN');
  const found = isUuid(auftragId)
    ? (await sql<{ id: string }>`select id from auftrag where id = ${auftragId}`.execute(ctx.em.getKysely())).rows[0]
    : undefined;
  if (!found) throw auftragNichtGefunden();
  return String(found.id);
}

/** A supplier row (Versorger) of an order, for case workers; populated with its order and request. */
export async function versorgerForStaff(ctx: AuthedContext, versorgerId: string): Promise<IVersorger> {
  if (!isCaseWorker(ctx)) throw new AppError('FORBIDDEN');
  const versorger = isUuid(versorgerId)
    ? await ctx.em.findOne(Versorger, { id: versorgerId }, { populate: ['auftrag', 'auftrag.antrag'] })
    : null;
  if (!versorger) throw versorgerNichtGefunden();
  return versorger;
}
