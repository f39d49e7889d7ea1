// Lazy route module: rollen (Administration).
export { RollenPage as Component } from '../modules/rollen/components/RollenPage';
