// Lazy route module: mahnungen (dunning).
export { MahnungenPage as Component } from '../modules/mahnung/components/MahnungenPage';
