import { ROLE } from './enums.js';

/** spec 000 §6: landing after login by role. */
export function landingPathForRoles(roles: readonly string[]): string {
  if (roles.includes(ROLE.Administration)) return '/nutzer';
  if (roles.includes(ROLE.SbBereich)) return '/auftraege';
  if (roles.includes(ROLE.Antragsteller)) return '/antraege';
  return '/';
}

/** The SPA's base path (spec 001 §2). */
export const APP_BASE_PATH = '/leitungsauskunftportal';

/** XSRF double-submit names (spec 000 §6: posts carry an anti-forgery token header). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const SESSION_COOKIE = 'lap_session';
