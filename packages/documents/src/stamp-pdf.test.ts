import { describe, expect, it } from 'vitest';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { pageTexts } from './pdf-text.testing.js';
import { stampLine, stampPdf, StampError } from './stamp-pdf.js';

const DATA = {
  vorgangsnummer: 'AS2026-000123',
  versorgerName: 'Stadtwerke Görlitz AG',
  eingegangen: 'Eingegangen am 03.02.2026',
  portal: 'Leitungsauskunftportal',
};

async function source(rotations: number[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  rotations.forEach((r, i) => {
    const page = doc.addPage(i === 2 ? [842, 595] : [595, 842]);
    page.drawText(`Inhalt ${i + 1}`, { x: 100, y: 300, size: 12, font });
    page.setRotation(degrees(r));
  });
  return doc.save();
}

describe('stampPdf', () => {
  it('puts the case header on every page, whatever its rotation or size, and keeps the content', async () => {
    const out = await stampPdf(await source([0, 90, 0, 180, 270]), DATA);
    const texts = await pageTexts(out);
    expect(texts).toHaveLength(5);
    texts.forEach((t, i) => {
      expect(t).toContain('AS2026-000123 · Stadtwerke Görlitz AG · Eingegangen am 03.02.2026 · Leitungsauskunftportal');
      expect(t).toContain(`Inhalt ${i + 1}`);
    });
    expect(stampLine(DATA)).toBe(
      'AS2026-000123 · Stadtwerke Görlitz AG · Eingegangen am 03.02.2026 · Leitungsauskunftportal',
    );
    const doc = await PDFDocument.load(out);
    expect(doc.getPages().map((p) => p.getRotation().angle)).toEqual([0, 90, 0, 180, 270]);
  });

  it('refuses what is no readable PDF', async () => {
    const broken = new Uint8Array(
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 65), Buffer.from('\n%%EOF\n')]),
    );
    await expect(stampPdf(broken, DATA)).rejects.toEqual(new StampError('unlesbar'));
  });
});
