/**
 * The service provider as it appears on offers and invoices (sender block, footer). Fictional data of the
 * demo deployment; a deployment changes it here (ARCHITECTURE: one place per product constant).
 */
export const ANBIETER = {
  name: 'Leitungsauskunft Sachsen GmbH',
  zeilen: ['Leitungsauskunft Sachsen GmbH', 'Hauptstraße 12', '01587 Riesa'],
  absenderZeile: 'Leitungsauskunft Sachsen GmbH · Hauptstraße 12 · 01587 Riesa',
  kontakt: ['Telefon 0351 4700-100', 'angebot@leitungsauskunft.example.org', 'www.leitungsauskunft.example.org'],
  fusszeile: [
    'Leitungsauskunft Sachsen GmbH · Sitz Riesa · Amtsgericht Dresden HRB 00000 · Geschäftsführung: M. Muster',
    'USt-IdNr. DE000000000 · Sparkasse Meißen · IBAN DE00 0000 0000 0000 0000 00 · BIC SOLADES1MEI',
  ],
} as const;
