import { describe, expect, it } from 'vitest';
import { aidOf, pdfProcessingPath, validatePdfForm } from './pdf-form';

describe('PDF processing form', () => {
  it('asks for both fields first, then an AS order number, then a usable domain', () => {
    expect(validatePdfForm({ auftragsNr: '', domain: '' })).toEqual({
      auftragsNr: 'Bitte füllen Sie alle Felder aus.',
      domain: 'Bitte füllen Sie alle Felder aus.',
      message: 'Bitte füllen Sie alle Felder aus.',
    });
    expect(validatePdfForm({ auftragsNr: 'XY1', domain: ' ' })).toEqual({
      domain: 'Bitte füllen Sie alle Felder aus.',
      message: 'Bitte füllen Sie alle Felder aus.',
    });
    expect(validatePdfForm({ auftragsNr: '2026-000123', domain: 'netz.de' })).toEqual({
      auftragsNr: 'Geben Sie eine richtige Auftragsnummer ein (AS...)',
      message: 'Geben Sie eine richtige Auftragsnummer ein (AS...)',
    });
    expect(validatePdfForm({ auftragsNr: 'AS2026-000123', domain: 'kein domain' })?.domain).toBe(
      'Geben Sie einen gültigen Domain-Namen ein (z. B. netz-beispiel.de).',
    );
    // 'as' in any case, the domain as an address or an e-mail address
    expect(validatePdfForm({ auftragsNr: 'as2026-000123', domain: 'https://www.netz-beispiel.de/' })).toBeNull();
    expect(validatePdfForm({ auftragsNr: 'AS2026-000123', domain: 'auskunft@netz-beispiel.de' })).toBeNull();
  });

  it('reads ?aid= as an order number or an order id', () => {
    expect(aidOf('as2026-000007')).toEqual({ auftragsNr: 'AS2026-000007' });
    expect(aidOf('0F9C7A52-1B1E-4A55-9D3E-0C2D8A7B6E11')).toEqual({
      auftragId: '0f9c7a52-1b1e-4a55-9d3e-0c2d8a7b6e11',
    });
    expect(aidOf('<script>')).toBeNull();
    expect(aidOf(null)).toBeNull();
    expect(pdfProcessingPath('0f9c7a52-1b1e-4a55-9d3e-0c2d8a7b6e11')).toBe(
      '/pdfprocessing?aid=0f9c7a52-1b1e-4a55-9d3e-0c2d8a7b6e11',
    );
  });
});
