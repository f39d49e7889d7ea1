// The one typeface of our PDFs: DejaVu Sans (regular + bold) from the npm package `dejavu-fonts-ttf`.
// Licence: Bitstream Vera Fonts licence (free to use, embed and redistribute; renamed if modified) plus
// public-domain DejaVu changes — see node_modules/dejavu-fonts-ttf/LICENSE. It covers ä ö ü Ä Ö Ü ß „ “ – €,
// which the 14 standard PDF fonts (WinAnsi only) cannot all print, so we embed it (subset).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { EmbedFontOptions, PDFDocument } from 'pdf-lib';

export interface FontBytes {
  regular: Uint8Array;
  bold: Uint8Array;
}

// Resolved through node_modules (not relative to this file), so it also works from the server's esbuild bundle.
const require = createRequire(import.meta.url);
export const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

let cached: Promise<FontBytes> | undefined;

/** Reads the font files once per process; a failed read is retried on the next call. */
export function loadFontBytes(): Promise<FontBytes> {
  cached ??= Promise.all([
    readFile(require.resolve(FONT_FILES.regular)),
    readFile(require.resolve(FONT_FILES.bold)),
  ]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      cached = undefined;
      throw error;
    },
  );
  return cached;
}

/**
 * How our fonts are embedded: subset, and shaped without the GPOS features (kerning, mark positioning). pdf-lib only
 * takes the glyph ids from fontkit's layout and draws with the font's advance widths, so positioning is computed and
 * thrown away — about half the shaping time. DejaVu Sans has kern, mark and mkmk only in GPOS, so the substituted
 * glyphs (GSUB: ccmp, liga, locl, Arabic forms …) stay exactly the same.
 */
export const FONT_EMBED_OPTIONS: EmbedFontOptions = {
  subset: true,
  features: { kern: false, mark: false, mkmk: false },
};

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type ParsedFont = ReturnType<Fontkit['create']>;
type GlyphRun = ReturnType<ParsedFont['layout']>;
type Glyph = GlyphRun['glyphs'][number] & { id: number };
type Features = Parameters<ParsedFont['layout']>[1];
/** fontkit's layout takes the script as third argument (pdf-lib's typings stop at the features). */
type Shape = (text: string, features: Features, script?: string) => GlyphRun;

// Parsing a font and decoding its tables (cmap, hmtx, GSUB lookups) cost more than laying out a whole letter when
// every document parsed the file again. The tables never change, so each file is parsed once per process (or worker
// thread). Each document gets a view of it with its own glyph objects: fontkit keeps the code points a glyph was first
// made for, and pdf-lib writes them into the ToUnicode map, so sharing glyphs would let one document's text change
// another's copy-and-paste text.
const parsed = new WeakMap<Uint8Array, ParsedFont>();

/** `registerFontkit` stand-in: fontkit, with the font parsed once per font file's bytes (see `loadFontBytes`). */
export const sharedFontkit: Fontkit = {
  create(bytes, postscriptName) {
    if (postscriptName !== undefined) return fontkit.create(bytes, postscriptName);
    let font = parsed.get(bytes);
    if (!font) parsed.set(bytes, (font = fontkit.create(bytes)));
    const view = viewOf(font);
    const shapeLine = view.layout.bind(view) as Shape;
    const words = wordShaperOf(font);
    view.layout = (text, features) =>
      features === FONT_EMBED_OPTIONS.features && PLAIN.test(text)
        ? layoutByWords(view, shapeLine, words, text, features)
        : shapeLine(text, features);
    return view;
  },
};

/** The parsed font with its own glyph objects (fontkit 1.1.1 caches them in `_glyphs`; the layout engine is per object too). */
const viewOf = (font: ParsedFont): ParsedFont => Object.create(font, { _glyphs: { value: {} } }) as ParsedFont;

// Shaping (fontkit's layout: script and feature plan, GSUB) costs about 70 µs per call, and pdf-lib shapes every line
// it draws. Plain text is therefore shaped word by word, and a word's result is kept for every later document.
// 'Plain' is Basic Latin, Latin-1 (without the soft hyphen, which layout hides), Latin Extended-A, common
// punctuation and currency signs: fontkit picks the script 'latn' for a line with a Latin letter, else 'zzzz'
// (DFLT), and DejaVu Sans' default GSUB features for these (ccmp, liga) substitute nothing in such text but the
// f-ligatures (ff, fi, fl, ffi, ffl), which never reach past a space. So a line shaped whole and shaped word by word in
// the line's script give the same glyphs; fonts.test.ts checks the scripts and compares both on random text.
export const PLAIN = /^[\u0020-\u007e\u00a0-\u00ac\u00ae-\u017f\u2010-\u2027\u2030-\u203a\u20a0-\u20bf]*$/;
export const LATIN = /[A-Za-z\u00aa\u00ba\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u017f]/;
const MAX_CACHED_WORDS = 50_000;

/** A shaped word: null when it is the cmap's glyphs unchanged, else the glyph ids with the code points layout gives them. */
type ShapedWord = ReadonlyArray<readonly [number, number[]]> | null;

interface WordShaper {
  /** By script and word. */
  words: Map<string, ShapedWord>;
  /** Shapes single words on a view of its own, so a ligature's code points are always those of its letters. */
  shape: Shape;
}
const wordShapers = new WeakMap<ParsedFont, WordShaper>();

function wordShaperOf(font: ParsedFont): WordShaper {
  let shaper = wordShapers.get(font);
  if (!shaper) {
    const view = viewOf(font);
    wordShapers.set(font, (shaper = { words: new Map(), shape: view.layout.bind(view) as Shape }));
  }
  return shaper;
}

function layoutByWords(
  view: ParsedFont,
  shapeLine: Shape,
  shaper: WordShaper,
  text: string,
  features: Features,
): GlyphRun {
  const script = LATIN.test(text) ? 'latn' : 'zzzz';
  const words = text.split(' ');
  // A line with a word not seen before is shaped whole, as before, and teaches its words.
  if (words.some((word) => word !== '' && !shaper.words.has(`${script} ${word}`))) {
    const run = shapeLine(text, features);
    learnWords(view, shaper, run.glyphs as Glyph[], words, script, features);
    return run;
  }
  const glyphs: Glyph[] = [];
  const space = view.glyphForCodePoint(0x20) as Glyph;
  words.forEach((word, i) => {
    if (i > 0) glyphs.push(space);
    if (word === '') return;
    // As layout does: the cmap's glyphs first (so this document's glyph objects are made the same way).
    const mapped = view.glyphsForString(word) as Glyph[];
    const shaped = shaper.words.get(`${script} ${word}`);
    if (!shaped) glyphs.push(...mapped);
    else for (const [id, codePoints] of shaped) glyphs.push(view.getGlyph(id, codePoints) as Glyph);
  });
  // pdf-lib reads only the glyphs (their ids, widths and code points), never the positions.
  return { glyphs } as unknown as GlyphRun;
}

/** Splits a shaped line at its spaces into its words' glyphs; words with substitutions are shaped again on their own. */
function learnWords(
  view: ParsedFont,
  shaper: WordShaper,
  glyphs: Glyph[],
  words: string[],
  script: string,
  features: Features,
): void {
  const spaceId = (view.glyphForCodePoint(0x20) as Glyph).id;
  const parts: Glyph[][] = [[]];
  for (const glyph of glyphs) {
    if (glyph.id === spaceId) parts.push([]);
    else parts[parts.length - 1]?.push(glyph);
  }
  if (parts.length !== words.length) return;
  if (shaper.words.size >= MAX_CACHED_WORDS) shaper.words.clear();
  words.forEach((word, i) => {
    const key = `${script} ${word}`;
    if (word === '' || shaper.words.has(key)) return;
    const mapped = view.glyphsForString(word) as Glyph[];
    const part = parts[i] ?? [];
    const unchanged = part.length === mapped.length && part.every((glyph, n) => glyph.id === mapped[n]?.id);
    shaper.words.set(
      key,
      unchanged
        ? null
        : (shaper.shape(word, features, script).glyphs as Glyph[]).map(
            (glyph) => [glyph.id, [...glyph.codePoints]] as const,
          ),
    );
  });
}
