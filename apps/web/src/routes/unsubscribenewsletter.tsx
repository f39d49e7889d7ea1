// Lazy route module: unsubscribenewsletter
export { UnsubscribeNewsletterPage as Component } from '../modules/account/components/UnsubscribeNewsletterPage';
