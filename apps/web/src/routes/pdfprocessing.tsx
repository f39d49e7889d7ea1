// Lazy route module: pdfprocessing (issue 17: an operator's PDF stamped with the case header and filed with the supplier).
export { PdfProcessingPage as Component } from '../modules/pdfprocessing/components/PdfProcessingPage';
