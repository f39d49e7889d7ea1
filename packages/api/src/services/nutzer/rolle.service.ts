import { ZRollenListResult, type TCreateRolleResult, type TRollenListResult } from '@lap/contracts';
import { Role, rollenListSource } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { listPage, type TListPageQuery } from '../list.js';

export async function listRollen(ctx: AuthedContext, query: TListPageQuery): Promise<TRollenListResult> {
  return ZRollenListResult.parse(await listPage(ctx.em, rollenListSource, query));
}

/** spec 000 §6: Administration creates roles by name; names are unique regardless of case. */
export async function createRolle(ctx: AuthedContext, name: string): Promise<TCreateRolleResult> {
  const wanted = name.trim();
  const existing = await ctx.em.find(Role, {});
  if (existing.some((r) => r.name.toLowerCase() === wanted.toLowerCase())) {
    throw new AppError('CONFLICT', `Die Rolle „${wanted}“ existiert bereits.`, [
      { field: 'name', message: `Die Rolle „${wanted}“ existiert bereits.` },
    ]);
  }
  const role = ctx.em.create(Role, { name: wanted });
  await ctx.em.flush();
  return { id: role.id, text: role.name };
}
