// Lazy route module: editEmailJob/:versorgerId/:auftragId? (one operator e-mail; ?f=e|a names the way back).
export { EditEmailJobPage as Component } from '../modules/mailversand/components/EditEmailJobPage';
