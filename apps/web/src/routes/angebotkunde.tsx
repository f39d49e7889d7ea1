// Lazy route module: angebotkunde/:antragId and antragAngebot/:antragId (the customer offer page).
export { KundenAngebotPage as Component } from '../modules/angebot-kunde/components/KundenAngebotPage';
