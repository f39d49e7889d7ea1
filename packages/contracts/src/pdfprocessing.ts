import { z } from 'zod';

/**
 * PDF processing (issue 17, spec 001 §2 /pdfprocessing, §7 StartProcessPdf / PostProcessedPdf): an operator's PDF is
 * stamped with the case header and filed as a supplier file of the order's matching supplier row (found by the domain
 * of its e-mail address). See docs/decisions/formfiller-and-pdf-processing.md.
 */
export const PDF_PROCESSING = {
  /** Our own limit (spec silent): the whole PDF is held in memory by the stamping worker. */
  maxBytes: 50 * 1024 * 1024,
  /** How often the screen asks PostProcessedPdf while a job runs, and for how long at most. */
  pollMs: 1500,
  pollMaxMs: 120_000,
  /** A job left 'laeuft' this long (a crashed node) is taken up again; after this many tries it fails. */
  staleMs: 5 * 60 * 1000,
  maxVersuche: 3,
} as const;

export const PDF_MSG = {
  // spec 001 (messages.tsv), verbatim
  auftragsnummer: 'Geben Sie eine richtige Auftragsnummer ein (AS...)',
  alleFelder: 'Bitte füllen Sie alle Felder aus.',
  gestartet: 'PDF-Verarbeitung gestartet.',
  abrufFehler: (message: string): string => `Fehler beim Abrufen der PDF-Verarbeitung: ${message}`,
  fehler: 'Fehler bei der PDF-Verarbeitung.',
  // labels (spec)
  labelAuftragsnummer: 'Auftragsnummer*',
  labelDomain: 'Domain Name*',
  senden: 'Senden',
  // Our own texts (spec silent):
  titel: 'PDF-Verarbeitung',
  labelDatei: 'PDF des Netzbetreibers (optional)',
  dateiHinweis:
    'Ohne Datei wird die neueste PDF-Datei verwendet, die der Netzbetreiber zu diesem Auftrag bereits abgelegt hat.',
  pruefen: 'Verarbeitung prüfen',
  download: 'Verarbeitete PDF herunterladen',
  domainUngueltig: 'Geben Sie einen gültigen Domain-Namen ein (z. B. netz-beispiel.de).',
  nurPdf: 'Es können nur PDF-Dateien verarbeitet werden.',
  zuGross: 'Die PDF-Datei ist zu groß (höchstens 50 MB).',
  auftragNichtGefunden: (nr: string): string => `Zur Auftragsnummer ${nr} wurde kein Auftrag gefunden.`,
  keinVersorger: (domain: string): string => `Zu diesem Auftrag gibt es keinen Netzbetreiber mit der Domain ${domain}.`,
  mehrdeutig: (domain: string): string =>
    `Mehrere Netzbetreiber dieses Auftrags passen zur Domain ${domain}. Bitte geben Sie die Domain genauer an.`,
  keinePdf:
    'Der Netzbetreiber hat zu diesem Auftrag noch keine PDF-Datei abgelegt. Bitte wählen Sie eine PDF-Datei aus.',
  maxDateien:
    'Der Netzbetreiber hat bereits die höchste Zahl an Dateien zu diesem Auftrag. Bitte löschen Sie zuerst eine Datei.',
  // PostProcessedPdf answers (message)
  nichtGestartet: 'Für diese Auftragsnummer und Domain wurde noch keine PDF-Verarbeitung gestartet.',
  laeuft: 'Die PDF-Verarbeitung läuft noch.',
  fertig: 'Die PDF-Verarbeitung ist abgeschlossen.',
  ergebnisGeloescht: 'Die verarbeitete PDF-Datei wurde inzwischen gelöscht. Bitte starten Sie die Verarbeitung erneut.',
  fehlgeschlagen: (grund: string): string => `Die PDF-Verarbeitung ist fehlgeschlagen: ${grund}`,
  // reasons of a failed job
  unlesbar: 'Die PDF-Datei ist beschädigt oder kann nicht gelesen werden.',
  verschluesselt: 'Die PDF-Datei ist verschlüsselt und kann nicht gestempelt werden.',
  quelleFehlt: 'Die Ausgangsdatei ist nicht mehr vorhanden.',
  abgebrochen: 'Die Verarbeitung wurde mehrfach abgebrochen.',
  // the screen
  laeuftHinweis: 'Die PDF wird verarbeitet …',
  zeitUeberschritten:
    'Die Verarbeitung dauert länger als erwartet. Prüfen Sie den Stand später mit „Verarbeitung prüfen“.',
  zumAuftrag: 'PDF-Verarbeitung',
} as const;

/** What the stamp on each page says (also printed by the documents package). */
export const PDF_STAMP = {
  portal: 'Leitungsauskunftportal',
  eingegangen: (datum: string): string => `Eingegangen am ${datum}`,
} as const;

/** The order number: required, must start with AS (case-insensitive); answered upper-case and trimmed. */
export const ZAuftragsNr = z
  .string(PDF_MSG.alleFelder)
  .trim()
  .min(1, PDF_MSG.alleFelder)
  .max(40, PDF_MSG.auftragsnummer)
  .refine((v) => /^as/i.test(v), PDF_MSG.auftragsnummer)
  .transform((v) => v.toUpperCase());

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * Reduces what a case worker types to a bare host name: lower case, no scheme, path, port, 'www.' or mailbox
 * ('netze@stadtwerke.de' → 'stadtwerke.de'). Null when nothing host-like is left.
 */
export function normalizeDomain(value: string): string | null {
  let v = value.trim().toLowerCase();
  if (v.includes('@')) v = v.slice(v.lastIndexOf('@') + 1);
  v = v.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  v = v.split(/[/?#]/)[0] ?? '';
  v = v.replace(/:\d+$/, '').replace(/\.$/, '');
  if (v.startsWith('www.')) v = v.slice(4);
  return DOMAIN.test(v) ? v : null;
}

/** The domain: required; any of 'stadtwerke.de', 'www.stadtwerke.de', 'https://…/', 'netze@stadtwerke.de'. */
export const ZPdfDomain = z
  .string(PDF_MSG.alleFelder)
  .trim()
  .min(1, PDF_MSG.alleFelder)
  .max(300, PDF_MSG.domainUngueltig)
  .transform((v, ctx) => {
    const d = normalizeDomain(v);
    if (d === null) {
      ctx.addIssue({ code: 'custom', message: PDF_MSG.domainUngueltig });
      return z.NEVER;
    }
    return d;
  });

/** StartProcessPdf's text fields (multipart AuftragsNr, Domain; the File is optional). */
export const ZStartProcessPdfFields = z.object({ AuftragsNr: ZAuftragsNr, Domain: ZPdfDomain });
export type TStartProcessPdfFields = z.output<typeof ZStartProcessPdfFields>;

export const ZStartProcessPdfAnswer = z.object({ ok: z.boolean() });
export type TStartProcessPdfAnswer = z.infer<typeof ZStartProcessPdfAnswer>;

/** POST api/PdfProcessing/PostProcessedPdf {domain, auftragsNr}. */
export const ZPostProcessedPdfInput = z.object({ domain: ZPdfDomain, auftragsNr: ZAuftragsNr });
export type TPostProcessedPdfInput = z.input<typeof ZPostProcessedPdfInput>;
/** What the call takes before checking (the service applies ZPostProcessedPdfInput, so its first message wins). */
export const ZPostProcessedPdfRequest = z.object({
  domain: z.string(PDF_MSG.alleFelder).max(300, PDF_MSG.domainUngueltig).optional(),
  auftragsNr: z.string(PDF_MSG.alleFelder).max(40, PDF_MSG.auftragsnummer).optional(),
});

export const PDF_JOB_STATUS = ['wartend', 'laeuft', 'fertig', 'fehler'] as const;
export type TPdfJobStatus = (typeof PDF_JOB_STATUS)[number];

/**
 * The state of the newest processing of that order and supplier: `message` (German), `data` = the download URL of
 * the processed PDF once it is filed, else null. `status` and `fileName` are ours (the screen polls on `status`).
 */
export const ZProcessedPdfAnswer = z.object({
  message: z.string(),
  data: z.string().nullable(),
  status: z.enum(['keine', 'laeuft', 'fertig', 'fehler']),
  fileName: z.string().nullable(),
});
export type TProcessedPdfAnswer = z.infer<typeof ZProcessedPdfAnswer>;
