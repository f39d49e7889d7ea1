import { PDF_MSG, ZAuftragsNr, ZPdfDomain } from '@lap/contracts';

export interface PdfFormValues {
  auftragsNr: string;
  domain: string;
}

export interface PdfFormErrors {
  auftragsNr?: string;
  domain?: string;
  /** The one message to show above the buttons (the spec's texts). */
  message?: string;
}

/**
 * The spec's checks before sending (001 §4): both fields filled ('Bitte füllen Sie alle Felder aus.'), then the order
 * number starts with AS ('Geben Sie eine richtige Auftragsnummer ein (AS...)'), then a usable domain (ours).
 * Null when the form may be sent.
 */
export function validatePdfForm(values: PdfFormValues): PdfFormErrors | null {
  const leer = { auftragsNr: !values.auftragsNr.trim(), domain: !values.domain.trim() };
  if (leer.auftragsNr || leer.domain) {
    return {
      ...(leer.auftragsNr ? { auftragsNr: PDF_MSG.alleFelder } : {}),
      ...(leer.domain ? { domain: PDF_MSG.alleFelder } : {}),
      message: PDF_MSG.alleFelder,
    };
  }
  if (!ZAuftragsNr.safeParse(values.auftragsNr).success)
    return { auftragsNr: PDF_MSG.auftragsnummer, message: PDF_MSG.auftragsnummer };
  if (!ZPdfDomain.safeParse(values.domain).success)
    return { domain: PDF_MSG.domainUngueltig, message: PDF_MSG.domainUngueltig };
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?aid=`: an order number (AS…) prefills as it is; an order id (uuid) is looked up; anything else is ignored. */
export function aidOf(aid: string | null): { auftragsNr: string } | { auftragId: string } | null {
  const v = (aid ?? '').trim();
  if (/^as/i.test(v)) return { auftragsNr: v.toUpperCase() };
  if (UUID.test(v)) return { auftragId: v.toLowerCase() };
  return null;
}

/** The link from an order's page. */
export const pdfProcessingPath = (auftragId: string): string => `/pdfprocessing?aid=${encodeURIComponent(auftragId)}`;
