// Measuring a printed map (issue 17): the PDF is rasterised by poppler's pdftoppm (an independent renderer) and
// lengths are read off the pixels: the scale bar (the longest dark horizontal run in the title block) and the drawn
// area's outline (the web map's blue) along the map's middle row and column.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Raster {
  width: number;
  height: number;
  /** RGB, 3 bytes per pixel, rows top to bottom. */
  data: Buffer;
  dpi: number;
}

/** Page `page` (1-based) of `pdf` as an RGB raster at `dpi`. */
export async function rasterize(pdf: Uint8Array, dpi: number, page = 1): Promise<Raster> {
  const dir = await mkdtemp(join(tmpdir(), 'lap-druck-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    await run('pdftoppm', [
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      join(dir, 'in.pdf'),
      join(dir, 'out'),
    ]);
    const ppm = await readFile(join(dir, 'out.ppm'));
    // P6 header: magic, width, height, maxval, each separated by whitespace, then one whitespace byte
    const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(ppm.subarray(0, 64).toString('latin1'));
    if (!header) throw new Error('pdftoppm wrote no P6 image');
    const [whole = '', w = '0', h = '0'] = header;
    return { width: Number(w), height: Number(h), data: ppm.subarray(whole.length), dpi };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const pxToMm = (r: Raster, px: number): number => (px * 25.4) / r.dpi;
export const mmToPx = (r: Raster, mm: number): number => Math.round((mm * r.dpi) / 25.4);

function rgbAt(r: Raster, x: number, y: number): [number, number, number] {
  const i = (y * r.width + x) * 3;
  return [r.data[i] ?? 0, r.data[i + 1] ?? 0, r.data[i + 2] ?? 0];
}

const dark = ([red, green, blue]: [number, number, number]): boolean => red < 90 && green < 90 && blue < 90;
/** The outline colour #1c7ed6 (the 25 % fill over the background stays far lighter). */
const outline = ([red, , blue]: [number, number, number]): boolean => red < 120 && blue > 150 && blue - red > 90;

/** Runs of pixels matching `test` along a line: [start, end] inclusive, in pixels. */
function runs(length: number, test: (i: number) => boolean): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = -1;
  for (let i = 0; i <= length; i++) {
    const on = i < length && test(i);
    if (on && start < 0) start = i;
    if (!on && start >= 0) {
      out.push([start, i - 1]);
      start = -1;
    }
  }
  return out;
}

/** The longest dark horizontal run (mm) in a box of the page (mm from the top-left), ignoring runs over `maxMm`. */
export function longestDarkRunMm(
  r: Raster,
  box: { x: number; y: number; width: number; height: number },
  maxMm: number,
): number {
  const x0 = mmToPx(r, box.x);
  const x1 = mmToPx(r, box.x + box.width);
  let best = 0;
  for (let y = mmToPx(r, box.y); y < mmToPx(r, box.y + box.height); y++) {
    for (const [a, b] of runs(x1 - x0, (i) => dark(rgbAt(r, x0 + i, y)))) {
      const mm = pxToMm(r, b - a + 1);
      if (mm <= maxMm && mm > best) best = mm;
    }
  }
  return best;
}

/**
 * The distance (mm) between the centres of the first and the last outline run along the middle row (axis 'x') or
 * middle column (axis 'y') of a box: the width or height of a drawn rectangle centred in it, edge centre to edge centre.
 */
export function outlineSpanMm(
  r: Raster,
  box: { x: number; y: number; width: number; height: number },
  axis: 'x' | 'y',
): number {
  const x0 = mmToPx(r, box.x);
  const y0 = mmToPx(r, box.y);
  const w = mmToPx(r, box.width);
  const h = mmToPx(r, box.height);
  const found =
    axis === 'x'
      ? runs(w, (i) => outline(rgbAt(r, x0 + i, y0 + Math.floor(h / 2))))
      : runs(h, (i) => outline(rgbAt(r, x0 + Math.floor(w / 2), y0 + i)));
  const first = found[0];
  const last = found.at(-1);
  if (!first || !last || found.length < 2) throw new Error(`outline not found along ${axis} (${found.length} runs)`);
  return pxToMm(r, (last[0] + last[1]) / 2 - (first[0] + first[1]) / 2);
}
