// Lazy route module: mailversand (every operator e-mail).
export { MailversandPage as Component } from '../modules/mailversand/components/MailversandPage';
