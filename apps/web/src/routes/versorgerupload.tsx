// Lazy route module: versorgerupload (the operator's signed upload link, no account).
export { VersorgerUploadPage as Component } from '../modules/versorger-upload/components/VersorgerUploadPage';
