// Where the operator e-mail screens lead (spec 001 §2): pure, so the return targets are unit-tested.

const enc = encodeURIComponent;

/** Where /editEmailJob was opened from: 'e' the order's e-mail list, 'a' the order's processing page, else the overview. */
export type THerkunft = 'e' | 'a';

export const MAILVERSAND_PATH = '/mailversand';
export const VORLAGEN_PATH = '/editMailTemplates';

export const emailsPath = (auftragId: string): string => `/emails/${enc(auftragId)}`;
export const bearbeitungPath = (auftragId: string): string => `/bearbeitungslist/${enc(auftragId)}`;
export const vorlagePath = (id?: number | null): string => (id ? `${VORLAGEN_PATH}/${id}` : VORLAGEN_PATH);

/** /editEmailJob/{versorgerId}/{auftragId}?f=… (the order and `f` only when given). */
export function editEmailJobPath(versorgerId: string, auftragId?: string | null, f?: THerkunft): string {
  const base = auftragId ? `/editEmailJob/${enc(versorgerId)}/${enc(auftragId)}` : `/editEmailJob/${enc(versorgerId)}`;
  return f ? `${base}?f=${f}` : base;
}

/** The `f` query value, if it is one we know. */
export function herkunftAus(f: string | null | undefined): THerkunft | undefined {
  return f === 'e' || f === 'a' ? f : undefined;
}

/**
 * Back from /editEmailJob (after 'Senden', 'Löschen' and 'Zurück'): f=e → /emails/{auftragId}, f=a →
 * /bearbeitungslist/{auftragId}, otherwise (or without a known order) → /mailversand.
 */
export function rueckweg(f: string | null | undefined, auftragId: string | null | undefined): string {
  const herkunft = herkunftAus(f);
  if (!auftragId || !herkunft) return MAILVERSAND_PATH;
  return herkunft === 'e' ? emailsPath(auftragId) : bearbeitungPath(auftragId);
}

/** An attachment's download: its server path on our own origin, outside the SPA's base path (cookie auth, a plain link). */
export function anhangDownloadHref(downloadPath: string): string {
  return `/${downloadPath.replace(/^\/+/, '')}`;
}
