// Lazy route module: rechnungsadresse/:antragId?rt=r|a&aid= (invoice address form).
export { RechnungsadressePage as Component } from '../modules/angebot-kunde/components/RechnungsadressePage';
