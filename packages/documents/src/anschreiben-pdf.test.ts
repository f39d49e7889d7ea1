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
    { name: 'SachsenNetze GmbH', stand: 'geantwortet', standText: 'Auskunft erteilt am 18.11.2026' },
    { name: 'Stadtwerke Riesa GmbH', stand: 'nichtBetroffen', standText: 'nicht betroffen (Auskunft vom 19.11.2026)' },
    { name: 'Telekom Deutschland GmbH', stand: 'angefragt', standText: 'angefragt am 12.11.2026' },
    { name: 'GasNetz Sachsen GmbH', stand: 'nichtAngefragt', standText: 'noch nicht angefragt' },
    { name: 'Wasserwerke Riesa GmbH', stand: 'nichtAngefragt', standText: 'noch nicht angefragt' },
  ],
  dokumenteUrl: 'https://portal.test/leitungsauskunftportal/dokumente/abc',
  ...overrides,
});

describe('renderAnschreibenPdf', () => {
  it('writes a letter listing every operator with its true state and day, and counts each state as it is', async () => {
    const bytes = await renderAnschreibenPdf(anschreiben());
    const all = (await pageTexts(bytes)).join(' ');
    expect(all).toContain('Ihre Leitungsauskunft zum Vorhaben „Glasfaserausbau Gröba“');
    expect(all).toContain('Tiefbau Müller & Söhne GmbH');
    expect(all).toContain('Vorgang: AS2026-000123');
    expect(all).toContain('1 SachsenNetze GmbH Auskunft erteilt am 18.11.2026');
    expect(all).toContain('2 Stadtwerke Riesa GmbH nicht betroffen (Auskunft vom 19.11.2026)');
    expect(all).toContain('3 Telekom Deutschland GmbH angefragt am 12.11.2026');
    expect(all).toContain('4 GasNetz Sachsen GmbH noch nicht angefragt');
    // issue 42: never '5 Betreiber angefragt … 4 ausstehend' when one was asked
    expect(all).toContain(
      '5 Betreiber: 1 mit Auskunft, 1 nicht betroffen, 1 angefragt, Antwort ausstehend, 2 noch nicht angefragt.',
    );
    expect(all).not.toContain('Betreiber angefragt:');
    expect(all).toContain('https://portal.test/leitungsauskunftportal/dokumente/abc');
    expect(all).toContain('Seite 1 von 1');
    expect(await metadata(bytes)).toMatchObject({
      title: 'Leitungsauskunft AS2026-000123',
      language: 'de-DE',
      pages: 1,
    });
  });

  it('says so when no operator is assigned, and flows long lists onto further pages', async () => {
    expect((await pageTexts(await renderAnschreibenPdf(anschreiben({ versorger: [] })))).join(' ')).toContain(
      'Diesem Auftrag sind noch keine Infrastrukturbetreiber zugeordnet.',
    );
    const many = Array.from({ length: 80 }, (_, i) => ({
      name: `Betreiber ${i + 1}`,
      stand: 'angefragt' as const,
      standText: 'angefragt am 12.11.2026',
    }));
    const pages = await pageTexts(await renderAnschreibenPdf(anschreiben({ versorger: many })));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.join(' ')).toContain('80 Betreiber 80 angefragt am 12.11.2026');
    expect(pages.join(' ')).toContain('80 Betreiber: 80 angefragt, Antwort ausstehend.');
    pages.forEach((p, i) => expect(p).toContain(`Seite ${i + 1} von ${pages.length}`));
  });
});
