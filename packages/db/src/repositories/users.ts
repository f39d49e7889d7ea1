import type { Loaded } from '@mikro-orm/core';
import { User, type IUser } from '../entities/user.js';
import type { Em } from '../orm.js';

export type UserWithRoles = Loaded<IUser, 'roles'>;

/** E-mail addresses are compared and stored trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Soft-deleted users are not found unless asked for (they must not sign in). */
export async function findByEmail(
  em: Em,
  email: string,
  options: { includeDeleted?: boolean } = {},
): Promise<UserWithRoles | null> {
  return em.findOne(
    User,
    { email: normalizeEmail(email), ...(options.includeDeleted ? {} : { deletedAt: null }) },
    { populate: ['roles'] },
  );
}

export async function findById(
  em: Em,
  id: string,
  options: { includeDeleted?: boolean } = {},
): Promise<UserWithRoles | null> {
  return em.findOne(User, { id, ...(options.includeDeleted ? {} : { deletedAt: null }) }, { populate: ['roles'] });
}

/** Role names of a user loaded with roles, sorted for stable output. */
export function roleNames(user: UserWithRoles): string[] {
  return user.roles
    .getItems()
    .map((role) => role.name)
    .sort();
}
