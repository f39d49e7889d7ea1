// Lazy route module: registrierung
export { RegistrierungPage as Component } from '../modules/account/components/RegistrierungPage';
