import { describe, expect, it } from 'vitest';
import { dokumentArt } from './components/FileLinks';

describe('dokumentArt (issue 42: the invoice documents say what they are)', () => {
  it('tells the readable PDF from the e-invoices of the same invoice', () => {
    expect(dokumentArt({ displayTxt: 'Rechnung_RE2026-00012.pdf' })).toBe('Rechnung (PDF zum Lesen und Drucken)');
    expect(dokumentArt({ displayTxt: 'Rechnung_RE2026-00012_ZUGFeRD.pdf' })).toBe(
      'E-Rechnung (ZUGFeRD: PDF mit eingebetteter XML-Rechnung)',
    );
    expect(dokumentArt({ displayTxt: 'Rechnung_RE2026-00012_XRechnung.xml' })).toBe(
      'E-Rechnung (XRechnung: XML für Buchhaltungsprogramme)',
    );
    expect(dokumentArt({ displayTxt: 'Stornorechnung_RE2026-00013.pdf' })).toBe(
      'Stornorechnung (PDF zum Lesen und Drucken)',
    );
  });

  it('leaves other documents alone', () => {
    expect(dokumentArt({ displayTxt: 'Angebot_AS2026-000123.pdf' })).toBeNull();
    expect(dokumentArt({ displayTxt: 'Lageplan.pdf' })).toBeNull();
  });
});
