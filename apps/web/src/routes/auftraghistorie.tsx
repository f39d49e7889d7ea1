// Lazy route module: auftraghistorie/:antragId (the history of one case).
export { AuftragshistoriePage as Component } from '../modules/historie/components/AuftragshistoriePage';
