import { ANBIETER_VERKAEUFER, type TERechnungFormularInput, type TERechnungPositionInput } from '@lap/contracts';
import { rechnungSummen, totalsOf, type TMwstProzent } from '@lap/domain';

/** spec 001 §9 (our reading): a new line has quantity 1 and 19 %, no price yet. */
export function neuePosition(): TERechnungPositionInput {
  return { name: '', description: '', billedQuantity: 1, taxPercent: 19, sellerAssignedID: '' };
}

/** The empty form: today's date, 14 days to pay, one line, the seller and its account from the provider's data. */
export function leeresFormular(heute: string): TERechnungFormularInput {
  const v = ANBIETER_VERKAEUFER;
  return {
    invoiceNumber: '',
    invoiceDate: heute,
    paymentReference: '',
    note: '',
    paymentTermsDescription: '',
    paymentDueDays: 14,
    paymentDueDate: null,
    deliveryDate: null,
    seller: {
      name: v.name,
      postcode: v.plz,
      city: v.ort,
      street: v.strasse,
      contactName: v.kontaktName,
      phone: v.telefon,
      vatId: v.ustIdNr,
      taxId: v.steuernummer,
      EmailAddress: v.email,
    },
    buyer: { name: '', postcode: '', city: '', street: '', country: 0, EmailAddress: '' },
    payment: { iban: v.bank.iban, bic: v.bank.bic, accountName: v.bank.kontoinhaber },
    lineItems: [neuePosition()],
  };
}

const zahl = (wert: unknown, sonst: number): number =>
  typeof wert === 'number' && Number.isFinite(wert) && wert >= 0 ? wert : sonst;
const IST_MWST = (satz: number): satz is TMwstProzent => satz === 19 || satz === 16 || satz === 0;

export interface TSatzSumme {
  prozent: number;
  nettoCent: number;
  mwstCent: number;
}

export interface TFormularSummen {
  saetze: TSatzSumme[];
  nettoCent: number;
  mwstCent: number;
  bruttoCent: number;
}

/** One line's net amount in cents, as the invoice computes it (empty price 0, empty quantity 1). */
export function positionNettoCent(item: Partial<TERechnungPositionInput> | undefined): number {
  return rechnungSummen(
    [{ anzahl: zahl(item?.billedQuantity, 1), einzelpreisCent: Math.round(zahl(item?.netUnitPrice, 0) * 100) }],
    19,
  ).nettoCent;
}

/**
 * The live totals of the form: net and VAT per rate (highest rate first), the VAT taken once per rate on its net sum
 * (rechnungSummen, the invoice's own math), and the gross. Values being typed count as their defaults.
 */
export function formularSummen(items: ReadonlyArray<Partial<TERechnungPositionInput> | undefined>): TFormularSummen {
  const jeSatz = new Map<number, Array<{ anzahl: number; einzelpreisCent: number }>>();
  for (const item of items) {
    const satz = zahl(item?.taxPercent, 19);
    const zeilen = jeSatz.get(satz) ?? [];
    zeilen.push({
      anzahl: zahl(item?.billedQuantity, 1),
      einzelpreisCent: Math.round(zahl(item?.netUnitPrice, 0) * 100),
    });
    jeSatz.set(satz, zeilen);
  }
  const saetze = [...jeSatz]
    .sort(([a], [b]) => b - a)
    .map(([prozent, zeilen]) => {
      // the form allows any rate from 0 to 100 (spec 001 §5); the invoice math knows 19, 16 and 0
      const s = IST_MWST(prozent) ? rechnungSummen(zeilen, prozent) : totalsOf(zeilen, prozent);
      return { prozent, nettoCent: s.nettoCent, mwstCent: s.mwstCent };
    });
  const nettoCent = saetze.reduce((sum, s) => sum + s.nettoCent, 0);
  const mwstCent = saetze.reduce((sum, s) => sum + s.mwstCent, 0);
  return { saetze, nettoCent, mwstCent, bruttoCent: nettoCent + mwstCent };
}

/**
 * A NumberInput's value as the form keeps it. Mantine hands a number, or a string where a number would lose what was
 * typed ('45.50' with its trailing zero, '12.' while typing, '' when empty): read those too, empty as undefined.
 */
export function zahlAusEingabe(wert: number | string): number | undefined {
  if (typeof wert === 'number') return Number.isFinite(wert) ? wert : undefined;
  const zahl = wert.trim() === '' ? Number.NaN : Number(wert);
  return Number.isFinite(zahl) ? zahl : undefined;
}

/** '7.5' → '7,5' (rates in the totals). */
export function prozentText(prozent: number): string {
  return prozent.toLocaleString('de-DE', { maximumFractionDigits: 2 });
}

/** The ZUGFeRD answer (base64) as bytes. */
export function base64ZuBytes(base64: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Hands a file to the browser's download (the name as the server gave it): the same helper as the map view's downloads. */
export { dateiSpeichern } from '../druck/download';
