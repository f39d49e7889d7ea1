// Lazy route module: editMailTemplates/:mailvorlageId? (the e-mail templates).
export { MailTemplatesPage as Component } from '../modules/mailversand/components/MailTemplatesPage';
