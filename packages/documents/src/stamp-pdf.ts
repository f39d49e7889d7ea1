// Stamps an operator's PDF with our case header (issue 17 PDF processing): every page gets a band at its top edge
// with the Vorgangsnummer, the supplier, 'Eingegangen am …' and the portal name, in the house font.
import { EncryptedPDFError, PDFDocument, degrees, rgb, type PDFPage } from 'pdf-lib';
import { FONT_EMBED_OPTIONS, loadFontBytes, sharedFontkit } from './fonts.js';
import { COLOR, mm, oneLine, textWidth } from './layout.js';

export interface StampData {
  vorgangsnummer: string;
  versorgerName: string;
  /** 'Eingegangen am 12.03.2026' (formatted by the caller). */
  eingegangen: string;
  portal: string;
}

/** Why a PDF could not be stamped: the caller turns the reason into its German message. */
export class StampError extends Error {
  constructor(readonly reason: 'unlesbar' | 'verschluesselt') {
    super(`pdf not stampable: ${reason}`);
    this.name = 'StampError';
  }
}

const BAND = { height: mm(7), size: 8, pad: mm(2) } as const;

/** The header line of the stamp, as printed (also what a test searches for in the text layer). */
export function stampLine(data: StampData): string {
  return oneLine([data.vorgangsnummer, data.versorgerName, data.eingegangen, data.portal].join(' · '));
}

/**
 * Loads `source`, draws the band on every page (inside the visible crop box, turned with the page's /Rotate so it
 * reads upright at the top as displayed) and answers the new PDF. Unreadable or encrypted input throws StampError.
 */
export async function stampPdf(source: Uint8Array, data: StampData): Promise<Uint8Array> {
  let doc: PDFDocument;
  let pages: PDFPage[];
  try {
    doc = await PDFDocument.load(source, { updateMetadata: false });
    // A file without a usable page tree loads, and fails here.
    pages = doc.getPages();
    for (const page of pages) page.getCropBox();
  } catch (error) {
    throw new StampError(error instanceof EncryptedPDFError ? 'verschluesselt' : 'unlesbar');
  }
  if (pages.length === 0) throw new StampError('unlesbar');
  doc.registerFontkit(sharedFontkit);
  const font = await doc.embedFont((await loadFontBytes()).bold, FONT_EMBED_OPTIONS);
  const line = stampLine(data);
  for (const page of pages) {
    const box = page.getCropBox();
    const rotation = ((page.getRotation().angle % 360) + 360) % 360;
    // The displayed page: width and height swap for 90/270; the band sits at the displayed top.
    const shown =
      rotation === 90 || rotation === 270 ? { w: box.height, h: box.width } : { w: box.width, h: box.height };
    const size = Math.min(
      BAND.size,
      (BAND.size * (shown.w - 2 * BAND.pad)) / Math.max(textWidth(font, line, BAND.size), 1),
    );
    // Coordinates in the displayed frame (origin bottom-left), mapped back to the page's user space.
    const toPage = (x: number, y: number): { x: number; y: number } => {
      switch (rotation) {
        case 90:
          return { x: box.x + box.width - y, y: box.y + x };
        case 180:
          return { x: box.x + box.width - x, y: box.y + box.height - y };
        case 270:
          return { x: box.x + y, y: box.y + box.height - x };
        default:
          return { x: box.x + x, y: box.y + y };
      }
    };
    const rotate = degrees(rotation);
    const corner = toPage(0, shown.h - BAND.height);
    page.drawRectangle({
      ...corner,
      width: shown.w,
      height: BAND.height,
      color: rgb(1, 1, 1),
      opacity: 0.92,
      borderColor: COLOR.accent,
      borderWidth: 0.75,
      rotate,
    });
    const baseline = toPage(BAND.pad, shown.h - BAND.height + (BAND.height - size * 0.72) / 2);
    page.drawText(line, { ...baseline, size, font, color: COLOR.accent, rotate });
  }
  doc.setModificationDate(new Date());
  return doc.save();
}
