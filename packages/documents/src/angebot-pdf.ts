// The offer letter (Angebot) as PDF: DIN 5008 form B business letter, positions table, totals, prepayment
// note, the consumer withdrawal notice, and the company footer with 'Seite X von Y' on every page.
import { formatDate, formatMoney, formatNumber, lineTotalCents, totalsOf } from '@lap/domain';
import { type PDFPage } from 'pdf-lib';
import {
  A4,
  COLOR,
  MARGIN,
  baselineIn,
  contentBottom,
  createDocument,
  drawRule,
  drawTable,
  drawText,
  fillRect,
  Flow,
  type Fonts,
  mm,
  oneLine,
  stampFooters,
  type TableColumn,
  textWidth,
  wrapText,
} from './layout.js';
import { ANGEBOT, WIDERRUF } from './texts.js';

export interface PdfAddress {
  /** Printed line by line. */
  zeilen: string[];
}

export interface AngebotPdfPosition {
  position: string;
  beschreibung: string;
  anzahl: number;
  einheit: string | null;
  einzelpreisCent: number;
  /** Informational: the PDF prints anzahl × einzelpreis (lineTotalCents), so rows always add up to the net total. */
  gesamtpreisCent: number;
}

export interface AngebotPdfData {
  /** Our company: name, address lines, phone/e-mail/web, footer (register, VAT id, bank). */
  absender: { name: string; zeilen: string[]; kontakt: string[]; fusszeile: string[] };
  /** The applicant: company, name, street, postcode + place. */
  empfaenger: PdfAddress;
  vorgangsnummer: string;
  /** 'YYYY-MM-DD', the offer date. */
  datum: string;
  vorhaben: string;
  /** e.g. 'Lessingstraße 7, 01587 Riesa'. */
  baustelle: string;
  positionen: AngebotPdfPosition[];
  mwstProzent: number;
  /** Prints the prepayment paragraph. */
  vorkasse: boolean;
  bemerkung?: string | null;
}

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
const WIDTH = MARGIN.right - MARGIN.left;

export async function renderAngebotPdf(input: AngebotPdfData): Promise<Uint8Array> {
  const data = { ...input, absender: { ...input.absender, zeilen: adresszeilen(input.absender) } };
  const datum = formatDate(data.datum);
  const { doc, fonts } = await createDocument({
    title: ANGEBOT.titel(data.vorgangsnummer),
    author: data.absender.name,
    subject: ANGEBOT.betreff(data.vorhaben),
  });

  const flow = new Flow(
    doc,
    {
      top: mm(25),
      bottom: contentBottom(data.absender.fusszeile.length),
      onNewPage: (page) => drawFollowPageHeader(page, fonts, data.absender.name, ANGEBOT.folgeseitenKopf(data.vorgangsnummer, datum)),
    },
    DIN.bodyTop,
  );

  drawLetterhead(flow.page, fonts, data);
  drawInfoBlock(flow.page, fonts, data.absender.kontakt, datum, data.vorgangsnummer);

  const text = { font: fonts.regular, size: BODY.size, lineHeight: BODY.lineHeight, x: MARGIN.left, width: WIDTH };
  flow.paragraph(ANGEBOT.titel(data.vorgangsnummer), { ...text, font: fonts.bold, size: 13, lineHeight: 18 });
  flow.y += mm(5);
  flow.paragraph(ANGEBOT.anrede, text);
  flow.y += mm(2);
  flow.paragraph(ANGEBOT.einleitung(data.vorhaben, data.baustelle), text);
  flow.y += mm(4);

  drawPositions(flow, fonts, data.positionen);
  const totals = totalsOf(data.positionen, data.mwstProzent);
  drawTotals(flow, fonts, [
    [ANGEBOT.netto, formatMoney(totals.nettoCent)],
    [ANGEBOT.mwst(formatNumber(data.mwstProzent)), formatMoney(totals.mwstCent)],
    [ANGEBOT.brutto, formatMoney(totals.bruttoCent)],
  ]);

  if (data.vorkasse) {
    flow.y += mm(6);
    drawNote(flow, fonts, ANGEBOT.vorkasse(formatMoney(totals.bruttoCent), data.vorgangsnummer));
  }
  const bemerkung = data.bemerkung?.trim();
  if (bemerkung) {
    flow.y += mm(5);
    flow.keepTogether(2 * BODY.lineHeight);
    flow.paragraph(ANGEBOT.bemerkung, { ...text, font: fonts.bold });
    for (const absatz of bemerkung.split(/\r?\n/)) flow.paragraph(absatz, text);
  }

  flow.y += mm(6);
  flow.paragraph(ANGEBOT.schluss, text);
  flow.y += mm(4);
  flow.keepTogether(3 * BODY.lineHeight);
  flow.paragraph(ANGEBOT.gruss, text);
  flow.y += BODY.lineHeight;
  flow.paragraph(data.absender.name, text);

  // The withdrawal notice is an enclosure of its own, so it starts on a fresh page.
  flow.newPage();
  drawWiderrufsbelehrung(flow, fonts, data.absender);

  stampFooters(doc, { fonts, lines: data.absender.fusszeile });
  return doc.save();
}

/**
 * The address lines without the company name: callers may pass a ready-made sender line
 * ('Firma · Straße · PLZ Ort'), which would otherwise print the name twice in the return address,
 * letterhead and withdrawal notice.
 */
export function adresszeilen(absender: AngebotPdfData['absender']): string[] {
  const name = oneLine(absender.name);
  return absender.zeilen.flatMap((zeile) => zeile.split('·').map(oneLine)).filter((teil) => teil !== '' && teil !== name);
}

/** DIN 5008 letterhead, return address and address field (shared by the offer and the cover letter). */
export function drawLetterhead(page: PDFPage, fonts: Fonts, data: Pick<AngebotPdfData, 'absender' | 'empfaenger'>): void {
  const { absender } = data;
  drawText(page, absender.name, MARGIN.left, mm(20), { font: fonts.bold, size: 16, color: COLOR.accent });
  drawText(page, absender.zeilen.join(' · '), MARGIN.left, mm(25.5), { font: fonts.regular, size: SMALL.size, color: COLOR.muted });
  drawRule(page, MARGIN.left, MARGIN.right, mm(29), 1, COLOR.accent);

  // Return address above the window, set smaller when it would not fit the 80 mm zone.
  const ruecksende = [absender.name, ...absender.zeilen].map(oneLine).join(' · ');
  const size = Math.min(7, (7 * DIN.ruecksendeWidth) / Math.max(textWidth(fonts.regular, ruecksende, 7), 1));
  const width = drawText(page, ruecksende, MARGIN.left, DIN.ruecksendeBaseline, { font: fonts.regular, size, color: COLOR.muted });
  drawRule(page, MARGIN.left, MARGIN.left + width, DIN.ruecksendeBaseline + 1.5, 0.4, COLOR.muted);

  const lineHeight = mm(4.3);
  data.empfaenger.zeilen.forEach((zeile, i) => {
    drawText(page, zeile, MARGIN.left, baselineIn(DIN.anschriftTop + i * lineHeight, lineHeight, BODY.size), { font: fonts.regular, size: BODY.size });
  });

  for (const y of DIN.falzmarken) page.drawLine({ start: { x: mm(4), y: A4.height - y }, end: { x: mm(8), y: A4.height - y }, thickness: 0.5, color: COLOR.rule });
  page.drawLine({ start: { x: mm(4), y: A4.height - DIN.lochmarke }, end: { x: mm(10), y: A4.height - DIN.lochmarke }, thickness: 0.5, color: COLOR.rule });
}

export function drawInfoBlock(page: PDFPage, fonts: Fonts, kontakt: string[], datum: string, vorgangsnummer: string): void {
  const width = MARGIN.right - DIN.infoX;
  let y = DIN.infoTop;
  for (const zeile of kontakt) {
    for (const line of wrapText(zeile, fonts.regular, SMALL.size, width)) {
      drawText(page, line, DIN.infoX, baselineIn(y, SMALL.lineHeight, SMALL.size), { font: fonts.regular, size: SMALL.size, color: COLOR.muted });
      y += SMALL.lineHeight;
    }
  }
  if (kontakt.length > 0) y += SMALL.lineHeight;
  const valueX = DIN.infoX + mm(17);
  for (const [label, value] of [
    [ANGEBOT.datum, datum],
    [ANGEBOT.vorgang, vorgangsnummer],
  ] as const) {
    const baseline = baselineIn(y, BODY.lineHeight, 9.5);
    drawText(page, label, DIN.infoX, baseline, { font: fonts.regular, size: 9.5, color: COLOR.muted });
    drawText(page, value, valueX, baseline, { font: fonts.bold, size: 9.5 });
    y += BODY.lineHeight;
  }
}

export function drawFollowPageHeader(page: PDFPage, fonts: Fonts, firma: string, kopf: string): void {
  drawText(page, kopf, MARGIN.left, mm(15), { font: fonts.regular, size: SMALL.size, color: COLOR.muted });
  drawText(page, firma, MARGIN.right, mm(15), { font: fonts.bold, size: SMALL.size, color: COLOR.accent, align: 'right' });
  drawRule(page, MARGIN.left, MARGIN.right, mm(17.5), 0.5, COLOR.accent);
}

function drawPositions(flow: Flow, fonts: Fonts, positionen: AngebotPdfPosition[]): void {
  const fixed: TableColumn[] = [
    { header: ANGEBOT.spalten.menge, width: mm(16), align: 'right' },
    { header: ANGEBOT.spalten.einheit, width: mm(20) },
    { header: ANGEBOT.spalten.einzelpreis, width: mm(26), align: 'right' },
    { header: ANGEBOT.spalten.gesamtpreis, width: mm(27), align: 'right' },
  ];
  const pos: TableColumn = { header: ANGEBOT.spalten.pos, width: mm(11) };
  const rest = WIDTH - pos.width - fixed.reduce((sum, c) => sum + c.width, 0);
  const columns = [pos, { header: ANGEBOT.spalten.beschreibung, width: rest }, ...fixed];
  const rows = positionen.map((p) => ({
    cells: [p.position, p.beschreibung, formatNumber(p.anzahl), p.einheit ?? '', formatMoney(p.einzelpreisCent), formatMoney(lineTotalCents(p.anzahl, p.einzelpreisCent))],
  }));
  drawTable(flow, MARGIN.left, columns, rows, { fonts, size: 9, lineHeight: 11.5, padX: mm(1.5), padY: 3 });
}

/** Net, VAT and gross, right-aligned under the amount columns; never split over two pages. */
function drawTotals(flow: Flow, fonts: Fonts, lines: Array<[string, string]>): void {
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

/** A short paragraph on a light panel with an accent bar (the prepayment condition must not be overlooked). */
function drawNote(flow: Flow, fonts: Fonts, text: string): void {
  const pad = mm(3);
  const lines = wrapText(text, fonts.regular, BODY.size, WIDTH - 2 * pad);
  const height = lines.length * BODY.lineHeight + 2 * pad;
  flow.keepTogether(height);
  fillRect(flow.page, MARGIN.left, flow.y, WIDTH, height, COLOR.fill);
  fillRect(flow.page, MARGIN.left, flow.y, 2, height, COLOR.accent);
  lines.forEach((line, i) => {
    drawText(flow.page, line, MARGIN.left + pad, baselineIn(flow.y + pad + i * BODY.lineHeight, BODY.lineHeight, BODY.size), { font: fonts.regular, size: BODY.size });
  });
  flow.y += height;
}

function drawWiderrufsbelehrung(flow: Flow, fonts: Fonts, absender: AngebotPdfData['absender']): void {
  const text = { font: fonts.regular, size: SMALL.size, lineHeight: SMALL.lineHeight, x: MARGIN.left, width: WIDTH };
  const heading = (title: string) => {
    flow.y += mm(3);
    flow.keepTogether(4 * SMALL.lineHeight);
    flow.paragraph(title, { ...text, font: fonts.bold, size: 9.5, lineHeight: 13 });
  };
  const paragraphs = (absaetze: readonly string[]) =>
    absaetze.forEach((absatz, i) => {
      if (i > 0) flow.y += mm(1.5);
      flow.paragraph(absatz, text);
    });

  flow.paragraph(WIDERRUF.titel, { ...text, font: fonts.bold, size: 13, lineHeight: 18 });
  flow.paragraph(WIDERRUF.geltung, { ...text, color: COLOR.muted });
  heading(WIDERRUF.rechtTitel);
  paragraphs(WIDERRUF.recht(absender));
  heading(WIDERRUF.folgenTitel);
  paragraphs(WIDERRUF.folgen);
  heading(WIDERRUF.erloeschenTitel);
  paragraphs([WIDERRUF.erloeschen]);

  flow.y += mm(6);
  const formular = WIDERRUF.formular(absender);
  flow.keepTogether((formular.length + 3) * SMALL.lineHeight * 1.6);
  drawRule(flow.page, MARGIN.left, MARGIN.right, flow.y, 0.5);
  flow.y += mm(3);
  flow.paragraph(WIDERRUF.formularTitel, { ...text, font: fonts.bold, size: 9.5, lineHeight: 13 });
  flow.paragraph(WIDERRUF.formularHinweis, { ...text, color: COLOR.muted });
  formular.forEach((zeile, i) => {
    flow.y += mm(i === 0 ? 2 : 3);
    flow.paragraph(zeile, text);
  });
}
