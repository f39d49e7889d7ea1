import { describe, expect, it } from 'vitest';
import { DRUCK_LAYOUT, DRUCK_VORLAGEN } from '@lap/contracts';
import { DRUCK_HINWEIS, renderKartePdf, type KartenSeite } from './karte-pdf.js';
import { pageTexts } from './pdf-text.testing.js';

// A 1×1 JPEG: the sheet's layout does not depend on the picture.
const JPEG = Uint8Array.from(
  Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
);

function seite(vorlage: (typeof DRUCK_VORLAGEN)[number], scale: number, ort: string): KartenSeite {
  return {
    vorlage,
    layout: DRUCK_LAYOUT,
    scale,
    bild: { jpeg: JPEG, widthMm: vorlage.ComposerMap.width, heightMm: vorlage.ComposerMap.height },
    vorgangsnummer: 'AS2026-000123',
    ort,
    datum: '01.12.2026',
    rotation: 0,
    attribution: '© GeoSN, dl-de/by-2-0',
  };
}

describe('map print sheet footer (issue 42: the print instruction was cut)', () => {
  it('prints the whole instruction, the date and the template on every template and scale', async () => {
    const seiten = DRUCK_VORLAGEN.flatMap((v) =>
      [250, 500, 1000, 5000].map((scale) => seite(v, scale, 'Hauptstraße 12, 01589 Riesa')),
    );
    const texts = await pageTexts(await renderKartePdf({ seiten, portal: 'Leitungsauskunftportal' }));
    expect(texts).toHaveLength(seiten.length);
    texts.forEach((text, i) => {
      expect(text, seiten[i]?.vorlage.name).toContain(DRUCK_HINWEIS);
      expect(text).toContain(`Druckdatum 01.12.2026 · ${seiten[i]?.vorlage.name ?? ''}`);
      expect(text).toContain('Hauptstraße 12, 01589 Riesa');
    });
  });

  it('shortens a very long site, never the date or the template', async () => {
    const a4 = DRUCK_VORLAGEN.find((v) => v.name === 'A4 Hochformat');
    if (!a4) throw new Error('A4 Hochformat fehlt');
    const [text] = await pageTexts(
      await renderKartePdf({ seiten: [seite(a4, 500, `Sehr lange Straße ${'x'.repeat(200)}`)], portal: 'Portal' }),
    );
    expect(text).toContain('… · Druckdatum 01.12.2026 · A4 Hochformat');
    expect(text).toContain(DRUCK_HINWEIS);
  });
});
