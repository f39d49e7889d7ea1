import { BUILTIN_ROLES } from '@lap/contracts';
import { Role, type IRole } from '../entities/user.js';
import type { Em } from '../orm.js';

export async function findByNames(em: Em, names: readonly string[]): Promise<IRole[]> {
  if (names.length === 0) return [];
  return em.find(Role, { name: { $in: [...names] } }, { orderBy: { name: 'asc' } });
}

/** Creates the built-in roles (Administration, SbBereich, Antragsteller) that are missing; flushes. */
export async function ensureBuiltin(em: Em): Promise<IRole[]> {
  const existing = await findByNames(em, BUILTIN_ROLES);
  const missing = BUILTIN_ROLES.filter((name) => !existing.some((role) => role.name === name));
  const created = missing.map((name) => em.create(Role, { name }));
  if (created.length > 0) await em.flush();
  return [...existing, ...created];
}
