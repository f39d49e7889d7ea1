// Lazy route module: auftraege (the case workers' order list).
export { AuftraegePage as Component } from '../modules/auftrag/components/AuftraegePage';
