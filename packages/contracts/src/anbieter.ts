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
    'USt-IdNr. DE000000000 · Sparkasse Meißen · IBAN DE00 0000 0000 0000 0000 00 · BIC SOLADES1MEI',
  ],
} as const;
