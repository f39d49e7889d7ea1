// Lazy route module: auftragpositionen/:auftragId/:antragId (the order's positions and their suppliers).
export { AuftragPositionenPage as Component } from '../modules/bearbeitung/components/AuftragPositionenPage';
