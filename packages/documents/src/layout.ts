// A small layout layer over pdf-lib: millimetres, top-down coordinates, word wrapping, a cursor that
// flows onto new pages, tables whose header repeats on every page, and 'Seite X von Y' footers.
// pdf-lib measures from the bottom-left corner in points; everything here measures from the top.
import { degrees, PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { FONT_EMBED_OPTIONS, FONT_FILES, loadFontBytes, sharedFontkit } from './fonts.js';
import { SEITE } from './texts.js';

export const mm = (value: number): number => (value * 72) / 25.4;

/** A4 portrait in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;
/** Text column: 25 mm left (DIN 5008), 20 mm right. */
export const MARGIN = { left: mm(25), right: A4.width - mm(20) } as const;

export const COLOR = {
  text: rgb(0.1, 0.1, 0.1),
  muted: rgb(0.4, 0.4, 0.4),
  rule: rgb(0.7, 0.7, 0.7),
  fill: rgb(0.93, 0.93, 0.93),
  accent: rgb(0.12, 0.29, 0.49),
} as const;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface DocumentInfo {
  title: string;
  author: string;
  subject: string;
}

/** A new PDF with the embedded (subset) DejaVu fonts and its metadata set. */
export async function createDocument(info: DocumentInfo): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const bytes = await loadFontBytes();
  const doc = await PDFDocument.create();
  doc.registerFontkit(sharedFontkit);
  const fonts = {
    regular: await doc.embedFont(bytes.regular, FONT_EMBED_OPTIONS),
    bold: await doc.embedFont(bytes.bold, FONT_EMBED_OPTIONS),
  };
  shareWidths(fonts.regular, FONT_FILES.regular);
  shareWidths(fonts.bold, FONT_FILES.bold);
  doc.setTitle(info.title, { showInWindowTitleBar: true });
  doc.setAuthor(info.author);
  doc.setSubject(info.subject);
  doc.setLanguage('de-DE');
  doc.setCreator('Leitungsauskunftportal');
  doc.setProducer('Leitungsauskunftportal (pdf-lib)');
  return { doc, fonts };
}

/**
 * Control characters (tabs, line breaks from form fields) would print as missing glyphs: one line, single spaces.
 * Tifinagh becomes U+FFFD: fontkit 1.1.1 shapes it (the only complex script DejaVu Sans has layout tables for) with
 * code that needs a global regeneratorRuntime and throws, which would fail the whole document.
 */
export function oneLine(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replace(/\p{Script=Tifinagh}/gu, '\ufffd')
      .replace(/\u00ad/g, '')
      .replace(/ {2,}/g, ' ')
      .trim()
  );
}

// fontkit lays out (shapes) a string on every width query, which made wrapping long paragraphs quadratic and
// slow. Words are therefore measured once and lines summed from them. A width depends only on the font file,
// so the cache is per file and shared by all documents (bounded, since user text flows through it).
const widthsByFile = new Map<string, Map<string, number>>();
const widthsOf = new WeakMap<PDFFont, Map<string, number>>();
const MAX_CACHED_WORDS = 50_000;

function shareWidths(font: PDFFont, file: string): void {
  let cache = widthsByFile.get(file);
  if (!cache) widthsByFile.set(file, (cache = new Map()));
  widthsOf.set(font, cache);
}

/** Width of `word` at size 1. */
function unitWidth(font: PDFFont, word: string): number {
  let cache = widthsOf.get(font);
  if (!cache) widthsOf.set(font, (cache = new Map()));
  let width = cache.get(word);
  if (width === undefined) {
    if (cache.size >= MAX_CACHED_WORDS) cache.clear();
    cache.set(word, (width = font.widthOfTextAtSize(word, 1)));
  }
  return width;
}

/** Width of a single line of text at `size`, summed from the cached word widths. */
export function textWidth(font: PDFFont, text: string, size: number): number {
  const words = oneLine(text).split(' ');
  return (
    (words.reduce((sum, word) => sum + (word === '' ? 0 : unitWidth(font, word)), 0) +
      (words.length - 1) * unitWidth(font, ' ')) *
    size
  );
}

/** Word-wraps one paragraph to `maxWidth`; a word wider than the line is broken by characters. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const max = maxWidth / size;
  const space = unitWidth(font, ' ');
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of oneLine(text).split(' ')) {
    if (word === '') continue;
    const wordWidth = unitWidth(font, word);
    if (line !== '' && lineWidth + space + wordWidth <= max) {
      line += ` ${word}`;
      lineWidth += space + wordWidth;
      continue;
    }
    if (line !== '') lines.push(line);
    line = word;
    lineWidth = wordWidth;
    while (lineWidth > max) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), 1) > max) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
      lineWidth = font.widthOfTextAtSize(line, 1);
    }
  }
  if (line !== '') lines.push(line);
  return lines.length > 0 ? lines : [''];
}

export interface TextStyle {
  font: PDFFont;
  size: number;
  color?: RGB;
  align?: 'left' | 'right' | 'center';
}

/** Draws one line; `x` is the left edge, the right edge (align right) or the centre; `baseline` from the top. */
export function drawText(page: PDFPage, text: string, x: number, baseline: number, style: TextStyle): number {
  const line = oneLine(text);
  const width = textWidth(style.font, line, style.size);
  const left = style.align === 'right' ? x - width : style.align === 'center' ? x - width / 2 : x;
  page.drawText(line, {
    x: left,
    y: A4.height - baseline,
    size: style.size,
    font: style.font,
    color: style.color ?? COLOR.text,
  });
  return width;
}

export function drawRule(
  page: PDFPage,
  x1: number,
  x2: number,
  y: number,
  thickness = 0.5,
  color: RGB = COLOR.rule,
): void {
  page.drawLine({ start: { x: x1, y: A4.height - y }, end: { x: x2, y: A4.height - y }, thickness, color });
}

export function fillRect(page: PDFPage, x: number, top: number, width: number, height: number, color: RGB): void {
  page.drawRectangle({ x, y: A4.height - top - height, width, height, color });
}

/** The baseline that centres the capitals of `size` in a line box of `lineHeight` starting at `top`. */
export const baselineIn = (top: number, lineHeight: number, size: number): number =>
  top + (lineHeight + size * 0.72) / 2;

export interface FlowOptions {
  /** Where content starts on follow pages (points from the top). */
  top: number;
  /** Content must end above this line (points from the top). */
  bottom: number;
  /** Draws the running header of a follow page. */
  onNewPage?: (page: PDFPage) => void;
}

/** A top-down cursor over the pages of a document; starts a new page when content would cross `bottom`. */
export class Flow {
  page: PDFPage;
  y: number;

  constructor(
    readonly doc: PDFDocument,
    private readonly options: FlowOptions,
    y: number,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
    this.y = y;
  }

  get bottom(): number {
    return this.options.bottom;
  }

  newPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.options.onNewPage?.(this.page);
    this.y = this.options.top;
  }

  /** Starts a new page unless `height` more points fit on this one; true when it did. */
  ensure(height: number): boolean {
    if (this.y + height <= this.options.bottom) return false;
    this.newPage();
    return true;
  }

  /** A wrapped paragraph that may continue on the next page, line by line. */
  paragraph(text: string, style: TextStyle & { x: number; width: number; lineHeight: number }): void {
    for (const line of wrapText(text, style.font, style.size, style.width)) {
      this.ensure(style.lineHeight);
      const x =
        style.align === 'right'
          ? style.x + style.width
          : style.align === 'center'
            ? style.x + style.width / 2
            : style.x;
      drawText(this.page, line, x, baselineIn(this.y, style.lineHeight, style.size), style);
      this.y += style.lineHeight;
    }
  }

  /** Lines that must stay together (a heading with its first lines, a totals block). */
  keepTogether(height: number): void {
    this.ensure(Math.min(height, this.options.bottom - this.options.top));
  }
}

export interface TableColumn {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

export interface TableRow {
  cells: string[];
  color?: RGB;
}

export interface TableStyle {
  fonts: Fonts;
  size: number;
  lineHeight: number;
  padX: number;
  padY: number;
}

/** A table from `x` across the given columns; rows never split, and the header repeats on every page it reaches. */
export function drawTable(flow: Flow, x: number, columns: TableColumn[], rows: TableRow[], style: TableStyle): void {
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  const headerHeight = style.lineHeight + 2 * style.padY;

  const layout = (cells: string[], font: PDFFont) =>
    columns.map((c, i) => wrapText(cells[i] ?? '', font, style.size, c.width - 2 * style.padX));

  const drawCells = (lines: string[][], top: number, font: PDFFont, color: RGB) => {
    let left = x;
    columns.forEach((c, i) => {
      (lines[i] ?? []).forEach((line, n) => {
        const baseline = baselineIn(top + style.padY + n * style.lineHeight, style.lineHeight, style.size);
        const anchor = c.align === 'right' ? left + c.width - style.padX : left + style.padX;
        drawText(flow.page, line, anchor, baseline, { font, size: style.size, color, align: c.align ?? 'left' });
      });
      left += c.width;
    });
  };

  const drawHeader = () => {
    fillRect(flow.page, x, flow.y, width, headerHeight, COLOR.fill);
    drawCells(
      layout(
        columns.map((c) => c.header),
        style.fonts.bold,
      ),
      flow.y,
      style.fonts.bold,
      COLOR.text,
    );
    drawRule(flow.page, x, x + width, flow.y + headerHeight, 0.8, COLOR.muted);
    flow.y += headerHeight;
  };

  const laidOut = rows.map((row) => {
    const lines = layout(row.cells, style.fonts.regular);
    return { row, lines, height: Math.max(...lines.map((l) => l.length)) * style.lineHeight + 2 * style.padY };
  });

  flow.ensure(headerHeight + (laidOut[0]?.height ?? 0));
  drawHeader();
  for (const { row, lines, height } of laidOut) {
    if (flow.ensure(height)) drawHeader();
    drawCells(lines, flow.y, style.fonts.regular, row.color ?? COLOR.text);
    flow.y += height;
    drawRule(flow.page, x, x + width, flow.y, 0.4);
  }
}

export interface FooterOptions {
  fonts: Fonts;
  /** Centred small print (company register, VAT id, bank), printed on every page. */
  lines: string[];
  /** Left of the page number (e.g. the Vorgangsnummer). */
  label?: string;
}

const FOOTER = { size: 7.5, lineHeight: 9.5, bottom: A4.height - mm(10) } as const;

/** Top of the footer (its rule) for `lineCount` small-print lines; content must end above it. */
export function footerTop(lineCount: number): number {
  if (lineCount === 0) return FOOTER.bottom - FOOTER.size - mm(2.5);
  return FOOTER.bottom - (lineCount - 1) * FOOTER.lineHeight - FOOTER.size - mm(2.5);
}

/**
 * After all content: a rule, 'Seite X von Y' (with an optional label on the left) and the centred small print on
 * every page. With small print the page number sits above the rule; without, it is the footer line itself.
 */
export function stampFooters(doc: PDFDocument, options: FooterOptions): void {
  const pages = doc.getPages();
  const ruleY = footerTop(options.lines.length);
  const numberBaseline = options.lines.length > 0 ? ruleY - mm(1.5) : FOOTER.bottom;
  const numberStyle = { font: options.fonts.regular, size: 8, color: COLOR.muted } as const;
  pages.forEach((page, i) => {
    drawRule(page, MARGIN.left, MARGIN.right, ruleY, 0.5);
    drawText(page, SEITE(i + 1, pages.length), MARGIN.right, numberBaseline, { ...numberStyle, align: 'right' });
    if (options.label) drawText(page, options.label, MARGIN.left, numberBaseline, numberStyle);
    options.lines.forEach((line, n) => {
      const baseline = ruleY + mm(2.5) + FOOTER.size + n * FOOTER.lineHeight;
      // A line wider than the text column is set smaller rather than wrapped, so the footer height stays fixed.
      const size = Math.min(
        FOOTER.size,
        (FOOTER.size * (MARGIN.right - MARGIN.left)) / Math.max(textWidth(options.fonts.regular, line, FOOTER.size), 1),
      );
      drawText(page, line, (MARGIN.left + MARGIN.right) / 2, baseline, {
        font: options.fonts.regular,
        size,
        color: COLOR.muted,
        align: 'center',
      });
    });
  });
}

/** Lowest line for content above a footer with `lineCount` lines (leaves room for the page number). */
export function contentBottom(lineCount: number): number {
  return footerTop(lineCount) - (lineCount > 0 ? mm(8) : mm(4));
}

// ---- DIN 5008 business letter (offer, cover letter, invoice) ----

// DIN 5008 form B (all from the top edge): address field 45 mm down, 20 mm from the left (text at 25 mm),
// 85 × 45 mm: 5 mm return-address zone, 12.7 mm endorsement zone, then the address; information block
// from 125 mm to the right at 50 mm; fold marks at 105 and 210 mm, hole mark at 148.5 mm.
export const DIN = {
  ruecksendeBaseline: mm(48.6),
  ruecksendeWidth: mm(80),
  anschriftTop: mm(62.7),
  infoX: mm(125),
  infoTop: mm(50),
  bodyTop: mm(98.5),
  falzmarken: [mm(105), mm(210)],
  lochmarke: mm(148.5),
} as const;

export const BODY = { size: 9.5, lineHeight: 13.5 } as const;
export const SMALL = { size: 8.5, lineHeight: 11 } as const;
const TEXT_WIDTH = MARGIN.right - MARGIN.left;

export interface LetterParties {
  /** Our company and its address lines (without the name). */
  absender: { name: string; zeilen: string[] };
  /** The recipient, printed line by line in the address field. */
  empfaenger: { zeilen: string[] };
}

/** DIN 5008 letterhead, return address and address field (shared by the offer, the cover letter and the invoice). */
export function drawLetterhead(page: PDFPage, fonts: Fonts, data: LetterParties): void {
  const { absender } = data;
  drawText(page, absender.name, MARGIN.left, mm(20), { font: fonts.bold, size: 16, color: COLOR.accent });
  drawText(page, absender.zeilen.join(' · '), MARGIN.left, mm(25.5), {
    font: fonts.regular,
    size: SMALL.size,
    color: COLOR.muted,
  });
  drawRule(page, MARGIN.left, MARGIN.right, mm(29), 1, COLOR.accent);

  // Return address above the window, set smaller when it would not fit the 80 mm zone.
  const ruecksende = [absender.name, ...absender.zeilen].map(oneLine).join(' · ');
  const size = Math.min(7, (7 * DIN.ruecksendeWidth) / Math.max(textWidth(fonts.regular, ruecksende, 7), 1));
  const width = drawText(page, ruecksende, MARGIN.left, DIN.ruecksendeBaseline, {
    font: fonts.regular,
    size,
    color: COLOR.muted,
  });
  drawRule(page, MARGIN.left, MARGIN.left + width, DIN.ruecksendeBaseline + 1.5, 0.4, COLOR.muted);

  const lineHeight = mm(4.3);
  data.empfaenger.zeilen.forEach((zeile, i) => {
    drawText(page, zeile, MARGIN.left, baselineIn(DIN.anschriftTop + i * lineHeight, lineHeight, BODY.size), {
      font: fonts.regular,
      size: BODY.size,
    });
  });

  for (const y of DIN.falzmarken)
    page.drawLine({
      start: { x: mm(4), y: A4.height - y },
      end: { x: mm(8), y: A4.height - y },
      thickness: 0.5,
      color: COLOR.rule,
    });
  page.drawLine({
    start: { x: mm(4), y: A4.height - DIN.lochmarke },
    end: { x: mm(10), y: A4.height - DIN.lochmarke },
    thickness: 0.5,
    color: COLOR.rule,
  });
}

export interface InfoFieldsOptions {
  /** Where the values start. */
  valueX: number;
  size?: number;
  lineHeight?: number;
}

/**
 * The information block right of the address field: contact lines (small, muted), a blank line, then label/value
 * pairs; a value too long for the block wraps under itself. Returns where the block ends (points from the top).
 */
export function drawInfoFields(
  page: PDFPage,
  fonts: Fonts,
  kontakt: string[],
  fields: ReadonlyArray<readonly [string, string]>,
  options: InfoFieldsOptions,
): number {
  const width = MARGIN.right - DIN.infoX;
  const size = options.size ?? BODY.size;
  const lineHeight = options.lineHeight ?? BODY.lineHeight;
  let y = DIN.infoTop;
  for (const zeile of kontakt) {
    for (const line of wrapText(zeile, fonts.regular, SMALL.size, width)) {
      drawText(page, line, DIN.infoX, baselineIn(y, SMALL.lineHeight, SMALL.size), {
        font: fonts.regular,
        size: SMALL.size,
        color: COLOR.muted,
      });
      y += SMALL.lineHeight;
    }
  }
  if (kontakt.length > 0) y += SMALL.lineHeight;
  for (const [label, value] of fields) {
    drawText(page, label, DIN.infoX, baselineIn(y, lineHeight, size), {
      font: fonts.regular,
      size,
      color: COLOR.muted,
    });
    for (const line of wrapText(value, fonts.bold, size, MARGIN.right - options.valueX)) {
      drawText(page, line, options.valueX, baselineIn(y, lineHeight, size), { font: fonts.bold, size });
      y += lineHeight;
    }
  }
  return y;
}

export function drawFollowPageHeader(page: PDFPage, fonts: Fonts, firma: string, kopf: string): void {
  drawText(page, kopf, MARGIN.left, mm(15), { font: fonts.regular, size: SMALL.size, color: COLOR.muted });
  drawText(page, firma, MARGIN.right, mm(15), {
    font: fonts.bold,
    size: SMALL.size,
    color: COLOR.accent,
    align: 'right',
  });
  drawRule(page, MARGIN.left, MARGIN.right, mm(17.5), 0.5, COLOR.accent);
}

/** Net, VAT and gross, right-aligned under the amount columns, the last line emphasised; never split over two pages. */
export function drawTotals(flow: Flow, fonts: Fonts, lines: Array<[string, string]>): void {
  const lineHeight = 15;
  const left = MARGIN.right - mm(80);
  const valueX = MARGIN.right - mm(1.5);
  flow.y += mm(2);
  flow.keepTogether(lines.length * lineHeight + mm(3));
  lines.forEach(([label, value], i) => {
    const last = i === lines.length - 1;
    if (last) {
      drawRule(flow.page, left, MARGIN.right, flow.y + 1, 0.8, COLOR.muted);
      flow.y += 3;
    }
    const style = { font: last ? fonts.bold : fonts.regular, size: last ? 10.5 : BODY.size };
    const baseline = baselineIn(flow.y, lineHeight, style.size);
    drawText(flow.page, label, left + mm(1.5), baseline, style);
    drawText(flow.page, value, valueX, baseline, { ...style, align: 'right' });
    flow.y += lineHeight;
  });
  drawRule(flow.page, left, MARGIN.right, flow.y + 1, 0.8, COLOR.muted);
  drawRule(flow.page, left, MARGIN.right, flow.y + 2.8, 0.8, COLOR.muted);
  flow.y += 3;
}

/** A short paragraph on a light panel with an accent bar, for what must not be overlooked (prepayment, reverse charge). */
export function drawNote(flow: Flow, fonts: Fonts, text: string): void {
  const pad = mm(3);
  const lines = wrapText(text, fonts.regular, BODY.size, TEXT_WIDTH - 2 * pad);
  const height = lines.length * BODY.lineHeight + 2 * pad;
  flow.keepTogether(height);
  fillRect(flow.page, MARGIN.left, flow.y, TEXT_WIDTH, height, COLOR.fill);
  fillRect(flow.page, MARGIN.left, flow.y, 2, height, COLOR.accent);
  lines.forEach((line, i) => {
    drawText(
      flow.page,
      line,
      MARGIN.left + pad,
      baselineIn(flow.y + pad + i * BODY.lineHeight, BODY.lineHeight, BODY.size),
      { font: fonts.regular, size: BODY.size },
    );
  });
  flow.y += height;
}

/** A large diagonal word across every page (e.g. 'Entwurf' on a draft), light and translucent so the content stays readable. */
export function stampWatermark(doc: PDFDocument, fonts: Fonts, text: string): void {
  const size = 110;
  const width = textWidth(fonts.bold, text, size);
  const angle = Math.atan2(A4.height, A4.width);
  for (const page of doc.getPages()) {
    // Centre the rotated text on the page: start half its length back along the diagonal.
    const x = A4.width / 2 - (Math.cos(angle) * width) / 2 + Math.sin(angle) * size * 0.36;
    const y = A4.height / 2 - (Math.sin(angle) * width) / 2 - Math.cos(angle) * size * 0.36;
    page.drawText(oneLine(text), {
      x,
      y,
      size,
      font: fonts.bold,
      color: COLOR.accent,
      opacity: 0.12,
      rotate: degrees((angle * 180) / Math.PI),
    });
  }
}
