// Lazy route module: the index (start page).
export { StartPage as Component } from '../modules/start/components/StartPage';
