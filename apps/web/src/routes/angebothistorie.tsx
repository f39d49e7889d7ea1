// Lazy route module: angebothistorie/:userId and angebotshistorie/:userId (offer history of a customer).
export { AngebotHistoriePage as Component } from '../modules/angebot/components/AngebotHistoriePage';
