// The map print (issue 17, spec 001 'Map print'): one sheet per print area with the map image at true scale, a frame,
// the title block (Vorgangsnummer, site, date, scale), a scale bar, a north arrow and the map's attribution. The
// map image comes from the server's Chromium (maplibre); this file only composes the sheets with pdf-lib.
import { degrees, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { massstabsleiste } from '@lap/domain';
import { COLOR, createDocument, mm, oneLine, textWidth } from './layout.js';

export interface KartenSeite {
  /** Sheet and map frame in mm (the print template). */
  vorlage: { name: string; paper: { width: number; height: number }; ComposerMap: { width: number; height: number } };
  /** The layout's page margin and title block height in mm. */
  layout: { margin: number; titleBlock: number };
  scale: number;
  /** The rendered map (JPEG) and the ground size it was rendered for, in mm on paper (CSS pixels at 96 dpi). */
  bild: { jpeg: Uint8Array; widthMm: number; heightMm: number };
  vorgangsnummer: string;
  /** Street, number, postcode and place of the request. */
  ort: string;
  /** 'dd.mm.yyyy', formatted by the caller. */
  datum: string;
  /** Degrees clockwise; the north arrow turns with it. */
  rotation: number;
  attribution: string;
}

export interface KartePdfData {
  seiten: KartenSeite[];
  portal: string;
}

/** How the sheet must be printed for the scale to hold. */
export const DRUCK_HINWEIS = 'In Originalgröße drucken (ohne Anpassen an die Seite).';

const BLACK = rgb(0, 0, 0);
const WHITE = rgb(1, 1, 1);

/** The scale bar's label of a ground length: metres, or kilometres from 1 km on (German decimal comma). */
export function laengeText(meter: number): string {
  return meter >= 1000 ? `${(meter / 1000).toLocaleString('de-DE')} km` : `${meter.toLocaleString('de-DE')} m`;
}

/** Cuts a text to `maxWidth` points with an ellipsis. */
function passend(font: PDFFont, text: string, size: number, maxWidth: number): string {
  let line = oneLine(text);
  if (textWidth(font, line, size) <= maxWidth) return line;
  while (line.length > 1 && textWidth(font, `${line}…`, size) > maxWidth) line = line.slice(0, -1);
  return `${line}…`;
}

/**
 * The scale bar: `segmente` parts alternating black and white inside a black outline that is drawn INSIDE the bar's
 * extent, so the bar measures exactly `mm` millimetres from its left to its right edge.
 */
function massstabsleisteZeichnen(page: PDFPage, font: PDFFont, x: number, y: number, scale: number): void {
  const bar = massstabsleiste(scale);
  const width = mm(bar.mm);
  const height = mm(2);
  const line = mm(0.2);
  const part = width / bar.segmente;
  page.drawRectangle({ x, y, width, height, color: WHITE });
  for (let i = 0; i < bar.segmente; i += 2)
    page.drawRectangle({ x: x + i * part, y, width: part, height, color: BLACK });
  page.drawRectangle({ x, y: y + height - line, width, height: line, color: BLACK });
  page.drawRectangle({ x, y, width, height: line, color: BLACK });
  page.drawRectangle({ x, y, width: line, height, color: BLACK });
  page.drawRectangle({ x: x + width - line, y, width: line, height, color: BLACK });
  const size = 7;
  const labels: Array<[number, string]> = [
    [0, '0'],
    [width / 2, laengeText(bar.meter / 2)],
    [width, laengeText(bar.meter)],
  ];
  for (const [dx, text] of labels)
    page.drawText(text, {
      x: x + dx - textWidth(font, text, size) / 2,
      y: y + height + mm(1.2),
      size,
      font,
      color: COLOR.text,
    });
}

/** A north arrow in a box of `size` points centred on (cx, cy), turned `rotation` degrees clockwise. */
function nordpfeil(page: PDFPage, font: PDFFont, cx: number, cy: number, size: number, rotation: number): void {
  const r = (-rotation * Math.PI) / 180;
  const at = (dx: number, dy: number): { x: number; y: number } => ({
    x: cx + dx * Math.cos(r) - dy * Math.sin(r),
    y: cy + dx * Math.sin(r) + dy * Math.cos(r),
  });
  const h = size * 0.42;
  const w = size * 0.16;
  const tip = at(0, h);
  const left = at(-w, -h);
  const right = at(w, -h);
  const notch = at(0, -h * 0.45);
  page.drawSvgPath(`M ${tip.x} ${-tip.y} L ${right.x} ${-right.y} L ${notch.x} ${-notch.y} Z`, {
    x: 0,
    y: 0,
    color: BLACK,
  });
  page.drawSvgPath(`M ${tip.x} ${-tip.y} L ${notch.x} ${-notch.y} L ${left.x} ${-left.y} Z`, {
    x: 0,
    y: 0,
    color: WHITE,
    borderColor: BLACK,
    borderWidth: 0.6,
  });
  const n = at(0, h + 4.5);
  page.drawText('N', {
    x: n.x - textWidth(font, 'N', 8) / 2,
    y: n.y - 3,
    size: 8,
    font,
    color: BLACK,
    rotate: degrees(-rotation),
  });
}

async function seiteZeichnen(
  doc: PDFDocument,
  fonts: { regular: PDFFont; bold: PDFFont },
  s: KartenSeite,
  portal: string,
  nummer: number,
  anzahl: number,
): Promise<void> {
  const { paper, ComposerMap: frame } = s.vorlage;
  const m = s.layout.margin;
  const page = doc.addPage([mm(paper.width), mm(paper.height)]);
  const innerW = mm(paper.width - 2 * m);
  const titleTop = mm(m + s.layout.titleBlock);

  // the map at true scale: the image covers exactly the ground it was rendered for, centred in the frame
  const bild = await doc.embedJpg(s.bild.jpeg);
  const mapX = mm(m + (frame.width - s.bild.widthMm) / 2);
  const mapY = mm(m + s.layout.titleBlock + (frame.height - s.bild.heightMm) / 2);
  page.drawImage(bild, { x: mapX, y: mapY, width: mm(s.bild.widthMm), height: mm(s.bild.heightMm) });

  // frame around map and title block, and the line between them
  page.drawRectangle({
    x: mm(m),
    y: mm(m),
    width: innerW,
    height: mm(paper.height - 2 * m),
    borderColor: BLACK,
    borderWidth: 0.8,
  });
  page.drawLine({
    start: { x: mm(m), y: titleTop },
    end: { x: mm(paper.width - m), y: titleTop },
    thickness: 0.8,
    color: BLACK,
  });

  // right: north arrow, left of it the scale bar
  const arrowBox = mm(14);
  nordpfeil(
    page,
    fonts.bold,
    mm(paper.width - m) - arrowBox / 2 - mm(2),
    mm(m) + mm(s.layout.titleBlock) / 2 - mm(1.5),
    arrowBox,
    s.rotation,
  );
  const bar = massstabsleiste(s.scale);
  const barX = mm(paper.width - m) - arrowBox - mm(8) - mm(bar.mm);
  massstabsleisteZeichnen(page, fonts.regular, barX, mm(m + 11), s.scale);
  const massstab = `Maßstab 1:${s.scale.toLocaleString('de-DE')}`;
  page.drawText(massstab, {
    x: barX + mm(bar.mm) / 2 - textWidth(fonts.bold, massstab, 8) / 2,
    y: mm(m + 5),
    size: 8,
    font: fonts.bold,
    color: COLOR.text,
  });

  // left: the case
  const x = mm(m + 3);
  const maxW = barX - mm(6) - x;
  const zeile = (text: string, yMm: number, font: PDFFont, size: number, color = COLOR.text): void => {
    page.drawText(passend(font, text, size, maxW), { x, y: mm(m + s.layout.titleBlock - yMm), size, font, color });
  };
  zeile(`Vorgangsnummer ${s.vorgangsnummer}`, 6.5, fonts.bold, 11);
  // issue 42: the print instruction has a line of its own (beside date and template it was cut on A4 portrait);
  // the site gives way in its line, never date and template
  const datumVorlage = ` · Druckdatum ${s.datum} · ${s.vorlage.name}`;
  page.drawText(passend(fonts.regular, s.ort, 8.5, maxW - textWidth(fonts.regular, datumVorlage, 8.5)) + datumVorlage, {
    x,
    y: mm(m + s.layout.titleBlock - 11.5),
    size: 8.5,
    font: fonts.regular,
    color: COLOR.text,
  });
  zeile(DRUCK_HINWEIS, 16, fonts.bold, 8);
  zeile(`Kartengrundlage: ${s.attribution}`, 20.5, fonts.regular, 7, COLOR.muted);
  zeile(`${portal} · Seite ${nummer} von ${anzahl}`, 24.5, fonts.regular, 7, COLOR.muted);
}

/** One PDF with one sheet per print area. */
export async function renderKartePdf(data: KartePdfData): Promise<Uint8Array> {
  const erste = data.seiten[0];
  const { doc, fonts } = await createDocument({
    title: `Kartenausdruck ${erste?.vorgangsnummer ?? ''}`.trim(),
    author: data.portal,
    subject: 'Kartenausdruck der Anfragefläche',
  });
  for (const [i, seite] of data.seiten.entries())
    await seiteZeichnen(doc, fonts, seite, data.portal, i + 1, data.seiten.length);
  return doc.save();
}
