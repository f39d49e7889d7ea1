import { z } from 'zod';
import { zText } from './text.js';

// Form filler (spec 001 §2 /formfiller/{auftragId}, §3 'Form filler field' and 'Form scan result', §7 ScanBetreiberForm,
// GetFormfillerAntragByAuftragId, PostDataToOnlineForm, ClosePuppet, GetPuppetUrl). Case workers only. The server opens
// the operator's web form in its own Chromium, reads its fields and fills them with the order's data; an AcroForm PDF
// is read and filled in the browser with the same mapping.

/** Longest operator form address accepted. */
export const FORMFILLER_URL_MAX = 2000;
/** Most fields a scan answers (a page with more is no operator's enquiry form). */
export const FORMFILLER_FELDER_MAX = 300;
/** Longest value written into one field. */
export const FORMFILLER_WERT_MAX = 2000;

export const FORMFILLER_MSG = {
  // spec 001 §7 (verbatim):
  keineFelder: 'Keine gültigen Formularelemente zum Anzeigen oder inkorrekter Link',
  keineDaten: 'Keine Datenbankdaten - Fehler',
  // Our own texts (spec silent):
  urlFehlt: 'Bitte geben Sie die Adresse des Formulars ein.',
  urlUngueltig: 'Bitte geben Sie eine gültige Adresse ein, die mit http:// oder https:// beginnt.',
  urlZuLang: `Die Adresse darf höchstens ${FORMFILLER_URL_MAX} Zeichen lang sein.`,
  urlIntern:
    'Diese Adresse gehört zum internen Netz des Servers (z. B. localhost, 127.0.0.1, 10.x.x.x, 192.168.x.x) und darf aus Sicherheitsgründen nicht geöffnet werden.',
  hostUnbekannt: 'Der Server des Formulars wurde nicht gefunden. Bitte prüfen Sie die Adresse.',
  nichtErreichbar: 'Das Formular konnte nicht geladen werden (Server nicht erreichbar oder Zeitüberschreitung).',
  zeitueberschreitung: 'Das Formular hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es erneut.',
  sitzungsLimit:
    'Sie haben bereits die höchste Zahl gleichzeitiger Formular-Sitzungen geöffnet. Bitte schließen Sie eine andere Formularseite und versuchen Sie es erneut.',
  serverLimit: 'Zurzeit sind zu viele Formular-Sitzungen geöffnet. Bitte versuchen Sie es in einigen Minuten erneut.',
  keineSitzung: 'Es ist kein Formular geöffnet. Bitte laden Sie zuerst das Formular mit „Laden“.',
  browserNichtVerfuegbar:
    'Der Formular-Browser des Servers ist nicht verfügbar. Bitte wenden Sie sich an die Administration.',
  auftragNichtGefunden: 'Der Auftrag wurde nicht gefunden.',
  keineZuordnung: 'Es ist kein Feld zum Einfügen ausgewählt.',
  feldUnbekannt:
    'Ein ausgewähltes Feld wurde im geöffneten Formular nicht mehr gefunden. Bitte laden Sie das Formular neu.',
  zuVieleFelder: `Es können höchstens ${FORMFILLER_FELDER_MAX} Felder auf einmal eingefügt werden.`,
  wertZuLang: `Ein Wert darf höchstens ${FORMFILLER_WERT_MAX} Zeichen lang sein.`,
  eingefuegt:
    'Die Daten wurden in das Formular eingefügt. Bitte prüfen Sie das Ergebnis und senden Sie das Formular beim Betreiber selbst ab.',
  geschlossen: 'Die Formular-Sitzung wurde geschlossen.',
  pdfKeinPdf: 'Bitte wählen Sie eine PDF-Datei (.pdf).',
  pdfFehler: 'Die PDF-Datei konnte nicht gelesen werden.',
  pdfFertig: 'Das ausgefüllte PDF wurde erstellt.',
} as const;

/** spec 001 §3 Form filler field: options of a select. */
export const ZFormfillerOption = z.object({ value: z.string(), label: z.string() });
export type TFormfillerOption = z.infer<typeof ZFormfillerOption>;

/**
 * spec 001 §3 Form filler field (name, type, value, checked, label, id, placeholder, tagName, options) + ours: `index`,
 * the field's place in the scanned page (document order), by which a fill finds it again.
 */
export const ZFormfillerFeld = z.object({
  index: z.number().int().min(0),
  name: z.string(),
  type: z.string(),
  value: z.string(),
  checked: z.boolean(),
  label: z.string(),
  id: z.string(),
  placeholder: z.string(),
  /** INPUT, SELECT, TEXTAREA (online) or the PDF field class (PDF mode). */
  tagName: z.string(),
  options: z.array(ZFormfillerOption),
});
export type TFormfillerFeld = z.infer<typeof ZFormfillerFeld>;

/** spec 001 §3 Form scan result (formFields, position) + ours: the page's address and title, a screenshot. */
export const ZFormfillerScan = z.object({
  formFields: z.array(ZFormfillerFeld),
  /** Where the browser stands: the scroll position of the page (px) at the time of the scan. */
  position: z.object({ x: z.number(), y: z.number() }),
  /** The page's address after redirects (what 'Browser-Url laden' copies). */
  url: z.string(),
  title: z.string(),
  /** PNG of the visible page as a data URL (after a fill: the filled form). */
  screenshot: z.string().nullable(),
});
export type TFormfillerScan = z.infer<typeof ZFormfillerScan>;

/** An operator form address: http(s) only; whether the host may be opened is the server's check (SSRF). */
export const ZFormfillerUrl = z
  .string(FORMFILLER_MSG.urlFehlt)
  .trim()
  .min(1, FORMFILLER_MSG.urlFehlt)
  .max(FORMFILLER_URL_MAX, FORMFILLER_MSG.urlZuLang)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
    } catch {
      return false;
    }
  }, FORMFILLER_MSG.urlUngueltig);

const ZAuftragId = z
  .string(FORMFILLER_MSG.auftragNichtGefunden)
  .trim()
  .min(1, FORMFILLER_MSG.auftragNichtGefunden)
  .max(64, FORMFILLER_MSG.auftragNichtGefunden);

/** POST ScanBetreiberForm/{id}: id = the order (auftragId), the body names the form's address. */
export const ZFormfillerScanInput = z.object({ auftragId: ZAuftragId, url: ZFormfillerUrl });
export type TFormfillerScanInput = z.input<typeof ZFormfillerScanInput>;

/** One confirmed line of the mapping: the field (by its scan index, with name and id as a check) and what goes in. */
export const ZFormfillerZuordnung = z.object({
  index: z.number().int().min(0).max(FORMFILLER_FELDER_MAX),
  name: z.string().max(500).default(''),
  id: z.string().max(500).default(''),
  value: zText().max(FORMFILLER_WERT_MAX, FORMFILLER_MSG.wertZuLang).default(''),
  /** Checkboxes and radios: ticked or not (their value is ignored). */
  checked: z.boolean().optional(),
});
export type TFormfillerZuordnung = z.input<typeof ZFormfillerZuordnung>;

/**
 * POST PostDataToOnlineForm (spec: url, antrag, person, restDaten). Ours: `auftragId` (required) and `zuordnung`, the
 * mapping the case worker confirmed. Without `zuordnung` the server maps the order's stored data itself. The documented
 * `antrag`, `person`, `restDaten` are accepted but not used: the data comes from the database, never from the client.
 * `url`: when given and not the page open in the session, that page is loaded first.
 */
export const ZFormfillerFillInput = z.object({
  auftragId: ZAuftragId,
  url: ZFormfillerUrl.optional(),
  zuordnung: z.array(ZFormfillerZuordnung).max(FORMFILLER_FELDER_MAX, FORMFILLER_MSG.zuVieleFelder).optional(),
  antrag: z.unknown().optional(),
  person: z.unknown().optional(),
  restDaten: z.unknown().optional(),
});
export type TFormfillerFillInput = z.input<typeof ZFormfillerFillInput>;

/** GetFormfillerAntragByAuftragId/{id}. */
export const ZFormfillerAuftragInput = z.object({ auftragId: ZAuftragId });

/** The order's data the mapping knows (keys of FORMFILLER_DATEN). */
export const FORMFILLER_DATEN = {
  vorgangsnummer: 'Vorgangsnummer',
  vorhaben: 'Vorhaben',
  projektangaben: 'Projektangaben',
  vorgangsart: 'Vorgangsart',
  strasse: 'Straße',
  hausnummer: 'Hausnummer',
  strasseHausnummer: 'Straße und Hausnummer',
  plz: 'PLZ',
  ort: 'Ort',
  gemarkung: 'Gemarkung',
  flurstueck: 'Flurstück',
  bautiefe: 'Bautiefe',
  baubeginn: 'Baubeginn',
  bauende: 'Bauende',
  netzarten: 'Netzarten',
  firma: 'Firma',
  vorname: 'Vorname',
  nachname: 'Nachname',
  vollerName: 'Name',
  antragstellerStrasse: 'Straße (Antragsteller)',
  antragstellerHausnummer: 'Hausnummer (Antragsteller)',
  antragstellerPlz: 'PLZ (Antragsteller)',
  antragstellerOrt: 'Ort (Antragsteller)',
  email: 'E-Mail',
  telefon: 'Telefon',
  datum: 'Datum',
} as const;
export type TFormfillerDatenKey = keyof typeof FORMFILLER_DATEN;

/** One stored value of the order, labelled in German. */
export const ZFormfillerEintrag = z.object({ key: z.string(), label: z.string(), value: z.string() });
export type TFormfillerEintrag = z.infer<typeof ZFormfillerEintrag>;

/**
 * GetFormfillerAntragByAuftragId/{id}: the order's stored data. `antrag` (the request), `person` (one group per person:
 * Antragsteller, Auftraggeber, Bauausführender), `restDaten` (order and municipalities), and `werte`, the flat values
 * of FORMFILLER_DATEN the mapping uses (dates as dd.mm.yyyy).
 */
export const ZFormfillerAntrag = z.object({
  auftragId: z.string(),
  vorgangsnummer: z.string(),
  antrag: z.array(ZFormfillerEintrag),
  person: z.array(z.object({ personTyp: z.number().int(), titel: z.string(), eintraege: z.array(ZFormfillerEintrag) })),
  restDaten: z.array(ZFormfillerEintrag),
  werte: z.record(z.string(), z.string()),
});
export type TFormfillerAntrag = z.infer<typeof ZFormfillerAntrag>;

/** PostDataToOnlineForm's answer: the re-scanned page with the values now in it, and a screenshot. */
export const ZFormfillerFillErgebnis = ZFormfillerScan.extend({
  /** How many fields were written. */
  eingefuegt: z.number().int(),
  message: z.string(),
});
export type TFormfillerFillErgebnis = z.infer<typeof ZFormfillerFillErgebnis>;

/** GET GetPuppetUrl: the session's current page (empty when none is open). */
export const ZFormfillerPuppetUrl = z.object({ url: z.string() });
export const ZFormfillerClosed = z.object({ closed: z.boolean(), message: z.string() });
