/**
 * The service provider as it appears on offers and invoices (sender block, footer), on screen and in PDFs.
 * Fictional data of the demo deployment; a deployment changes it here (one place per product constant).
 */
export const ANBIETER = {
  name: 'Leitungsauskunft Sachsen GmbH',
  anschrift: ['Hauptstraße 12', '01587 Riesa'],
  absenderZeile: 'Leitungsauskunft Sachsen GmbH · Hauptstraße 12 · 01587 Riesa',
  telefon: '0351 4700-100',
  email: 'angebot@leitungsauskunft.example.org',
  web: 'www.leitungsauskunft.example.org',
  fusszeile: [
    'Leitungsauskunft Sachsen GmbH · Sitz Riesa · Amtsgericht Dresden HRB 00000 · Geschäftsführung: M. Muster',
    'USt-IdNr. DE123456789 · Steuernummer 219/123/45678 · Ostsächsische Sparkasse Dresden · IBAN DE52 8505 0300 0221 0456 78 · BIC OSDDDE81XXX',
  ],
} as const;

/**
 * The provider as the seller of its invoices (§ 14 UStG: tax number and VAT id, bank for the payment terms). Fictional,
 * with a checksum-valid IBAN so the e-invoices pass the validators.
 */
export const ANBIETER_VERKAEUFER = {
  name: ANBIETER.name,
  strasse: 'Hauptstraße 12',
  plz: '01587',
  ort: 'Riesa',
  land: 'DE',
  telefon: ANBIETER.telefon,
  email: 'rechnung@leitungsauskunft.example.org',
  web: ANBIETER.web,
  steuernummer: '219/123/45678',
  ustIdNr: 'DE123456789',
  handelsregister: 'Amtsgericht Dresden HRB 00000',
  sitz: 'Riesa',
  geschaeftsfuehrung: 'M. Muster',
  bank: {
    name: 'Ostsächsische Sparkasse Dresden',
    iban: 'DE52 8505 0300 0221 0456 78',
    bic: 'OSDDDE81XXX',
    kontoinhaber: ANBIETER.name,
  },
  kontaktName: 'Buchhaltung',
} as const;
