// The invoice as PDF (issue 14): a DIN 5008 letter with everything § 14 Abs. 4 UStG asks for — seller and buyer,
// Steuernummer and USt-IdNr., number and date, Leistungszeitraum, quantity and kind of each line, net per VAT rate,
// rate and VAT (or the reverse-charge / not-taxable note), gross — and the payment terms with IBAN, BIC and the
// invoice number as Verwendungszweck. Drafts print 'Entwurf' instead of the number and as a watermark.
import { formatDate, formatMoney, formatNumber } from '@lap/domain';
import {
  BODY,
  drawNote,
  drawTable,
  drawTotals,
  type Flow,
  type Fonts,
  MARGIN,
  mm,
  stampFooters,
  stampWatermark,
  type TableColumn,
} from './layout.js';
import { beginSellerLetter, LETTER_WIDTH } from './seller-letter.js';
import {
  dokumentTitel,
  RECHNUNG_TEXTE as T,
  rechnungsnummerOderEntwurf,
  rechnungTitel,
  computeRechnungWerte,
  verwendungszweckOf,
  type RechnungDokumentDaten,
  type RechnungWerte,
} from './rechnung-daten.js';

const WIDTH = LETTER_WIDTH;
/** The address field holds six lines below the return address (DIN 5008 form B). */

export async function renderRechnungPdf(daten: RechnungDokumentDaten): Promise<Uint8Array> {
  const werte = computeRechnungWerte(daten);
  const v = daten.verkaeufer;
  const datum = formatDate(daten.rechnungsDatum);
  const dokument = dokumentTitel(daten);
  const { doc, fonts, flow, fusszeile } = await beginSellerLetter({
    verkaeufer: v,
    kaeufer: daten.kaeufer,
    label: dokument,
    datum,
    fields: infoFields(daten),
  });

  const text = { font: fonts.regular, size: BODY.size, lineHeight: BODY.lineHeight, x: MARGIN.left, width: WIDTH };
  flow.paragraph(rechnungTitel(daten), { ...text, font: fonts.bold, size: 13, lineHeight: 18 });
  flow.y += mm(5);
  flow.paragraph(T.anrede, text);
  flow.y += mm(2);
  flow.paragraph(einleitung(daten), text);
  flow.y += mm(4);

  drawPositions(flow, fonts, werte);
  drawTotals(flow, fonts, totalLines(werte));

  const steuerhinweis = taxNote(daten, werte);
  if (steuerhinweis) {
    flow.y += mm(6);
    drawNote(flow, fonts, steuerhinweis);
  }
  // The customer's note and own payment terms (the e-invoice form), then the payment request.
  for (const text of [daten.bemerkung, daten.zahlungsbedingungen]) {
    if (!text?.trim()) continue;
    flow.y += mm(6);
    drawNote(flow, fonts, text.trim());
  }
  flow.y += mm(6);
  drawNote(flow, fonts, paymentText(daten, werte));

  flow.y += mm(6);
  // The closing moves to the next page as a whole rather than leaving the greeting alone.
  flow.keepTogether(4 * BODY.lineHeight + mm(4));
  flow.paragraph(T.schluss, text);
  flow.y += mm(4);
  flow.paragraph(T.gruss, text);
  flow.y += BODY.lineHeight;
  flow.paragraph(v.name, text);

  stampFooters(doc, { fonts, lines: fusszeile, label: dokument });
  if (daten.entwurf) stampWatermark(doc, fonts, T.entwurf);
  return doc.save();
}

function infoFields(daten: RechnungDokumentDaten): Array<[string, string]> {
  const { von, bis } = daten.leistungszeitraum;
  const fields: Array<[string, string]> = [
    [T.info.rechnungsnummer, rechnungsnummerOderEntwurf(daten)],
    [T.info.rechnungsdatum, formatDate(daten.rechnungsDatum)],
    von === bis
      ? [T.info.leistungsdatum, formatDate(von)]
      : [T.info.leistungszeitraum, leistungszeitraumText(von, bis)],
  ];
  if (daten.vorgangsnummer.trim()) fields.push([T.info.vorgang, daten.vorgangsnummer.trim()]);
  if (daten.projektnummer?.trim()) fields.push([T.info.projekt, daten.projektnummer.trim()]);
  if (daten.kundennummer?.trim()) fields.push([T.info.kunde, daten.kundennummer.trim()]);
  // § 14a Abs. 1 UStG: with reverse charge the invoice names the customer's VAT id as well.
  if (daten.kaeufer.ustIdNr?.trim()) fields.push([T.info.ustIdNr, daten.kaeufer.ustIdNr.trim()]);
  return fields;
}

/** '02.11.–20.11.2026' within one year (fits the information block), else both dates in full. */
function leistungszeitraumText(von: string, bis: string): string {
  const [vonText, bisText] = [formatDate(von), formatDate(bis)];
  return von.slice(0, 4) === bis.slice(0, 4) ? T.zeitraum(vonText.slice(0, 6), bisText) : T.zeitraum(vonText, bisText);
}

function einleitung(daten: RechnungDokumentDaten): string {
  if (daten.art === 'storno' && daten.storniert)
    return T.einleitung.storno(daten.storniert.rechnungsNummer, formatDate(daten.storniert.rechnungsDatum));
  if (!daten.vorgangsnummer.trim() && daten.art === 'rechnung') return T.einleitungOhneVorgang;
  return T.einleitung[daten.art === 'storno' ? 'rechnung' : daten.art](daten.vorgangsnummer);
}

function drawPositions(flow: Flow, fonts: Fonts, werte: RechnungWerte): void {
  const fixed: TableColumn[] = [
    { header: T.spalten.menge, width: mm(30), align: 'right' },
    { header: T.spalten.einzelpreis, width: mm(26), align: 'right' },
    { header: T.spalten.gesamt, width: mm(27), align: 'right' },
  ];
  const pos: TableColumn = { header: T.spalten.pos, width: mm(11) };
  const rest = WIDTH - pos.width - fixed.reduce((sum, c) => sum + c.width, 0);
  const columns = [pos, { header: T.spalten.bezeichnung, width: rest }, ...fixed];
  const rows = werte.summen.positionen.map((p, i) => ({
    cells: [
      String(i + 1),
      [
        p.artikelnummer?.trim() ? `${p.bezeichnung} (${T.artikelnummer(p.artikelnummer.trim())})` : p.bezeichnung,
        p.beschreibung?.trim(),
      ]
        .filter((teil) => !!teil)
        .join(' – '),
      `${formatNumber(p.anzahl)} ${p.einheit?.trim() ?? ''}`.trim(),
      formatMoney(p.einzelpreisCent),
      formatMoney(p.gesamtCent),
    ],
  }));
  drawTable(flow, MARGIN.left, columns, rows, { fonts, size: 9, lineHeight: 11.5, padX: mm(1.5), padY: 3 });
}

/** Net per rate, VAT per rate (or the 0 % of reverse charge / not taxable), gross. */
function totalLines(werte: RechnungWerte): Array<[string, string]> {
  const { summen, steuerfall } = werte;
  const lines: Array<[string, string]> = [];
  for (const satz of summen.steuerSaetze) {
    if (steuerfall === 'inland') {
      lines.push(
        [T.netto(satz.prozent), formatMoney(satz.nettoCent)],
        [T.mwst(satz.prozent), formatMoney(satz.mwstCent)],
      );
    } else {
      lines.push(
        [T.nettoOhneSteuer, formatMoney(satz.nettoCent)],
        [steuerfall === 'reverseCharge' ? T.mwstReverseCharge : T.mwstNichtSteuerbar, formatMoney(satz.mwstCent)],
      );
    }
  }
  lines.push([T.gesamt, formatMoney(summen.bruttoCent)]);
  return lines;
}

function taxNote(daten: RechnungDokumentDaten, werte: RechnungWerte): string | null {
  if (werte.steuerfall === 'reverseCharge')
    return T.reverseChargeHinweis(daten.kaeufer.ustIdNr?.trim() ?? '', daten.verkaeufer.ustIdNr);
  if (werte.steuerfall === 'nichtSteuerbar') return T.nichtSteuerbarHinweis;
  return null;
}

function paymentText(daten: RechnungDokumentDaten, werte: RechnungWerte): string {
  if (daten.art === 'storno' && daten.storniert)
    return T.stornoErstattung(formatMoney(-werte.summen.bruttoCent), daten.storniert.rechnungsNummer);
  const { bank } = daten.verkaeufer;
  const zahlung = T.zahlung({
    datum: formatDate(werte.faelligAm),
    betrag: formatMoney(werte.summen.bruttoCent),
    kontoinhaber: bank.kontoinhaber,
    bank: bank.name,
    iban: bank.iban,
    bic: bank.bic,
    verwendungszweck: verwendungszweckOf(daten),
  });
  return daten.art === 'vorkasse' ? `${zahlung}. ${T.vorkasseZahlung}` : zahlung;
}
