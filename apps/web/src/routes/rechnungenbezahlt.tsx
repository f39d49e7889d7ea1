// Lazy route module: rechnungenbezahlt ('Versandte Rechnungen').
export { RechnungenBezahltPage as Component } from '../modules/rechnung/components/RechnungenBezahltPage';
