import { describe, expect, it } from 'vitest';
import { dateinameAusHeader, druckDateiUrl } from './download';

describe('dateinameAusHeader', () => {
  it('takes the UTF-8 name (filename*) before the ASCII one, as the server writes both', () => {
    expect(
      dateinameAusHeader(
        `attachment; filename="Karte_AS2026-000123_Riesa_Strasse.pdf"; filename*=UTF-8''Karte_AS2026-000123_Riesa_Stra%C3%9Fe.pdf`,
      ),
    ).toBe('Karte_AS2026-000123_Riesa_Straße.pdf');
  });

  it('reads a quoted or bare filename without filename*', () => {
    expect(dateinameAusHeader('attachment; filename="Druck 1.pdf"')).toBe('Druck 1.pdf');
    expect(dateinameAusHeader('attachment; filename=druck.pdf')).toBe('druck.pdf');
    expect(dateinameAusHeader('inline; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
  });

  it('has no name without the parameter; cuts off paths', () => {
    expect(dateinameAusHeader(null)).toBeNull();
    expect(dateinameAusHeader('attachment')).toBeNull();
    expect(dateinameAusHeader('attachment; filename=""')).toBeNull();
    expect(dateinameAusHeader(`attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`)).toBe('passwd');
    // a broken escape falls back to the plain name
    expect(dateinameAusHeader(`attachment; filename="karte.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe('karte.pdf');
  });
});

describe('druckDateiUrl', () => {
  it('encodes both path parts', () => {
    expect(druckDateiUrl('3f2b6f1e-1111-4a4a-9999-000000000001', 'Karte 1.pdf')).toBe(
      '/api/Print/DownloadDatei/3f2b6f1e-1111-4a4a-9999-000000000001/Karte%201.pdf',
    );
  });
});
