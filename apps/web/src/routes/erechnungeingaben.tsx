// Lazy route module: erechnungeingaben (the e-invoice form 'Rechnungsformular').
export { ERechnungFormularPage as Component } from '../modules/erechnung/components/ERechnungFormularPage';
