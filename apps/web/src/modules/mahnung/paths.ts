// Paths of the dunning screens (spec 001 §2 'Invoices, prepayments, dunning').

const enc = encodeURIComponent;

export const MAHNUNGEN_PATH = '/mahnungen';
export const mahnungAuftragPath = (auftragId: string, rechnungId?: string | null): string =>
  `/mahnung/${enc(auftragId)}${rechnungId ? `/${enc(rechnungId)}` : ''}`;
export const editMahnungPath = (mahnungId: string): string => `/editmahnung/${enc(mahnungId)}`;
export const mahnungSendenPath = (mahnungId: string): string => `/mahnungSenden/${enc(mahnungId)}`;
