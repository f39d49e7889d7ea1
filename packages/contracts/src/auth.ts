import { z } from 'zod';
import { MSG } from './messages.js';

/** spec 000 §5 login: email and password required, password min 8 (an empty field is told it is missing). */
export const ZLoginInput = z.object({
  email: z.string().trim().min(1, MSG.emailFehlt).email(MSG.emailUngueltig).max(254),
  password: z.string().min(1, MSG.passwortFehlt).min(8, MSG.passwortMin8).max(256),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

/** spec 000 §7: `{userId, roles}` with roles as a comma-separated string. */
export const ZLoginOutput = z.object({
  userId: z.string(),
  roles: z.string(),
});
export type TLoginOutput = z.infer<typeof ZLoginOutput>;

export const ZLogoutInput = z.object({ returnUrl: z.string().optional() }).optional();
export const ZLogoutOutput = z.object({ returnUrl: z.string() });
export type TLogoutOutput = z.infer<typeof ZLogoutOutput>;

/** The signed-in user as the shell needs it. */
export const ZSessionUser = z.object({
  userId: z.string(),
  email: z.string(),
  vorname: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZMeOutput = ZSessionUser.nullable();

/** Parses the comma-separated roles string of spec 000 §7. */
export function parseRoles(roles: string): string[] {
  return roles
    .split(',')
    .map((r) => r.trim())
    .filter((r) => r.length > 0);
}
