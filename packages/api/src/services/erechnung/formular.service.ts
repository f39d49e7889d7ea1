import {
  ERECHNUNG_MSG,
  eRechnungMaengel,
  eRechnungSteuer,
  MSG,
  normalisiert,
  type TERechnungFormular,
  type TERechnungLand,
  type TERechnungXml,
  type TERechnungZugferd,
} from '@lap/contracts';
import type { RechnungDokumentDaten } from '@lap/documents';
import { AppError } from '../../errors.js';
import { rechnungDokumente } from '../documents/documents.service.js';

// The e-invoice form /erechnungeingaben (spec 001 §3 E-invoice form) as invoice documents (issue 14): the form is mapped
// onto the data of the invoice engine and rendered in the documents worker. Nothing is stored.

/** spec 001 §3: buyer country 0 Deutschland, 1 Österreich, 2 Schweiz → ISO 3166-1 alpha-2. */
const LAND: Record<TERechnungLand, string> = { 0: 'DE', 1: 'AT', 2: 'CH' };

/** Euros as typed (two decimals, checked by the schema) → integer cents. */
export function euroZuCent(euro: number): number {
  return Math.round(euro * 100) + 0;
}

/** Calendar days from one 'YYYY-MM-DD' to another. */
function tageZwischen(von: string, bis: string): number {
  return Math.round((Date.parse(`${bis}T00:00:00Z`) - Date.parse(`${von}T00:00:00Z`)) / 86_400_000);
}

/** 'de52850503000221045678' → 'DE52 8505 0300 0221 0456 78' (printed; the e-invoice drops the blanks). */
function ibanGruppiert(iban: string): string {
  return normalisiert(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The invoice number as part of a file name: letters without accents, digits, '.', '-', '_'. */
export function dateinamenTeil(text: string): string {
  const teil = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9.-]+/g, '_')
    .replace(/^[_.]+|(?<!_)_+$/g, '') // the lookbehind starts the trailing run once (issue 42: linear)
    .slice(0, 80);
  return teil || 'Rechnung';
}

/**
 * The form as invoice data. The documents print the form's values: the buyer's name as the company, the street with
 * its number, the note (BT-22), the payment terms (BT-20), the payment reference (BT-83, else the invoice number), the
 * item numbers (BT-155); the due date from paymentDueDate, else invoice date + paymentDueDays; the delivery date as the
 * service date (else the invoice date). The form has no case number: the documents name none. A form that cannot be an
 * e-invoice (see eRechnungMaengel) is refused with a 400 naming the fields.
 */
export function formularDaten(form: TERechnungFormular): RechnungDokumentDaten {
  const maengel = eRechnungMaengel(form);
  const { steuer } = eRechnungSteuer(form);
  if (maengel.length > 0 || !steuer || !form.invoiceDate) {
    throw new AppError(
      'BAD_REQUEST',
      maengel[0]?.message ?? MSG.eingabeUngueltig,
      maengel.map((m) => ({ field: m.path.join('.'), message: m.message })),
    );
  }
  const rechnungsDatum = form.invoiceDate;
  const leistung = form.deliveryDate ?? rechnungsDatum;
  const { seller: v, buyer: k, payment: z } = form;
  return {
    art: 'rechnung',
    entwurf: false,
    rechnungsNummer: form.invoiceNumber,
    rechnungsDatum,
    leistungszeitraum: { von: leistung, bis: leistung },
    vorgangsnummer: '',
    projektnummer: null,
    kundennummer: null,
    storniert: null,
    verkaeufer: {
      name: v.name,
      strasse: v.street,
      plz: v.postcode,
      ort: v.city,
      land: 'DE',
      telefon: v.phone,
      email: v.EmailAddress,
      web: null,
      steuernummer: v.taxId,
      ustIdNr: normalisiert(v.vatId),
      handelsregister: null,
      sitz: null,
      geschaeftsfuehrung: null,
      bank: { name: '', iban: ibanGruppiert(z.iban), bic: normalisiert(z.bic), kontoinhaber: z.accountName || v.name },
      kontaktName: v.contactName || null,
    },
    kaeufer: {
      firma: k.name,
      strasse: k.street,
      hausnummer: '',
      plz: k.postcode,
      ort: k.city,
      land: LAND[k.country],
      ustIdNr: null,
      email: k.EmailAddress,
    },
    positionen: form.lineItems.map((l) => ({
      bezeichnung: l.name,
      beschreibung: l.description || null,
      anzahl: l.billedQuantity,
      einheit: null,
      einzelpreisCent: euroZuCent(l.netUnitPrice),
      artikelnummer: l.sellerAssignedID || null,
    })),
    mwstProzent: steuer.mwstProzent,
    // the form's rate applies also to customers abroad (without it a Swiss company would be 'not taxable', steuerfallOf)
    steuerfall: 'inland',
    zahlungszielTage: form.paymentDueDate ? tageZwischen(rechnungsDatum, form.paymentDueDate) : form.paymentDueDays,
    bemerkung: form.note || null,
    zahlungsbedingungen: form.paymentTermsDescription || null,
    verwendungszweck: form.paymentReference || null,
  };
}

const nichtErzeugt = (): AppError => new AppError('SERVICE_UNAVAILABLE', ERECHNUNG_MSG.dokumenteFehlgeschlagen);

/** erechnung.xml: the form's XRechnung 3.0 (CII XML). */
export async function eRechnungXml(form: TERechnungFormular): Promise<TERechnungXml> {
  const { xml } = await rechnungDokumente(formularDaten(form), { xml: true });
  if (xml === undefined) throw nichtErzeugt();
  return { fileName: `XRechnung_${dateinamenTeil(form.invoiceNumber)}.xml`, xml };
}

/** erechnung.zugferd: the form's invoice PDF with the CII XML embedded (ZUGFeRD / Factur-X EN 16931), as base64. */
export async function eRechnungZugferd(form: TERechnungFormular): Promise<TERechnungZugferd> {
  const { zugferd } = await rechnungDokumente(formularDaten(form), { zugferd: true });
  if (zugferd === undefined) throw nichtErzeugt();
  return {
    fileName: `ZUGFeRD_${dateinamenTeil(form.invoiceNumber)}.pdf`,
    base64: Buffer.from(zugferd.buffer, zugferd.byteOffset, zugferd.byteLength).toString('base64'),
  };
}
