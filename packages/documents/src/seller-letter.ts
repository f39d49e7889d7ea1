// The letter frame the seller's documents share (invoice, dunning notice): DIN 5008 letterhead with the address field,
// the information block beside it, follow-page headers and the footer with register, tax numbers and bank.
import type { PDFDocument } from 'pdf-lib';
import {
  contentBottom,
  createDocument,
  DIN,
  drawFollowPageHeader,
  drawInfoFields,
  drawLetterhead,
  Flow,
  MARGIN,
  mm,
  textWidth,
  type Fonts,
} from './layout.js';
import {
  kaeuferKontakt,
  kaeuferName,
  RECHNUNG_TEXTE as T,
  type RechnungKaeufer,
  type RechnungVerkaeufer,
} from './rechnung-daten.js';

/** The text column's width. */
export const LETTER_WIDTH = MARGIN.right - MARGIN.left;
const INFO = { size: 8.5, lineHeight: 12 } as const;
/** DIN 5008 address field: at most 6 lines for the recipient. */
const ADDRESS_LINES = 6;
const countryNames = new Intl.DisplayNames(['de'], { type: 'region' });

export interface SellerLetter {
  doc: PDFDocument;
  fonts: Fonts;
  flow: Flow;
  /** The footer's lines, for `stampFooters` once the content is done. */
  fusszeile: string[];
}

/**
 * Starts a seller's letter: the PDF with its metadata, the first page's letterhead, the buyer's address and the
 * information block; `flow` stands below both, follow pages carry `label` and the date.
 */
export async function beginSellerLetter(opts: {
  verkaeufer: RechnungVerkaeufer;
  kaeufer: RechnungKaeufer;
  label: string;
  datum: string;
  fields: Array<[string, string]>;
}): Promise<SellerLetter> {
  const v = opts.verkaeufer;
  const fusszeile = footerLines(v);
  const { doc, fonts } = await createDocument({
    title: opts.label,
    author: v.name,
    subject: T.betreff(opts.label, opts.datum, v.name),
  });
  const flow = new Flow(
    doc,
    {
      top: mm(25),
      bottom: contentBottom(fusszeile.length),
      onNewPage: (page) => drawFollowPageHeader(page, fonts, v.name, T.folgeseitenKopf(opts.label, opts.datum)),
    },
    DIN.bodyTop,
  );
  drawLetterhead(flow.page, fonts, {
    absender: { name: v.name, zeilen: [v.strasse, `${v.plz} ${v.ort}`] },
    empfaenger: { zeilen: anschrift(opts.kaeufer) },
  });
  const labelWidth = Math.max(...opts.fields.map(([name]) => textWidth(fonts.regular, name, INFO.size)));
  const infoBottom = drawInfoFields(flow.page, fonts, contactLines(v), opts.fields, {
    valueX: DIN.infoX + labelWidth + mm(2),
    ...INFO,
  });
  // A long information block pushes the body down instead of running into it.
  flow.y = Math.max(flow.y, infoBottom + mm(6));
  return { doc, fonts, flow, fusszeile };
}

/** Company (with additions and contact person) or private name, street, place and — abroad — the country in capitals. */
function anschrift(k: RechnungKaeufer): string[] {
  const kontakt = kaeuferKontakt(k);
  const firma = k.firma?.trim();
  const head = firma
    ? [firma, ...(k.firmaZusatz ?? []).map((z) => z.trim()).filter((z) => z !== ''), ...(kontakt ? [kontakt] : [])]
    : [kaeuferName(k)];
  const land = k.land.trim().toUpperCase();
  const tail = [
    `${k.strasse} ${k.hausnummer}`.trim(),
    `${k.plz} ${k.ort}`.trim(),
    ...(land === 'DE' ? [] : [(countryNames.of(land) ?? land).toUpperCase()]),
  ];
  return [...head.slice(0, ADDRESS_LINES - tail.length), ...tail];
}

function contactLines(v: RechnungVerkaeufer): string[] {
  return [T.telefon(v.telefon), T.email(v.email), ...(v.web?.trim() ? [v.web.trim()] : [])];
}

/** Company register, seat and management; tax numbers; bank — on every page. */
function footerLines(v: RechnungVerkaeufer): string[] {
  const register = v.handelsregister?.trim();
  const firma = [
    v.name,
    ...(register ? [T.sitz(v.sitz?.trim() || v.ort), register] : []),
    ...(v.geschaeftsfuehrung?.trim() ? [T.geschaeftsfuehrung(v.geschaeftsfuehrung.trim())] : []),
  ];
  return [
    firma.join(' · '),
    `${T.steuernummer(v.steuernummer)} · ${T.ustIdNr(v.ustIdNr)}`,
    T.bank(v.bank.name, v.bank.iban, v.bank.bic),
  ];
}
