// Product constants the spec leaves to the operator. One place, so a deployment changes them here only.

/** spec 000 §1: a support hotline is shown on the login and request pages (fictional number). */
export const SUPPORT_HOTLINE = {
  text: 'Hotline: 0351 4700-100 (Mo–Fr 8–17 Uhr)',
  tel: '+493514700100',
} as const;

/** spec 001 §6: external link to the infrastructure app in the staff and admin navigation. */
export const INFRASTRUKTUR_APP_URL = 'https://infrastruktur.example.org';

/** spec 000 §2: footer links. */
export const IMPRESSUM_URL = 'https://www.example.org/impressum';
export const DATENSCHUTZ_URL = 'https://www.example.org/datenschutz';

/** spec 001 §7: cached data is fresh for 30 s, no refetch on window focus. */
export const QUERY_STALE_TIME_MS = 30_000;

/** Where tRPC is mounted (same origin as the SPA, outside the base path). */
export const TRPC_URL = '/trpc';

/** spec 000 §5: the information sheet the applicant acknowledges (anerkennungAgb). */
export const INFORMATIONSBLATT_URL = 'https://www.example.org/leitungsauskunft/informationsblatt.pdf';
