// Lazy route module: angebote (staff offer list).
export { AngebotePage as Component } from '../modules/angebot/components/AngebotePage';
