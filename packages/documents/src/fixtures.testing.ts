// Sample data for the tests and the benchmark (a realistic offer of a Saxon operator).
import { lineTotalCents } from '@lap/domain';
import { type AngebotPdfData, type AngebotPdfPosition } from './angebot-pdf.js';

export const ABSENDER: AngebotPdfData['absender'] = {
  name: 'Netzauskunft Elbe-Röder GmbH',
  zeilen: ['Großenhainer Straße 12', '01587 Riesa'],
  kontakt: ['Telefon 03525 7188-0', 'E-Mail auskunft@netzauskunft-elbe.de', 'www.netzauskunft-elbe.de'],
  fusszeile: [
    'Netzauskunft Elbe-Röder GmbH · Sitz Riesa · Amtsgericht Dresden HRB 12345 · Geschäftsführerin: Dr. Jana Weiß',
    'USt-IdNr. DE123456789 · Steuernummer 219/123/45678',
    'Ostsächsische Sparkasse Dresden · IBAN DE12 8505 0300 0221 0456 78 · BIC OSDDDE81XXX',
  ],
};

export function position(
  n: number,
  beschreibung: string,
  anzahl: number,
  einheit: string | null,
  einzelpreisCent: number,
): AngebotPdfPosition {
  return {
    position: String(n),
    beschreibung,
    anzahl,
    einheit,
    einzelpreisCent,
    gesamtpreisCent: lineTotalCents(anzahl, einzelpreisCent),
  };
}

export const DREI_POSITIONEN: AngebotPdfPosition[] = [
  position(1, 'Grundgebühr Leitungsauskunft', 1, 'pauschal', 8900),
  position(
    2,
    'Auskunft je betroffener Gemeinde (Planauszüge Strom, Gas, Trinkwasser, Telekommunikation)',
    2.5,
    'Gemeinde',
    2533,
  ),
  position(3, 'Zuschlag Eilbearbeitung für Flächen über der zulässigen Größe', 1, null, 4900),
];

export function angebot(overrides: Partial<AngebotPdfData> = {}): AngebotPdfData {
  return {
    absender: ABSENDER,
    empfaenger: { zeilen: ['Tiefbau Müller & Söhne GmbH', 'Herrn Jörg Weißbach', 'Lessingstraße 7', '01587 Riesa'] },
    vorgangsnummer: 'AS2026-000123',
    datum: '2026-11-21',
    vorhaben: 'Glasfaserausbau Gröba – Hausanschlüsse',
    baustelle: 'Lessingstraße 7, 01587 Riesa',
    positionen: DREI_POSITIONEN,
    mwstProzent: 19,
    vorkasse: true,
    bemerkung:
      'Die Planauszüge erhalten Sie als PDF per E-Mail.\nBitte beachten Sie die Schutzanweisung für Versorgungsleitungen.',
    ...overrides,
  };
}

export function manyPositions(count: number): AngebotPdfPosition[] {
  return Array.from({ length: count }, (_, i) =>
    position(
      i + 1,
      i % 7 === 0
        ? `Auskunft Gemeinde Nr. ${i + 1} – Planauszug mit Bestandsplänen für Strom, Gas, Fernwärme und Telekommunikation`
        : `Planauszug Gemeinde Nr. ${i + 1}`,
      (i % 4) + 0.5,
      'Stück',
      1250 + i * 17,
    ),
  );
}
