// Applicant files of a request: the wizard's 'Dateiupload' step and reuse from the map (dropped KML files).
export { AntragDateien, type AntragDateienProps } from './components/AntragDateien';
export {
  AntragUploadError,
  antragDateiDownloadUrl,
  ANTRAG_DATEI_UPLOAD_URL,
  ensureXsrfToken,
  isMaxDateienError,
  uploadAntragFile,
  uploadFailureMessage,
} from './upload-antrag-file';
