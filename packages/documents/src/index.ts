export { renderAngebotPdf, type AngebotPdfData, type AngebotPdfPosition, type PdfAddress } from './angebot-pdf.js';
export { renderGemeindenPdf, type GemeindenPdfData } from './gemeinden-pdf.js';
export { renderAnschreibenPdf, type AnschreibenPdfData, type AnschreibenVersorger } from './anschreiben-pdf.js';
export { renderRechnungPdf } from './rechnung-pdf.js';
export { renderMahnungPdf, type MahnungPdfData } from './mahnung-pdf.js';
export { prepareERechnung, facturXXml, xrechnungCii, zugferdPdf } from './erechnung.js';
export {
  type RechnungDokumentDaten,
  type RechnungKaeufer,
  type RechnungPosition,
  type RechnungsArt,
  type RechnungVerkaeufer,
} from './rechnung-daten.js';
export { stampPdf, stampLine, StampError, type StampData } from './stamp-pdf.js';
export { renderKartePdf, laengeText, type KartePdfData, type KartenSeite } from './karte-pdf.js';
