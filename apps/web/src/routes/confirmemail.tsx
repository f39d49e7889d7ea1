// Lazy route module: confirmemail?userId&code
export { ConfirmEmailPage as Component } from '../modules/account/components/ConfirmEmailPage';
