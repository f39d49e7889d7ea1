// Lazy route module: vorkasselist (prepayment orders).
export { VorkassenPage as Component } from '../modules/rechnung/components/VorkassenPage';
