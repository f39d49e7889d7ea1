// The one typeface of our PDFs: DejaVu Sans (regular + bold) from the npm package `dejavu-fonts-ttf`.
// Licence: Bitstream Vera Fonts licence (free to use, embed and redistribute; renamed if modified) plus
// public-domain DejaVu changes — see node_modules/dejavu-fonts-ttf/LICENSE. It covers ä ö ü Ä Ö Ü ß „ “ – €,
// which the 14 standard PDF fonts (WinAnsi only) cannot all print, so we embed it (subset).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

export interface FontBytes {
  regular: Uint8Array;
  bold: Uint8Array;
}

// Resolved through node_modules (not relative to this file), so it also works from the server's esbuild bundle.
const require = createRequire(import.meta.url);
export const FONT_FILES = { regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf', bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf' } as const;

let cached: Promise<FontBytes> | undefined;

/** Reads the font files once per process; a failed read is retried on the next call. */
export function loadFontBytes(): Promise<FontBytes> {
  cached ??= Promise.all([readFile(require.resolve(FONT_FILES.regular)), readFile(require.resolve(FONT_FILES.bold))]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      cached = undefined;
      throw error;
    },
  );
  return cached;
}
