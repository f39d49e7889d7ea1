// Lazy route module: bearbeitungslist/:auftragId (processing one order).
export { BearbeitungslistPage as Component } from '../modules/bearbeitung/components/BearbeitungslistPage';
