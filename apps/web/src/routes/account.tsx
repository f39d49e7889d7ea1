// Lazy route module: account/:userId
export { AccountPage as Component } from '../modules/account/components/AccountPage';
