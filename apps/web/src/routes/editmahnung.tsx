// Lazy route module: editmahnung (dunning).
export { EditMahnungPage as Component } from '../modules/mahnung/components/EditMahnungPage';
