// Lazy route module: nutzer (Administration: all users; SbBereich: customers).
export { NutzerPage as Component } from '../modules/nutzer/components/NutzerPage';
