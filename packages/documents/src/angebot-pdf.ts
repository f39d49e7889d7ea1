// The offer letter (Angebot) as PDF: DIN 5008 form B business letter, positions table, totals, prepayment
// note, the consumer withdrawal notice, and the company footer with 'Seite X von Y' on every page.
import { formatDate, formatMoney, formatNumber, lineTotalCents, totalsOf } from '@lap/domain';
import { type PDFPage } from 'pdf-lib';
import {
  BODY,
  COLOR,
  contentBottom,
  createDocument,
  DIN,
  drawFollowPageHeader,
  drawInfoFields,
  drawLetterhead,
  drawNote,
  drawRule,
  drawTable,
  drawTotals,
  Flow,
  type Fonts,
  MARGIN,
  mm,
  oneLine,
  SMALL,
  stampFooters,
  type TableColumn,
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

// The letter layout moved to layout.ts; re-exported for the modules that import it from here.
export { BODY, DIN, drawFollowPageHeader, drawLetterhead, SMALL } from './layout.js';

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
      onNewPage: (page) =>
        drawFollowPageHeader(page, fonts, data.absender.name, ANGEBOT.folgeseitenKopf(data.vorgangsnummer, datum)),
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
  return absender.zeilen
    .flatMap((zeile) => zeile.split('·').map(oneLine))
    .filter((teil) => teil !== '' && teil !== name);
}

export function drawInfoBlock(
  page: PDFPage,
  fonts: Fonts,
  kontakt: string[],
  datum: string,
  vorgangsnummer: string,
): void {
  drawInfoFields(
    page,
    fonts,
    kontakt,
    [
      [ANGEBOT.datum, datum],
      [ANGEBOT.vorgang, vorgangsnummer],
    ],
    { valueX: DIN.infoX + mm(17) },
  );
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
    cells: [
      p.position,
      p.beschreibung,
      formatNumber(p.anzahl),
      p.einheit ?? '',
      formatMoney(p.einzelpreisCent),
      formatMoney(lineTotalCents(p.anzahl, p.einzelpreisCent)),
    ],
  }));
  drawTable(flow, MARGIN.left, columns, rows, { fonts, size: 9, lineHeight: 11.5, padX: mm(1.5), padY: 3 });
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
