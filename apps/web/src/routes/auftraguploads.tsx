// Lazy route module: auftraguploads (every supplier file of an order).
export { AuftragUploadsPage as Component } from '../modules/versorger-upload/components/AuftragUploadsPage';
