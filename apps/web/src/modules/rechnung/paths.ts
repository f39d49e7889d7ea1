// Paths and download links of the invoice screens (spec 001 §2 'Invoices').

const enc = encodeURIComponent;

export const RECHNUNGEN_PATH = '/rechnungen';
export const rechnungenAuftragPath = (auftragId: string): string => `/rechnungenauftrag/${enc(auftragId)}`;
export const rechnungPdfPagePath = (rechnungId: string): string => `/rechnungpdf/${enc(rechnungId)}`;

/** The PDF: a draft's preview marked 'Entwurf', or the stored PDF of a sent invoice. */
export const rechnungPdfVorschauUrl = (rechnungId: string): string =>
  `/api/Rechnung/ErstelleRechnungPdfById/${enc(rechnungId)}`;
export const rechnungPdfDownloadUrl = (rechnungId: string): string =>
  `/api/Rechnung/DownloadRechnungPdfById/${enc(rechnungId)}`;
export const eRechnungUrl = (rechnungId: string): string => `/api/Rechnung/GetERechnungById/${enc(rechnungId)}`;
