import { APP_BASE_PATH } from '@lap/contracts';

const enc = encodeURIComponent;

/** historie/adminHistorie/{userId}: the table 'Historie ansehen' opens from /historien (spec 001 §2 'Histories'). */
export const adminHistoriePath = (userId: string): string => `/historie/adminHistorie/${enc(userId)}`;
export const auftragshistoriePath = (antragId: string): string => `/auftraghistorie/${enc(antragId)}`;
export const bearbeitungPath = (auftragId: string): string => `/bearbeitungslist/${enc(auftragId)}`;

/** The server sends links with the app's base path; the router wants them without. */
export function routerPath(url: string): string {
  return url.startsWith(`${APP_BASE_PATH}/`) ? url.slice(APP_BASE_PATH.length) : url;
}
