// The cover letter to the customer (Anschreiben, spec 001 §2 'Anschreiben Pdf'): a DIN 5008 form B business letter
// with the same letterhead as the offer, listing every operator asked within the order and the state of its answer.
import { formatDate } from '@lap/domain';
import { type AngebotPdfData, BODY, DIN, adresszeilen, drawFollowPageHeader, drawInfoBlock, drawLetterhead, type PdfAddress } from './angebot-pdf.js';
import { COLOR, MARGIN, contentBottom, createDocument, drawTable, Flow, mm, stampFooters, type TableColumn } from './layout.js';
import { ANSCHREIBEN } from './texts.js';

export interface AnschreibenVersorger {
  name: string;
  /** 'angefragt', 'geantwortet' or 'nicht betroffen'. */
  zustand: string;
  /** The day of the answer, when there is one. */
  auskunftDatum: string | Date | null;
}

export interface AnschreibenPdfData {
  absender: AngebotPdfData['absender'];
  empfaenger: PdfAddress;
  vorgangsnummer: string;
  /** 'YYYY-MM-DD', the letter's date. */
  datum: string;
  vorhaben: string;
  baustelle: string;
  versorger: AnschreibenVersorger[];
  /** Where the customer finds the plans (/dokumente/{antragId}). */
  dokumenteUrl: string;
}

const WIDTH = MARGIN.right - MARGIN.left;

export async function renderAnschreibenPdf(input: AnschreibenPdfData): Promise<Uint8Array> {
  const data = { ...input, absender: { ...input.absender, zeilen: adresszeilen(input.absender) } };
  const datum = formatDate(data.datum);
  const { doc, fonts } = await createDocument({ title: ANSCHREIBEN.titel(data.vorgangsnummer), author: data.absender.name, subject: ANSCHREIBEN.betreff(data.vorhaben) });
  const flow = new Flow(
    doc,
    {
      top: mm(25),
      bottom: contentBottom(data.absender.fusszeile.length),
      onNewPage: (page) => drawFollowPageHeader(page, fonts, data.absender.name, ANSCHREIBEN.folgeseitenKopf(data.vorgangsnummer, datum)),
    },
    DIN.bodyTop,
  );
  drawLetterhead(flow.page, fonts, data);
  drawInfoBlock(flow.page, fonts, data.absender.kontakt, datum, data.vorgangsnummer);

  const text = { font: fonts.regular, size: BODY.size, lineHeight: BODY.lineHeight, x: MARGIN.left, width: WIDTH };
  flow.paragraph(ANSCHREIBEN.betreff(data.vorhaben), { ...text, font: fonts.bold, size: 12, lineHeight: 17 });
  flow.y += mm(5);
  flow.paragraph(ANSCHREIBEN.anrede, text);
  flow.y += mm(2);
  flow.paragraph(ANSCHREIBEN.einleitung(data.vorgangsnummer, data.baustelle), text);
  flow.y += mm(4);

  if (data.versorger.length === 0) {
    flow.paragraph(ANSCHREIBEN.keine, { ...text, color: COLOR.muted });
  } else {
    const fixed: TableColumn[] = [
      { header: ANSCHREIBEN.spalten.nr, width: mm(11) },
      { header: ANSCHREIBEN.spalten.stand, width: mm(32) },
      { header: ANSCHREIBEN.spalten.datum, width: mm(28) },
    ];
    const rest = WIDTH - fixed.reduce((sum, c) => sum + c.width, 0);
    const [nr, stand, tag] = fixed as [TableColumn, TableColumn, TableColumn];
    const columns = [nr, { header: ANSCHREIBEN.spalten.betreiber, width: rest }, stand, tag];
    const rows = data.versorger.map((v, i) => ({ cells: [String(i + 1), v.name, v.zustand, formatDate(v.auskunftDatum)], ...(v.zustand === 'angefragt' ? { color: COLOR.muted } : {}) }));
    drawTable(flow, MARGIN.left, columns, rows, { fonts, size: 9, lineHeight: 11.5, padX: mm(1.5), padY: 3 });
    flow.y += mm(3);
    const geantwortet = data.versorger.filter((v) => v.zustand === 'geantwortet').length;
    const nichtBetroffen = data.versorger.filter((v) => v.zustand === 'nicht betroffen').length;
    flow.paragraph(ANSCHREIBEN.zusammenfassung(data.versorger.length, geantwortet, nichtBetroffen), { ...text, color: COLOR.muted });
  }

  flow.y += mm(5);
  flow.paragraph(ANSCHREIBEN.dokumente(data.dokumenteUrl), text);
  flow.y += mm(2);
  flow.paragraph(ANSCHREIBEN.hinweis, text);
  flow.y += mm(5);
  flow.paragraph(ANSCHREIBEN.schluss, text);
  flow.y += mm(4);
  flow.keepTogether(3 * BODY.lineHeight);
  flow.paragraph(ANSCHREIBEN.gruss, text);
  flow.y += BODY.lineHeight;
  flow.paragraph(data.absender.name, text);

  stampFooters(doc, { fonts, lines: data.absender.fusszeile });
  return doc.save();
}
