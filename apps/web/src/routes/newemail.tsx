// Lazy route module: newemail/:userId
export { NewEmailPage as Component } from '../modules/account/components/NewEmailPage';
