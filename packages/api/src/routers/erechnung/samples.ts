import { ANBIETER_VERKAEUFER, type TERechnungFormularInput } from '@lap/contracts';

/** A complete form with umlauts: the sample input of the authorization matrix (valid, so staff get the document). */
export const BEISPIEL: TERechnungFormularInput = {
  invoiceNumber: 'RE-MATRIX-1',
  invoiceDate: '2026-11-24',
  seller: {
    name: ANBIETER_VERKAEUFER.name,
    postcode: ANBIETER_VERKAEUFER.plz,
    city: ANBIETER_VERKAEUFER.ort,
    street: ANBIETER_VERKAEUFER.strasse,
    phone: ANBIETER_VERKAEUFER.telefon,
    vatId: ANBIETER_VERKAEUFER.ustIdNr,
    taxId: ANBIETER_VERKAEUFER.steuernummer,
    EmailAddress: ANBIETER_VERKAEUFER.email,
  },
  buyer: {
    name: 'Tiefbau Müller & Söhne GmbH',
    postcode: '01589',
    city: 'Gröditz',
    street: 'Lessingstraße 7',
    country: 0,
    EmailAddress: 'buchhaltung@tiefbau-mueller.example',
  },
  payment: { iban: ANBIETER_VERKAEUFER.bank.iban, bic: ANBIETER_VERKAEUFER.bank.bic },
  lineItems: [{ name: 'Größenprüfung', netUnitPrice: 45.5, billedQuantity: 2, taxPercent: 19 }],
};
