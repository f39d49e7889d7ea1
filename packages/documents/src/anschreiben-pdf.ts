// The cover letter to the customer (Anschreiben, spec 001 §2 'Anschreiben Pdf'): a DIN 5008 form B business letter
// with the same letterhead as the offer, listing every operator asked within the order and the state of its answer.
import { formatDate } from '@lap/domain';
import {
  type AngebotPdfData,
  BODY,
  DIN,
  adresszeilen,
  drawFollowPageHeader,
  drawInfoBlock,
  drawLetterhead,
  type PdfAddress,
} from './angebot-pdf.js';
import {
  COLOR,
  MARGIN,
  contentBottom,
  createDocument,
  drawTable,
  Flow,
  mm,
  stampFooters,
  type TableColumn,
} from './layout.js';
import { ANSCHREIBEN } from './texts.js';

export interface AnschreibenVersorger {
  name: string;
  /** The customer-facing state (contracts BETREIBER_STAND), for the summary and the muted rows. */
  stand: 'nichtAngefragt' | 'angefragt' | 'geantwortet' | 'nichtBetroffen';
  /** Its German text with the day, exactly as /dokumente shows it (contracts betreiberStandText). */
  standText: string;
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
  const { doc, fonts } = await createDocument({
    title: ANSCHREIBEN.titel(data.vorgangsnummer),
    author: data.absender.name,
    subject: ANSCHREIBEN.betreff(data.vorhaben),
  });
  const flow = new Flow(
    doc,
    {
      top: mm(25),
      bottom: contentBottom(data.absender.fusszeile.length),
      onNewPage: (page) =>
        drawFollowPageHeader(page, fonts, data.absender.name, ANSCHREIBEN.folgeseitenKopf(data.vorgangsnummer, datum)),
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
    const nr: TableColumn = { header: ANSCHREIBEN.spalten.nr, width: mm(11) };
    // wide enough for 'nicht betroffen (Auskunft vom 18.11.2026)' on one line at 9 pt
    const stand: TableColumn = { header: ANSCHREIBEN.spalten.stand, width: mm(66) };
    const columns = [nr, { header: ANSCHREIBEN.spalten.betreiber, width: WIDTH - nr.width - stand.width }, stand];
    // rows still waiting (not asked, or asked without an answer) in grey
    const rows = data.versorger.map((v, i) => ({
      cells: [String(i + 1), v.name, v.standText],
      ...(v.stand === 'nichtAngefragt' || v.stand === 'angefragt' ? { color: COLOR.muted } : {}),
    }));
    drawTable(flow, MARGIN.left, columns, rows, { fonts, size: 9, lineHeight: 11.5, padX: mm(1.5), padY: 3 });
    flow.y += mm(3);
    const anzahl = (stand: AnschreibenVersorger['stand']) => data.versorger.filter((v) => v.stand === stand).length;
    flow.paragraph(
      ANSCHREIBEN.zusammenfassung({
        gesamt: data.versorger.length,
        geantwortet: anzahl('geantwortet'),
        nichtBetroffen: anzahl('nichtBetroffen'),
        angefragt: anzahl('angefragt'),
        nichtAngefragt: anzahl('nichtAngefragt'),
      }),
      { ...text, color: COLOR.muted },
    );
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
