import { describe, expect, it } from 'vitest';
import { CAPTCHA_CHARSET, captchaText, flattenPath, renderCaptchaSvg } from './captcha-image.js';

describe('captcha image', () => {
  it('draws answers from the charset without look-alikes', () => {
    const texts = Array.from({ length: 200 }, () => captchaText());
    expect(texts.every((t) => /^[A-Z2-9]{5}$/.test(t) && [...t].every((c) => CAPTCHA_CHARSET.includes(c)))).toBe(true);
    expect(CAPTCHA_CHARSET).not.toMatch(/[01ILO]/);
    expect(new Set(texts).size).toBeGreaterThan(190);
  });

  it('flattens quadratic and cubic segments into closed polylines', () => {
    const [square, curve] = flattenPath('M0 0L10 0L10 10L0 10ZM0 0Q5 10 10 0C10 5 5 5 0 0Z');
    expect(square).toEqual([
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ]);
    expect(curve).toHaveLength(1 + 6 + 8);
    expect(curve?.[3]).toEqual([5, 5]); // the middle of the quadratic
  });

  it('renders a single path of line segments, different every time for the same text', () => {
    const a = renderCaptchaSvg('ABCDE');
    const b = renderCaptchaSvg('ABCDE');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="180" height="60"/);
    const glyphs = [...a.matchAll(/<path fill="#[0-9a-f]{6}" fill-rule="nonzero" d="([^"]+)"\/>/g)];
    expect(glyphs).toHaveLength(1);
    // No curve commands left: the font's command sequence cannot identify a glyph.
    expect(glyphs[0]?.[1]).toMatch(/^(M[-\d. ]+(L[-\d. ]+)+Z)+$/);
    // Five glyphs (several contours each), two cutting bands and some specks.
    expect(glyphs[0]?.[1]?.split('M').length).toBeGreaterThan(5 + 2 + 3);
    expect(a.length).toBeLessThan(25_000);
  });

  it('keeps every glyph point inside the image', () => {
    for (let i = 0; i < 30; i++) {
      const svg = renderCaptchaSvg(captchaText());
      const d = /fill-rule="nonzero" d="([^"]+)"/.exec(svg)?.[1] ?? '';
      const glyphPoints = flattenPath(d)
        .filter((c) => c.length > 8 && Math.max(...c.map((p) => p[0])) - Math.min(...c.map((p) => p[0])) < 60)
        .flat();
      expect(glyphPoints.every(([x, y]) => x > -2 && x < 182 && y > -2 && y < 62)).toBe(true);
    }
  });
});
