/** Who may open a page: visitors sign in first, signed-in users need one of the page's roles. */
export type Access = 'ok' | 'login' | 'forbidden';

export function accessFor(user: { roles: readonly string[] } | null, allowed: readonly string[]): Access {
  if (!user) return 'login';
  return user.roles.some((role) => allowed.includes(role)) ? 'ok' : 'forbidden';
}
