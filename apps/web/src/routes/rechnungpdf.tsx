// Lazy route module: rechnungpdf/:id (an invoice PDF in the page).
export { RechnungPdfPage as Component } from '../modules/rechnung/components/RechnungPdfPage';
