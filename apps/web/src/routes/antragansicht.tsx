// Lazy route module: antragansicht (a request read-only (staff and owner)).
export { AntragAnsichtPage as Component } from '../modules/antrag/components/AntragAnsichtPage';
