// Lazy route module: rechnungen (the invoice list).
export { RechnungenPage as Component } from '../modules/rechnung/components/RechnungenPage';
