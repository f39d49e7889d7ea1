// The 'PDF list of the municipalities' of the staff offer page: every municipality of a Vorgang with its
// Gemeindeschlüssel and whether it is still part of the offer.
import { formatDate } from '@lap/domain';
import { COLOR, contentBottom, createDocument, drawTable, Flow, MARGIN, mm, stampFooters } from './layout.js';
import { GEMEINDEN } from './texts.js';

export interface GemeindenPdfData {
  vorgangsnummer: string;
  /** 'YYYY-MM-DD'. */
  datum: string;
  gemeinden: Array<{ name: string; ags: string; aktiv: boolean }>;
}

export async function renderGemeindenPdf(data: GemeindenPdfData): Promise<Uint8Array> {
  const titel = GEMEINDEN.titel(data.vorgangsnummer);
  const { doc, fonts } = await createDocument({ title: titel, author: 'Leitungsauskunftportal', subject: titel });
  const flow = new Flow(doc, { top: mm(20), bottom: contentBottom(0) }, mm(20));
  const width = MARGIN.right - MARGIN.left;
  const text = { font: fonts.regular, size: 10, lineHeight: 14, x: MARGIN.left, width };

  flow.paragraph(titel, { ...text, font: fonts.bold, size: 14, lineHeight: 20 });
  flow.paragraph(GEMEINDEN.datum(formatDate(data.datum)), { ...text, color: COLOR.muted });
  const aktiv = data.gemeinden.filter((g) => g.aktiv).length;
  flow.paragraph(data.gemeinden.length > 0 ? GEMEINDEN.anzahl(data.gemeinden.length, aktiv) : GEMEINDEN.keine, {
    ...text,
    color: COLOR.muted,
  });
  flow.y += mm(5);

  if (data.gemeinden.length > 0) {
    const columns = [
      { header: GEMEINDEN.spalten.name, width: width - mm(40) - mm(25) },
      { header: GEMEINDEN.spalten.ags, width: mm(40) },
      { header: GEMEINDEN.spalten.status, width: mm(25) },
    ];
    const rows = data.gemeinden.map((g) => ({
      cells: [g.name, g.ags, g.aktiv ? GEMEINDEN.aktiv : GEMEINDEN.entfernt],
      ...(g.aktiv ? {} : { color: COLOR.muted }),
    }));
    drawTable(flow, MARGIN.left, columns, rows, { fonts, size: 9.5, lineHeight: 12, padX: mm(1.5), padY: 3 });
  }

  stampFooters(doc, { fonts, lines: [], label: GEMEINDEN.fusszeile(data.vorgangsnummer) });
  return doc.save();
}
