import {
  ROLE,
  ZCustomerListResult,
  ZNutzerListResult,
  type TCustomerListResult,
  type TNutzerListResult,
} from '@lap/contracts';
import { customerListSource, nutzerListSource, users } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { listPage, type TListPageQuery } from '../list.js';

/** /nutzer for Administration: every user. */
export async function listNutzer(ctx: AuthedContext, query: TListPageQuery): Promise<TNutzerListResult> {
  return ZNutzerListResult.parse(await listPage(ctx.em, nutzerListSource, query));
}

/** /nutzer for SbBereich: customers only. */
export async function listCustomers(ctx: AuthedContext, query: TListPageQuery): Promise<TCustomerListResult> {
  return ZCustomerListResult.parse(await listPage(ctx.em, customerListSource, query));
}

/**
 * spec 000 §7 PUT BemerkungNutzer/{id}: staff keep a remark on a customer. SbBereich may only touch
 * customers (Antragsteller); Administration any user.
 */
export async function setBemerkung(
  ctx: AuthedContext,
  id: string,
  bemerkung: string,
): Promise<{ id: string; bemerkung: string | null }> {
  const user = await users.findById(ctx.em, id);
  if (!user) throw new AppError('NOT_FOUND', 'Der Nutzer wurde nicht gefunden.');
  const isAdmin = ctx.session.user.roles.includes(ROLE.Administration);
  if (!isAdmin && !users.roleNames(user).includes(ROLE.Antragsteller)) throw new AppError('FORBIDDEN');
  const trimmed = bemerkung.trim();
  user.bemerkung = trimmed === '' ? null : trimmed;
  await ctx.em.flush();
  return { id: user.id, bemerkung: user.bemerkung ?? null };
}
