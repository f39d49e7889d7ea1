import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

// A lookup table solved svg-captcha's own images (fixed glyph outlines, ±0.1 px jitter, noise as separate
// stroked elements). Here every glyph outline is bent, rotated, scaled and sheared at random, then
// re-sampled into plain line segments (so no command sequence identifies a glyph), and noise bands that cut
// through the glyphs are part of the same single path: the SVG has to be seen, not parsed.

type Point = readonly [number, number];
type Contour = Point[];

export const CAPTCHA_WIDTH = 180;
export const CAPTCHA_HEIGHT = 60;
const GLYPH_BOX = 60;
const INK = ['#1f2933', '#243b53', '#3e2723', '#1b3a2f', '#2d2a4a'];

const rnd = (min: number, max: number): number => min + Math.random() * (max - min);

/** Upper-case letters and digits without look-alikes (0/O, 1/I/L), since input is uppercased (spec 000 §5). */
export const CAPTCHA_CHARSET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random answer from the charset, drawn with the CSPRNG (not Math.random, whose state can be recovered). */
export function captchaText(length = 5): string {
  return Array.from({ length }, () => CAPTCHA_CHARSET[randomInt(CAPTCHA_CHARSET.length)]).join('');
}

/** Absolute M/L/Q/C/Z path data (as opentype writes it) flattened into closed polylines. */
export function flattenPath(d: string): Contour[] {
  const tokens = d.match(/[MLQCZ]|-?\d*\.?\d+(?:e[-+]?\d+)?/gi) ?? [];
  const contours: Contour[] = [];
  let current: Point[] = [];
  let pen: Point = [0, 0];
  let i = 0;
  const num = (): number => Number(tokens[i++]);
  const close = (): void => {
    if (current.length > 2) contours.push(current);
    current = [];
  };
  while (i < tokens.length) {
    const cmd = tokens[i++]?.toUpperCase();
    if (cmd === 'M') {
      close();
      pen = [num(), num()];
      current.push(pen);
    } else if (cmd === 'L') {
      pen = [num(), num()];
      current.push(pen);
    } else if (cmd === 'Q') {
      const c: Point = [num(), num()];
      const end: Point = [num(), num()];
      const start = pen;
      for (let s = 1; s <= 6; s++) {
        const t = s / 6;
        const u = 1 - t;
        current.push([
          u * u * start[0] + 2 * u * t * c[0] + t * t * end[0],
          u * u * start[1] + 2 * u * t * c[1] + t * t * end[1],
        ]);
      }
      pen = end;
    } else if (cmd === 'C') {
      const c1: Point = [num(), num()];
      const c2: Point = [num(), num()];
      const end: Point = [num(), num()];
      const start = pen;
      for (let s = 1; s <= 8; s++) {
        const t = s / 8;
        const u = 1 - t;
        const a = u * u * u;
        const b = 3 * u * u * t;
        const c = 3 * u * t * t;
        const e = t * t * t;
        current.push([
          a * start[0] + b * c1[0] + c * c2[0] + e * end[0],
          a * start[1] + b * c1[1] + c * c2[1] + e * end[1],
        ]);
      }
      pen = end;
    } else if (cmd === 'Z') {
      close();
    }
  }
  close();
  return contours;
}

/** The outline of one character in svg-captcha's font (its only public way to the glyph paths). */
function glyphOutline(ch: string): Contour[] {
  const svg = svgCaptcha.create({
    size: 1,
    charPreset: ch,
    noise: 0,
    width: GLYPH_BOX,
    height: GLYPH_BOX,
    fontSize: 56,
  }).data;
  return [...svg.matchAll(/<path[^<>]*\sd="([^"]+)"/g)].flatMap((m) => flattenPath(m[1] ?? ''));
}

function signedArea(c: Contour): number {
  let area = 0;
  for (let i = 0; i < c.length; i++) {
    const [x1, y1] = c[i] ?? [0, 0];
    const [x2, y2] = c[(i + 1) % c.length] ?? [0, 0];
    area += x1 * y2 - x2 * y1;
  }
  return area / 2;
}

/** Points every `step` px along the closed polyline, starting at a random offset: the original vertices are gone. */
function resample(c: Contour, step: number, jitter: number): Contour {
  const out: Point[] = [];
  let carry = rnd(0, step);
  for (let i = 0; i < c.length; i++) {
    const a = c[i] ?? [0, 0];
    const b = c[(i + 1) % c.length] ?? [0, 0];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    let at = carry;
    while (at < len) {
      const t = at / len;
      out.push([a[0] + (b[0] - a[0]) * t + rnd(-jitter, jitter), a[1] + (b[1] - a[1]) * t + rnd(-jitter, jitter)]);
      at += step * rnd(0.75, 1.25);
    }
    carry = at - len;
  }
  return out.length > 2 ? out : c;
}

/** A closed band of the given width along a smooth random curve across the image. */
function band(width: number, clockwise: boolean): Contour {
  const y0 = rnd(15, CAPTCHA_HEIGHT - 15);
  const amp = rnd(6, 14);
  const freq = rnd(1.2, 2.6);
  const phase = rnd(0, Math.PI * 2);
  const tilt = rnd(-0.15, 0.15);
  const centre = (x: number): number =>
    y0 + tilt * (x - CAPTCHA_WIDTH / 2) + amp * Math.sin((x / CAPTCHA_WIDTH) * Math.PI * freq + phase);
  const upper: Point[] = [];
  const lower: Point[] = [];
  for (let x = -4; x <= CAPTCHA_WIDTH + 4; x += 3) {
    const w = (width / 2) * rnd(0.8, 1.2);
    upper.push([x, centre(x) - w]);
    lower.push([x, centre(x) + w]);
  }
  const ring = [...upper, ...lower.reverse()];
  return clockwise === signedArea(ring) > 0 ? ring : ring.reverse();
}

/** A small filled speck: looks like a fragment of a glyph stroke. */
function speck(): Contour {
  const cx = rnd(4, CAPTCHA_WIDTH - 4);
  const cy = rnd(4, CAPTCHA_HEIGHT - 4);
  const rx = rnd(1, 3);
  const ry = rnd(1, 3);
  const turn = rnd(0, Math.PI);
  return Array.from({ length: 8 }, (_, k): Point => {
    const a = turn + (k / 8) * Math.PI * 2;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)];
  });
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

const fmt = (n: number): string => (Math.round(n * 10) / 10).toString();

/** The SVG image of `text`: one path (glyphs, cutting bands, specks) on a background with faint lines. */
export function renderCaptchaSvg(text: string): string {
  const slot = (CAPTCHA_WIDTH - 20) / text.length;
  // A smooth wave bends the whole line of text, so no glyph is an affine copy of its font outline.
  const wave = {
    ax: rnd(1.5, 3),
    ay: rnd(2, 4),
    fx: rnd(0.04, 0.08),
    fy: rnd(0.08, 0.14),
    px: rnd(0, 6.3),
    py: rnd(0, 6.3),
  };
  const warp = ([x, y]: Point): Point => [
    x + wave.ax * Math.sin(y * wave.fy + wave.px),
    y + wave.ay * Math.sin(x * wave.fx + wave.py),
  ];

  const glyphContours: Contour[] = [];
  let orientation = 0;
  [...text].forEach((ch, index) => {
    const outline = glyphOutline(ch);
    const xs = outline.flat().map((p) => p[0]);
    const ys = outline.flat().map((p) => p[1]);
    const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
    const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
    const height = Math.max(...ys) - Math.min(...ys) || 1;
    const width = Math.max(...xs) - Math.min(...xs) || 1;
    const size = rnd(32, 40) / height;
    // Wide glyphs (M, W) are narrowed to their slot, so neighbours touch but do not merge.
    const sx = Math.min(size * rnd(0.8, 1.1), (slot * 1.05) / width);
    const sy = size * rnd(0.85, 1.15);
    const shear = rnd(-0.3, 0.3);
    const angle = rnd(-0.35, 0.35);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const tx = 10 + slot * (index + 0.5) + rnd(-3, 3);
    const ty = CAPTCHA_HEIGHT / 2 + rnd(-5, 5);
    const moved = outline.map((contour) =>
      contour.map(([x, y]): Point => {
        const gx = (x - cx) * sx + shear * (y - cy) * sy;
        const gy = (y - cy) * sy;
        return warp([tx + gx * cos - gy * sin, ty + gx * sin + gy * cos]);
      }),
    );
    // A glyph pushed over the edge by the random offsets is moved back inside (2 px margin).
    const [dx, dy] = [0, 1].map((axis) => {
      const values = moved.flat().map((p) => p[axis] ?? 0);
      const limit = axis === 0 ? CAPTCHA_WIDTH : CAPTCHA_HEIGHT;
      return Math.max(0, 2 - Math.min(...values)) - Math.max(0, Math.max(...values) - (limit - 2));
    });
    for (const contour of moved) {
      const placed = contour.map(([x, y]): Point => [x + (dx ?? 0), y + (dy ?? 0)]);
      orientation += signedArea(placed);
      glyphContours.push(resample(placed, rnd(1.6, 2.4), 0.3));
    }
  });

  // Bands run against the glyphs' winding: with the nonzero rule they cut gaps where they cross a glyph.
  const noise = [
    band(rnd(1.3, 1.9), orientation < 0),
    band(rnd(1.1, 1.7), orientation < 0),
    ...Array.from({ length: randomInt(3, 7) }, speck),
  ];
  const d = shuffle([...glyphContours, ...noise])
    .map((c) => `M${c.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join('L')}Z`)
    .join('');
  const faint = Array.from({ length: 4 }, () => {
    const y1 = rnd(5, CAPTCHA_HEIGHT - 5);
    const y2 = rnd(5, CAPTCHA_HEIGHT - 5);
    return `<path d="M0 ${fmt(y1)}C${fmt(rnd(40, 80))} ${fmt(rnd(0, CAPTCHA_HEIGHT))},${fmt(rnd(100, 140))} ${fmt(rnd(0, CAPTCHA_HEIGHT))},${CAPTCHA_WIDTH} ${fmt(y2)}" stroke="#b8c2cc" stroke-width="${fmt(rnd(0.8, 1.4))}" fill="none"/>`;
  }).join('');
  const ink = INK[randomInt(INK.length)] ?? '#1f2933';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0,0,${CAPTCHA_WIDTH},${CAPTCHA_HEIGHT}"><rect width="100%" height="100%" fill="#f1f3f5"/>${faint}<path fill="${ink}" fill-rule="nonzero" d="${d}"/></svg>`;
}
