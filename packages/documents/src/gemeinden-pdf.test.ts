import { describe, expect, it } from 'vitest';
import { renderGemeindenPdf } from './gemeinden-pdf.js';
import { metadata, pageTexts } from './pdf-text.testing.js';

describe('renderGemeindenPdf', () => {
  it('lists every municipality with its key and status', async () => {
    const gemeinden = [
      { name: 'Riesa, Stadt', ags: '14627230', aktiv: true },
      { name: 'Großenhain, Stadt', ags: '14627100', aktiv: true },
      { name: 'Nünchritz', ags: '14627210', aktiv: false },
    ];
    const bytes = await renderGemeindenPdf({ vorgangsnummer: 'AS2026-000123', datum: '2026-11-21', gemeinden });
    const [text = ''] = await pageTexts(bytes);
    expect(text).toContain('Betroffene Gemeinden – Vorgang AS2026-000123');
    expect(text).toContain('21.11.2026');
    expect(text).toContain('Name Gemeindeschlüssel Status');
    expect(text).toContain('Riesa, Stadt 14627230 aktiv');
    expect(text).toContain('Großenhain, Stadt 14627100 aktiv');
    expect(text).toContain('Nünchritz 14627210 entfernt');
    expect(text).toContain('Seite 1 von 1');
    expect(await metadata(bytes)).toMatchObject({
      title: 'Betroffene Gemeinden – Vorgang AS2026-000123',
      language: 'de-DE',
      pages: 1,
    });
  });

  it('numbers the pages of a long list and repeats the header', async () => {
    const gemeinden = Array.from({ length: 120 }, (_, i) => ({
      name: `Gemeinde ${i + 1}`,
      ags: `14627${String(i).padStart(3, '0')}`,
      aktiv: i % 5 !== 0,
    }));
    const pages = await pageTexts(
      await renderGemeindenPdf({ vorgangsnummer: 'AS2026-000124', datum: '2026-11-21', gemeinden }),
    );
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((text, i) => {
      expect(text).toContain(`Seite ${i + 1} von ${pages.length}`);
      expect(text).toContain('Name Gemeindeschlüssel Status');
    });
    expect(pages.join(' ')).toContain('Gemeinde 120 14627119');
  });

  it('says so when there is no municipality', async () => {
    const [text = ''] = await pageTexts(
      await renderGemeindenPdf({ vorgangsnummer: 'AS2026-000125', datum: '2026-11-21', gemeinden: [] }),
    );
    expect(text).toContain('Diesem Vorgang sind keine Gemeinden zugeordnet.');
  });
});
