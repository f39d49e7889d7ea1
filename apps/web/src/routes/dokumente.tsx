// Lazy route module: dokumente (documents of a request).
export { DokumentePage as Component } from '../modules/antrag/components/DokumentePage';
