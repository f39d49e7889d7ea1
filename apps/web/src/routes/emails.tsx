// Lazy route module: emails/:auftragId (the order's operator e-mails).
export { EmailsPage as Component } from '../modules/mailversand/components/EmailsPage';
