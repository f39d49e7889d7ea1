export { renderAngebotPdf, type AngebotPdfData, type AngebotPdfPosition, type PdfAddress } from './angebot-pdf.js';
export { renderGemeindenPdf, type GemeindenPdfData } from './gemeinden-pdf.js';
export { renderAnschreibenPdf, type AnschreibenPdfData, type AnschreibenVersorger } from './anschreiben-pdf.js';
