// Lazy route module: editposition ('Versorger-Position editieren').
export { EditPositionPage as Component } from '../modules/wiedervorlage/components/EditPositionPage';
