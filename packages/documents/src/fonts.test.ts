// What fonts.ts does to shaping must not change a glyph: embedding without the GPOS features, and shaping plain text
// word by word — both compared with fontkit's own layout of the whole line, in both fonts.
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { FONT_EMBED_OPTIONS, LATIN, loadFontBytes, PLAIN, sharedFontkit } from './fonts.js';

const glyphsOf = (run: { glyphs: unknown[] }): string =>
  run.glyphs
    .map((g) => `${(g as { id: number }).id}:${(g as { codePoints: number[] }).codePoints.join('+')}`)
    .join(' ');

const plainCodePoints = Array.from({ length: 0x20c0 }, (_, cp) => cp).filter((cp) =>
  PLAIN.test(String.fromCodePoint(cp)),
);

function randomText(seed: number) {
  return (pool: readonly number[], maxLength: number): string => {
    seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
    const length = 1 + (seed % maxLength);
    return String.fromCodePoint(
      ...Array.from({ length }, () => {
        seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
        return pool[seed % pool.length] ?? 32;
      }),
    );
  };
}

describe('FONT_EMBED_OPTIONS', () => {
  it('leaves the glyphs of any script as they are without the GPOS features', async () => {
    const bytes = await loadFontBytes();
    const text = randomText(2026);
    for (const file of [bytes.regular, bytes.bold]) {
      const font = fontkit.create(file);
      // Tifinagh is never shaped (layout.ts: oneLine); fontkit 1.1.1 throws on it.
      const pool = font.characterSet.filter((cp) => cp < 0x2d30 || cp > 0x2d7f);
      for (let i = 0; i < 3000; i++) {
        const sample = text(i % 3 === 0 ? pool : pool.filter((cp) => cp < 0x700), 12);
        expect([sample, glyphsOf(font.layout(sample, FONT_EMBED_OPTIONS.features))]).toEqual([
          sample,
          glyphsOf(font.layout(sample)),
        ]);
      }
    }
  });
});

describe('sharedFontkit', () => {
  it('knows which plain characters fontkit counts as Latin (the script a line is shaped in)', async () => {
    const font = fontkit.create((await loadFontBytes()).regular);
    for (const cp of plainCodePoints) {
      const c = String.fromCodePoint(cp);
      expect([c, font.layout(c).script]).toEqual([c, LATIN.test(c) ? 'latn' : 'zzzz']);
    }
  });

  it('shapes plain text word by word to the glyphs of the whole line', async () => {
    const bytes = await loadFontBytes();
    const text = randomText(5008);
    const frequent = [...'ffffiiilllljjj      aeinrstuäöüßÄÖÜ0123456789.,;:-–„“"\'()/&€§%'].map(
      (c) => c.codePointAt(0) ?? 32,
    );
    const samples = [
      'Pflichtangaben offiziell: Auffüllung, Schiffflotte, ffi ffl fl fi ff',
      'Netzauskunft Elbe-Röder GmbH · Großenhainer Straße 12 · 01587 Riesa',
      '1.250,00 € – 19 % MwSt. „frei Haus“ ‚x‘ … •',
      '  doppelt  gesetzte   Leerzeichen ',
      '',
      ' ',
    ];
    for (const file of [bytes.regular, bytes.bold]) {
      const whole = fontkit.create(file);
      const byWords = sharedFontkit.create(file);
      const texts = [...samples];
      for (let i = 0; i < 3000; i++) texts.push(text(i % 2 === 0 ? frequent : plainCodePoints, 40));
      // Twice: first each line is shaped whole and teaches its words, then it is put together from them.
      for (const sample of [...texts, ...texts]) {
        expect(PLAIN.test(sample)).toBe(true);
        expect([sample, glyphsOf(byWords.layout(sample, FONT_EMBED_OPTIONS.features))]).toEqual([
          sample,
          glyphsOf(whole.layout(sample, FONT_EMBED_OPTIONS.features)),
        ]);
      }
    }
  });
});
