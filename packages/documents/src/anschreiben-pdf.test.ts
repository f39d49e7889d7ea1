import { describe, expect, it } from 'vitest';
import { renderAnschreibenPdf, type AnschreibenPdfData } from './anschreiben-pdf.js';
import { ABSENDER } from './fixtures.testing.js';
import { metadata, pageTexts } from './pdf-text.testing.js';

const anschreiben = (overrides: Partial<AnschreibenPdfData> = {}): AnschreibenPdfData => ({
  absender: ABSENDER,
  empfaenger: { zeilen: ['Tiefbau Müller & Söhne GmbH', 'Herrn Jörg Weißbach', 'Lessingstraße 7', '01587 Riesa'] },
  vorgangsnummer: 'AS2026-000123',
  datum: '2026-11-21',
  vorhaben: 'Glasfaserausbau Gröba',
  baustelle: 'Lessingstraße 7, 01587 Riesa',
  versorger: [
    { name: 'SachsenNetze GmbH', zustand: 'geantwortet', auskunftDatum: '2026-11-18' },
    { name: 'Stadtwerke Riesa GmbH', zustand: 'nicht betroffen', auskunftDatum: new Date('2026-11-19T10:00:00Z') },
    { name: 'Telekom Deutschland GmbH', zustand: 'angefragt', auskunftDatum: null },
  ],
  dokumenteUrl: 'https://portal.test/leitungsauskunftportal/dokumente/abc',
  ...overrides,
});

describe('renderAnschreibenPdf', () => {
  it('writes a letter listing every operator with its state and answer day', async () => {
    const bytes = await renderAnschreibenPdf(anschreiben());
    const all = (await pageTexts(bytes)).join(' ');
    expect(all).toContain('Ihre Leitungsauskunft zum Vorhaben „Glasfaserausbau Gröba“');
    expect(all).toContain('Tiefbau Müller & Söhne GmbH');
    expect(all).toContain('Vorgang: AS2026-000123');
    expect(all).toContain('1 SachsenNetze GmbH geantwortet 18.11.2026');
    expect(all).toContain('2 Stadtwerke Riesa GmbH nicht betroffen 19.11.2026');
    expect(all).toContain('3 Telekom Deutschland GmbH angefragt');
    expect(all).toContain('3 Betreiber angefragt: 1 mit Auskunft, 1 nicht betroffen, 1 ausstehend.');
    expect(all).toContain('https://portal.test/leitungsauskunftportal/dokumente/abc');
    expect(all).toContain('Seite 1 von 1');
    expect(await metadata(bytes)).toMatchObject({ title: 'Leitungsauskunft AS2026-000123', language: 'de-DE', pages: 1 });
  });

  it('says so when no operator is assigned, and flows long lists onto further pages', async () => {
    expect((await pageTexts(await renderAnschreibenPdf(anschreiben({ versorger: [] })))).join(' ')).toContain('Diesem Auftrag sind noch keine Infrastrukturbetreiber zugeordnet.');
    const many = Array.from({ length: 80 }, (_, i) => ({ name: `Betreiber ${i + 1}`, zustand: 'angefragt', auskunftDatum: null }));
    const pages = await pageTexts(await renderAnschreibenPdf(anschreiben({ versorger: many })));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.join(' ')).toContain('80 Betreiber 80 angefragt');
    pages.forEach((p, i) => expect(p).toContain(`Seite ${i + 1} von ${pages.length}`));
  });
});
