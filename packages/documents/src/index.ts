export { renderAngebotPdf, type AngebotPdfData, type AngebotPdfPosition, type PdfAddress } from './angebot-pdf.js';
export { renderGemeindenPdf, type GemeindenPdfData } from './gemeinden-pdf.js';
