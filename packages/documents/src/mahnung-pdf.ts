// The dunning notice (Mahnung) as PDF: a DIN 5008 letter in the invoice's style — same letterhead, address field,
// information block and footer — with the level as title, the case worker's subject and text, the open invoice,
// from level 2 the default interest and lump sum of § 288 BGB, the total and (levels 1–3) the payment request.
// Level 4 tells the customer that the payment is considered uncollectable and the dunning procedure has ended.
// A plain serializable input: the service renders it in the documents worker.
import { formatDate, formatMoney, formatNumber } from '@lap/domain';
import {
  baselineIn,
  BODY,
  drawNote,
  drawRule,
  drawTable,
  drawText,
  drawTotals,
  type Flow,
  type Fonts,
  MARGIN,
  mm,
  stampFooters,
  stampWatermark,
  type TableColumn,
  type TableRow,
  wrapText,
} from './layout.js';
import { beginSellerLetter, LETTER_WIDTH } from './seller-letter.js';
import { RECHNUNG_TEXTE, type RechnungKaeufer, type RechnungVerkaeufer } from './rechnung-daten.js';

export interface MahnungPdfData {
  /** 1–3: the dunning levels; 4: 'Zahlung uneinbringlich', the procedure ends. */
  stufe: 1 | 2 | 3 | 4;
  /** YYYY-MM-DD, the letter date. */
  datum: string;
  /** YYYY-MM-DD, the new due date (mahnungFaellig). */
  faelligAm: string;
  vorgangsnummer: string;
  betreff: string;
  /** The case worker's letter text; line breaks start new lines, blank lines separate paragraphs. */
  text: string;
  verkaeufer: RechnungVerkaeufer;
  kaeufer: RechnungKaeufer;
  rechnung: {
    rechnungsNummer: string;
    /** YYYY-MM-DD. */
    rechnungsDatum: string;
    /** YYYY-MM-DD, the invoice's original due date. */
    faelligAm: string;
    bruttoCent: number;
    offenCent: number;
  };
  /** Default interest (verzugszinsen of @lap/domain); printed from level 2 on. */
  zinsen?: { zinsenCent: number; zinssatzProzent: number; tage: number; pauschaleCent: number } | null;
  sachbearbeiter?: string | null;
  /** Preview: 'Entwurf' across every page and in the running footer. */
  entwurf?: boolean;
}

// Every German text of the dunning notice.
const T = {
  titel: (stufe: MahnungPdfData['stufe']): string =>
    stufe === 4 ? 'Mitteilung: Zahlung uneinbringlich' : `${stufe}. Mahnung`,
  dokument: (titel: string, nummer: string): string => `${titel} zu Rechnung ${nummer}`,
  entwurf: RECHNUNG_TEXTE.entwurf,
  mitEntwurf: (dokument: string): string => `${dokument} (Entwurf)`,
  folgeseitenKopf: (dokument: string, datum: string): string => `${dokument} vom ${datum}`,
  betreff: (dokument: string, datum: string, verkaeufer: string): string => `${dokument} vom ${datum} – ${verkaeufer}`,
  info: {
    datum: 'Datum:',
    vorgang: 'Vorgangsnr.:',
    rechnungsnummer: 'Rechnungsnr.:',
    sachbearbeiter: 'Sachbearbeiter:',
  },
  offenePosten: 'Offene Posten',
  spalten: {
    posten: 'Posten',
    faelligSeit: 'Fällig seit',
    rechnungsbetrag: 'Rechnungsbetrag',
    offen: 'Offener Betrag',
  },
  rechnung: (nummer: string, datum: string): string => `Rechnung ${nummer} vom ${datum}`,
  zinsen: (tage: number, satz: string): string =>
    `Verzugszinsen (${tage} ${tage === 1 ? 'Tag' : 'Tage'}, ${satz} % p. a., § 288 BGB)`,
  pauschale: 'Verzugspauschale (§ 288 Abs. 5 BGB)',
  gesamt: 'Gesamtbetrag',
  zahlung: (a: { datum: string; iban: string; bic: string; bank: string; verwendungszweck: string }): string =>
    `Bitte überweisen Sie den Gesamtbetrag bis zum ${a.datum} auf das Konto IBAN ${a.iban}` +
    `${a.bic.trim() ? ` (BIC ${a.bic.trim()})` : ''}${a.bank.trim() ? ` bei ${a.bank.trim()}` : ''}, Verwendungszweck ${a.verwendungszweck}.`,
} as const;

const WIDTH = LETTER_WIDTH;
/** The address field holds six lines below the return address (DIN 5008 form B). */

export async function renderMahnungPdf(data: MahnungPdfData): Promise<Uint8Array> {
  const v = data.verkaeufer;
  const datum = formatDate(data.datum);
  const titel = T.titel(data.stufe);
  const dokument = T.dokument(titel, data.rechnung.rechnungsNummer);
  const label = data.entwurf ? T.mitEntwurf(dokument) : dokument;
  const { doc, fonts, flow, fusszeile } = await beginSellerLetter({
    verkaeufer: v,
    kaeufer: data.kaeufer,
    label,
    datum,
    fields: infoFields(data),
  });

  const text = { font: fonts.regular, size: BODY.size, lineHeight: BODY.lineHeight, x: MARGIN.left, width: WIDTH };
  // Title, subject and the first lines of the letter stay together.
  flow.keepTogether(18 + mm(3) + 3 * BODY.lineHeight);
  flow.paragraph(titel, { ...text, font: fonts.bold, size: 13, lineHeight: 18 });
  flow.y += mm(3);
  if (data.betreff.trim()) {
    flow.paragraph(data.betreff.trim(), { ...text, font: fonts.bold });
    flow.y += mm(5);
  }
  drawLetterText(flow, data.text, text);
  flow.y += mm(6);

  drawOpenItems(flow, fonts, data);
  drawTotals(flow, fonts, [[T.gesamt, formatMoney(gesamtCent(data))]]);

  if (data.stufe !== 4) {
    flow.y += mm(6);
    const { bank } = v;
    drawNote(
      flow,
      fonts,
      T.zahlung({
        datum: formatDate(data.faelligAm),
        iban: bank.iban,
        bic: bank.bic,
        bank: bank.name,
        verwendungszweck: data.rechnung.rechnungsNummer,
      }),
    );
  }

  stampFooters(doc, { fonts, lines: fusszeile, label });
  if (data.entwurf) stampWatermark(doc, fonts, T.entwurf);
  return doc.save();
}

/** Interest and lump sum count from level 2 on, when given. */
function zinsenOf(data: MahnungPdfData): NonNullable<MahnungPdfData['zinsen']> | null {
  return data.stufe >= 2 && data.zinsen ? data.zinsen : null;
}

function gesamtCent(data: MahnungPdfData): number {
  const zinsen = zinsenOf(data);
  return data.rechnung.offenCent + (zinsen ? zinsen.zinsenCent + zinsen.pauschaleCent : 0);
}

/** Each line of the text on its own line, wrapped; blank lines separate paragraphs (several count as one). */
function drawLetterText(flow: Flow, letter: string, style: Parameters<Flow['paragraph']>[1]): void {
  const lines = letter.replace(/\r\n?/g, '\n').trim().split('\n');
  let gap = false;
  for (const line of lines) {
    if (line.trim() === '') {
      gap = true;
      continue;
    }
    if (gap) flow.y += mm(3);
    gap = false;
    flow.paragraph(line, style);
  }
}

const TABLE = { size: 9, lineHeight: 11.5, padX: mm(1.5), padY: 3 } as const;

/**
 * The open invoice as a table and, from level 2, the interest and the lump sum as rows below it whose label runs
 * across the empty date and invoice-amount columns (it would wrap in the first column), the amount in the last.
 */
function drawOpenItems(flow: Flow, fonts: Fonts, data: MahnungPdfData): void {
  const { rechnung } = data;
  const fixed: TableColumn[] = [
    { header: T.spalten.faelligSeit, width: mm(23), align: 'right' },
    { header: T.spalten.rechnungsbetrag, width: mm(35), align: 'right' },
    { header: T.spalten.offen, width: mm(31), align: 'right' },
  ];
  const columns: TableColumn[] = [
    { header: T.spalten.posten, width: WIDTH - fixed.reduce((sum, c) => sum + c.width, 0) },
    ...fixed,
  ];
  const amountWidth = fixed[fixed.length - 1]?.width ?? 0;
  const zinsen = zinsenOf(data);
  const extra: Array<[string, string]> = [];
  if (zinsen) {
    extra.push([T.zinsen(zinsen.tage, formatNumber(zinsen.zinssatzProzent)), formatMoney(zinsen.zinsenCent)]);
    if (zinsen.pauschaleCent > 0) extra.push([T.pauschale, formatMoney(zinsen.pauschaleCent)]);
  }
  const rowHeight = TABLE.lineHeight + 2 * TABLE.padY;
  // Heading, header, the invoice and the extra rows stay on one page.
  flow.keepTogether(16 + mm(1) + (2 + extra.length) * rowHeight + TABLE.lineHeight);
  flow.paragraph(T.offenePosten, { font: fonts.bold, size: 10.5, lineHeight: 16, x: MARGIN.left, width: WIDTH });
  flow.y += mm(1);
  const row: TableRow = {
    cells: [
      T.rechnung(rechnung.rechnungsNummer, formatDate(rechnung.rechnungsDatum)),
      formatDate(rechnung.faelligAm),
      formatMoney(rechnung.bruttoCent),
      formatMoney(rechnung.offenCent),
    ],
  };
  drawTable(flow, MARGIN.left, columns, [row], { fonts, ...TABLE });

  const style = { font: fonts.regular, size: TABLE.size };
  for (const [label, amount] of extra) {
    const lines = wrapText(label, fonts.regular, TABLE.size, WIDTH - amountWidth - 2 * TABLE.padX);
    const height = lines.length * TABLE.lineHeight + 2 * TABLE.padY;
    flow.ensure(height);
    lines.forEach((line, n) =>
      drawText(
        flow.page,
        line,
        MARGIN.left + TABLE.padX,
        baselineIn(flow.y + TABLE.padY + n * TABLE.lineHeight, TABLE.lineHeight, TABLE.size),
        style,
      ),
    );
    drawText(
      flow.page,
      amount,
      MARGIN.right - TABLE.padX,
      baselineIn(flow.y + TABLE.padY, TABLE.lineHeight, TABLE.size),
      { ...style, align: 'right' },
    );
    flow.y += height;
    drawRule(flow.page, MARGIN.left, MARGIN.right, flow.y, 0.4);
  }
}

function infoFields(data: MahnungPdfData): Array<[string, string]> {
  const fields: Array<[string, string]> = [[T.info.datum, formatDate(data.datum)]];
  if (data.vorgangsnummer.trim()) fields.push([T.info.vorgang, data.vorgangsnummer.trim()]);
  fields.push([T.info.rechnungsnummer, data.rechnung.rechnungsNummer]);
  if (data.sachbearbeiter?.trim()) fields.push([T.info.sachbearbeiter, data.sachbearbeiter.trim()]);
  return fields;
}
