import { describe, expect, it } from 'vitest';
import { centsToGermanEuroText, istStornierbar, ohneU, rechnungBezeichnung, rechnungZustand } from './rechnung-status';
import { eRechnungUrl, rechnungenAuftragPath, rechnungPdfVorschauUrl } from './paths';

const entwurf = {
  rechnungVersandt: null,
  storniert: false,
  bezahltAm: null,
  bearbeitbar: true,
  art: 'rechnung' as const,
};
const versendet = { ...entwurf, rechnungVersandt: '2026-03-01T10:00:00Z', bearbeitbar: false };

describe('rechnungZustand', () => {
  it('names draft, sent, cancelled and paid', () => {
    expect(rechnungZustand(entwurf)).toBe('Entwurf');
    expect(rechnungZustand(versendet)).toBe('Versendet');
    expect(rechnungZustand({ ...versendet, storniert: true })).toBe('Storniert');
    expect(rechnungZustand({ ...versendet, bezahltAm: '2026-03-05' })).toBe('Bezahlt');
  });
});

describe('istStornierbar', () => {
  it('only sent, uncancelled, unpaid, non-storno invoices', () => {
    expect(istStornierbar(entwurf)).toBe(false);
    expect(istStornierbar(versendet)).toBe(true);
    expect(istStornierbar({ ...versendet, storniert: true })).toBe(false);
    expect(istStornierbar({ ...versendet, art: 'storno' })).toBe(false);
    expect(istStornierbar({ ...versendet, bezahltAm: '2026-03-05T10:00:00Z' })).toBe(false);
  });
});

describe('helpers', () => {
  it('shows Entwurf without a number', () => {
    expect(rechnungBezeichnung({ rechnungsNummer: null })).toBe('Entwurf');
    expect(rechnungBezeichnung({ rechnungsNummer: 'R-2026-1' })).toBe('R-2026-1');
  });
  it('removes u=1 only', () => {
    expect(ohneU('?u=1')).toBe('');
    expect(ohneU('?u=1&x=2')).toBe('?x=2');
    expect(ohneU('?x=2')).toBeNull();
  });
  it('encodes ids in links', () => {
    expect(rechnungenAuftragPath('a/b')).toBe('/rechnungenauftrag/a%2Fb');
    expect(rechnungPdfVorschauUrl('x')).toBe('/api/Rechnung/ErstelleRechnungPdfById/x');
    expect(eRechnungUrl('x')).toBe('/api/Rechnung/GetERechnungById/x');
  });
});

describe('centsToGermanEuroText', () => {
  it('writes German amounts', () => {
    expect(centsToGermanEuroText(123456)).toBe('1.234,56');
    expect(centsToGermanEuroText(3500)).toBe('35,00');
    expect(centsToGermanEuroText(-5)).toBe('-0,05');
  });
});
