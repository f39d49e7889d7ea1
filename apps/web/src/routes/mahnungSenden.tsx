// Lazy route module: mahnungSenden (dunning).
export { MahnungSendenPage as Component } from '../modules/mahnung/components/MahnungSendenPage';
