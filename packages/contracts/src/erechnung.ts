import { z } from 'zod';
import { isCalendarDay } from './list-query.js';
import { MSG } from './messages.js';
import { hasSteuerzeichen, STEUERZEICHEN_MSG } from './text.js';

// The e-invoice form /erechnungeingaben 'Rechnungsformular' (spec 001 §2, §3 E-invoice form, §5 E-invoice): the spec's
// field names and rules. Beyond the spec (issue 14) the form's XRechnung and ZUGFeRD can be downloaded; what an
// e-invoice needs on top of the spec's rules is `ZERechnungDokumentInput`.

const prozent = (wert: number): string => wert.toLocaleString('de-DE');

export const ERECHNUNG_MSG = {
  // spec 001 §5, §8
  pflichtfeld: MSG.pflichtfeld,
  emailUngueltig: 'Ungültige E-Mail-Adresse',
  vorbereitet: 'Rechnung erfolgreich vorbereitet! (Siehe Konsole)',
  // Our own texts (spec silent):
  fuerERechnung: 'Pflichtfeld für die E-Rechnung',
  zeichenUngueltig: 'Die Eingabe enthält unzulässige Zeichen.',
  datum: 'Bitte geben Sie ein gültiges Datum zwischen dem 01.01.2000 und dem 31.12.2099 an.',
  faelligVorRechnung: 'Das Fälligkeitsdatum darf nicht vor dem Rechnungsdatum liegen.',
  cent: 'Bitte geben Sie höchstens zwei Nachkommastellen an.',
  menge: 'Bitte geben Sie höchstens drei Nachkommastellen an.',
  iban: 'Ungültige IBAN',
  bic: 'Ungültige BIC',
  ustIdNr: 'Ungültige USt-IdNr. (Format DE123456789)',
  telefon: 'Bitte geben Sie eine Telefonnummer mit mindestens drei Ziffern an.',
  mindestensEinePosition: 'Bitte geben Sie mindestens eine Position an.',
  steuersatz: (position: number, satz: number) =>
    `Position ${position}: Ein Steuersatz von ${prozent(satz)} % ist für die E-Rechnung nicht möglich (möglich sind 19 % und 16 %).`,
  steuersatzAbweichend: (position: number, satz: number, ersterSatz: number) =>
    `Position ${position}: Alle Positionen einer E-Rechnung brauchen denselben Steuersatz (Position 1: ${prozent(ersterSatz)} %, hier ${prozent(satz)} %).`,
  dokumenteFehlgeschlagen: 'Die Rechnungsdokumente konnten nicht erzeugt werden. Bitte versuchen Sie es erneut.',
} as const;

/** spec 001 §3: buyer country 0 Deutschland, 1 Österreich, 2 Schweiz. */
export const ERECHNUNG_LAENDER = { 0: 'Deutschland', 1: 'Österreich', 2: 'Schweiz' } as const;
export type TERechnungLand = keyof typeof ERECHNUNG_LAENDER;

/** spec 001 §5: 'a simple pattern with @ and a dot'. */
// Linear (issue 42): the domain's first character, up to its first dot, the rest; '[^\s@]+\.[^\s@]+' backtracked.
const EINFACHE_EMAIL = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** Characters XML 1.0 cannot carry (lone surrogates, U+FFFE, U+FFFF); control characters are refused by STEUERZEICHEN_MSG. */
function hasXmlFremdzeichen(value: string): boolean {
  return /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|[\ufffe\uffff]/.test(value);
}

/** A text of the form: trimmed, at most `max` characters, nothing an invoice document cannot print. */
const zFeld = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !hasSteuerzeichen(v), STEUERZEICHEN_MSG)
    .refine((v) => !hasXmlFremdzeichen(v), ERECHNUNG_MSG.zeichenUngueltig);

const zPflicht = (max: number) => zFeld(max).min(1, ERECHNUNG_MSG.pflichtfeld);
const zOptional = (max: number) => zFeld(max).default('');
const zEmail = () =>
  zFeld(254)
    .refine((v) => v === '' || EINFACHE_EMAIL.test(v), ERECHNUNG_MSG.emailUngueltig)
    .default('');

/** A calendar day 'YYYY-MM-DD' (the date inputs hand them so) or null when left empty. */
const zTag = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, ERECHNUNG_MSG.datum)
    .refine((d) => isCalendarDay(d) && d >= '2000-01-01' && d <= '2099-12-31', ERECHNUNG_MSG.datum)
    .nullable()
    .default(null);

/** At most `stellen` decimals (amounts typed in euros, quantities), checked without float noise. */
const nachkommastellen = (stellen: number) => (v: number) => {
  const faktor = 10 ** stellen;
  return Math.abs(Math.round(v * faktor) - v * faktor) < 1e-6;
};

/** spec 001 §3 lineItems[]; §5: netUnitPrice step 0.01 min 0, billedQuantity min 0, taxPercent 0–100. Bounds keep cents exact. */
export const ZERechnungPosition = z.object({
  name: zPflicht(200),
  description: zOptional(1000),
  netUnitPrice: z.number().min(0).max(1_000_000).refine(nachkommastellen(2), ERECHNUNG_MSG.cent).default(0),
  billedQuantity: z.number().min(0).max(10_000).refine(nachkommastellen(3), ERECHNUNG_MSG.menge).default(1),
  taxPercent: z.number().min(0).max(100).default(19),
  sellerAssignedID: zOptional(60),
});
export type TERechnungPositionInput = z.input<typeof ZERechnungPosition>;

export const ZERechnungVerkaeufer = z.object({
  name: zPflicht(200),
  postcode: zOptional(10),
  city: zOptional(100),
  street: zOptional(200),
  contactName: zOptional(100),
  phone: zOptional(40),
  vatId: zOptional(20),
  taxId: zOptional(30),
  EmailAddress: zEmail(),
});

export const ZERechnungKunde = z.object({
  name: zPflicht(200),
  postcode: zOptional(10),
  city: zOptional(100),
  street: zOptional(200),
  country: z.literal([0, 1, 2]).default(0),
  EmailAddress: zEmail(),
});

export const ZERechnungZahlung = z.object({
  iban: zOptional(42),
  bic: zOptional(20),
  accountName: zOptional(100),
});

/** spec 001 §3 E-invoice form, §5 E-invoice rules. Dates 'YYYY-MM-DD'; money in euros with two decimals. */
export const ZERechnungFormular = z.object({
  invoiceNumber: zPflicht(50),
  invoiceDate: zTag(),
  paymentReference: zOptional(140),
  note: zOptional(2000),
  paymentTermsDescription: zOptional(500),
  paymentDueDays: z.number().int().min(0).max(999).default(14),
  paymentDueDate: zTag(),
  deliveryDate: zTag(),
  seller: ZERechnungVerkaeufer,
  buyer: ZERechnungKunde,
  payment: ZERechnungZahlung,
  lineItems: z.array(ZERechnungPosition).min(1, ERECHNUNG_MSG.mindestensEinePosition).max(100),
});
export type TERechnungFormularInput = z.input<typeof ZERechnungFormular>;
export type TERechnungFormular = z.output<typeof ZERechnungFormular>;

/** Without blanks, in capitals: how IBAN, BIC and VAT id are written into the documents. */
export function normalisiert(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** IBAN check digits (ISO 13616, mod 97); blanks and case do not matter. */
export function isIban(text: string): boolean {
  const iban = normalisiert(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  let rest = 0;
  for (const ch of iban.slice(4) + iban.slice(0, 4)) {
    const n = ch >= 'A' ? ch.charCodeAt(0) - 55 : Number(ch);
    rest = (rest * (n > 9 ? 100 : 10) + n) % 97;
  }
  return rest === 1;
}

/** A BIC of 8 or 11 characters (ISO 9362); blanks and case do not matter. */
export function isBic(text: string): boolean {
  return /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(normalisiert(text));
}

/** The German VAT rate of an e-invoice of the form. */
export type TERechnungSteuer = { mwstProzent: 19 | 16 };

export interface TERechnungMangel {
  path: Array<string | number>;
  message: string;
}

/**
 * The tax rate of the lines: the invoice documents carry one German rate for all lines, 19 % or 16 %. No 0 %: the form
 * has no VAT id of the customer (reverse charge needs it) and no register entry of the seller (an invoice not taxable
 * in Germany must then identify the seller otherwise, BR-CO-26). A mistake names the line.
 */
export function eRechnungSteuer(
  form: Pick<TERechnungFormular, 'lineItems'>,
): { steuer: TERechnungSteuer; maengel: [] } | { steuer: null; maengel: TERechnungMangel[] } {
  const moeglich = (satz: number) => satz === 19 || satz === 16;
  const erster = form.lineItems[0]?.taxPercent ?? 19;
  const maengel: TERechnungMangel[] = [];
  form.lineItems.forEach((item, i) => {
    const satz = item.taxPercent;
    const path = ['lineItems', i, 'taxPercent'];
    if (!moeglich(satz)) maengel.push({ path, message: ERECHNUNG_MSG.steuersatz(i + 1, satz) });
    // measured against line 1 only when line 1 itself is possible
    else if (satz !== erster && moeglich(erster))
      maengel.push({ path, message: ERECHNUNG_MSG.steuersatzAbweichend(i + 1, satz, erster) });
  });
  if (maengel.length > 0) return { steuer: null, maengel };
  return { steuer: { mwstProzent: erster === 16 ? 16 : 19 }, maengel: [] };
}

/**
 * What an XRechnung needs beyond the spec's form rules (EN 16931 and the BR-DE rules): the invoice date, the seller's
 * and the buyer's address and e-mail, the seller's phone and both tax numbers (the VAT id a German one), a valid IBAN
 * and BIC, one supported tax rate, a due date not before the invoice date.
 */
export function eRechnungMaengel(form: TERechnungFormular): TERechnungMangel[] {
  const maengel: TERechnungMangel[] = [];
  const fehlt = (path: Array<string | number>) => maengel.push({ path, message: ERECHNUNG_MSG.fuerERechnung });
  if (!form.invoiceDate) fehlt(['invoiceDate']);
  else if (form.paymentDueDate && form.paymentDueDate < form.invoiceDate)
    maengel.push({ path: ['paymentDueDate'], message: ERECHNUNG_MSG.faelligVorRechnung });
  for (const key of ['postcode', 'city', 'street', 'phone', 'EmailAddress', 'vatId', 'taxId'] as const)
    if (!form.seller[key]) fehlt(['seller', key]);
  // BR-DE-27 (a warning): a phone number with at least three digits.
  if (form.seller.phone && (form.seller.phone.match(/\d/g) ?? []).length < 3)
    maengel.push({ path: ['seller', 'phone'], message: ERECHNUNG_MSG.telefon });
  // BR-CO-09: the VAT id starts with the country code; the seller of these documents is German (DE + 9 digits).
  if (form.seller.vatId && !/^DE\d{9}$/.test(normalisiert(form.seller.vatId)))
    maengel.push({ path: ['seller', 'vatId'], message: ERECHNUNG_MSG.ustIdNr });
  for (const key of ['postcode', 'city', 'street', 'EmailAddress'] as const)
    if (!form.buyer[key]) fehlt(['buyer', key]);
  if (!form.payment.iban) fehlt(['payment', 'iban']);
  else if (!isIban(form.payment.iban)) maengel.push({ path: ['payment', 'iban'], message: ERECHNUNG_MSG.iban });
  if (!form.payment.bic) fehlt(['payment', 'bic']);
  else if (!isBic(form.payment.bic)) maengel.push({ path: ['payment', 'bic'], message: ERECHNUNG_MSG.bic });
  maengel.push(...eRechnungSteuer(form).maengel);
  return maengel;
}

/** erechnung.xml / erechnung.zugferd: the form under the spec's rules and what an e-invoice needs on top. */
export const ZERechnungDokumentInput = ZERechnungFormular.superRefine((form, ctx) => {
  for (const m of eRechnungMaengel(form)) ctx.addIssue({ code: 'custom', path: m.path, message: m.message });
});

export const ZERechnungXml = z.object({ fileName: z.string(), xml: z.string() });
export type TERechnungXml = z.infer<typeof ZERechnungXml>;

/** The ZUGFeRD PDF as base64 (a tRPC answer is JSON). */
export const ZERechnungZugferd = z.object({ fileName: z.string(), base64: z.string() });
export type TERechnungZugferd = z.infer<typeof ZERechnungZugferd>;
