// Lazy route module: upload (a case worker uploads on an operator's behalf).
export { VersorgerUploadPage as Component } from '../modules/versorger-upload/components/VersorgerUploadPage';
