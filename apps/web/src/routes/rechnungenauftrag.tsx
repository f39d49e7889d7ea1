// Lazy route module: rechnungenauftrag/:auftragId and rechnung/:auftragId (the order's invoices).
export { RechnungenAuftragPage as Component } from '../modules/rechnung/components/RechnungenAuftragPage';
