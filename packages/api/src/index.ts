export { appRouter, type AppRouter } from './routers/index.js';
export { createCallerFactory, describeError } from './trpc.js';
export { AppError } from './errors.js';
export type { Context, AuthedContext, AppDeps, SessionCookieJar } from './context.js';
export {
  REST_ROUTES,
  createCaller,
  runRestRoute,
  type Caller,
  type RestRoute,
  type RestRequest,
} from './rest/index.js';
export { resolveSession, revokeUserSessions } from './services/auth/session.service.js';

export { createSmtpMailer, type Mailer, type OutgoingMail } from './services/mail/mailer.js';
export { startMailCatcher, readCaughtMails, type MailCatcher, type CaughtMail } from './services/mail/mail-catcher.js';
export { enqueueMail, deliverDueMails, type QueuedMail, type DeliveryResult } from './services/mail/outbox.js';
export { sendeFaelligeVorkasseRechnungen } from './services/rechnung/vorkasse.service.js';
export { faelligDefault } from './services/mahnung/mahnung.service.js';
export { deliverDueInfraApp } from './services/infra-app/delivery.js';
export { openExportDownload, removeExpiredExports, type FileDownload } from './services/export/export.service.js';
export {
  localFileStorage,
  storeBytes,
  readAllBytes,
  StoredFileMissing,
  STORAGE_MSG,
  type FileStorage,
  type PendingFile,
  type ByteRange,
  type StoredObject,
} from './services/files/storage.js';
export { openFileStorage, parseS3Url, s3FileStorage, type S3Location } from './services/files/s3-storage.js';
export { writeListWorkbook } from './services/export/excel.js';
export {
  createLoginLimiters,
  FailureLimiter,
  LOGIN_FAILURE_WINDOW_MS,
  type LoginLimiters,
} from './services/account/rate-limit.js';
export { processAccountMailRequests } from './services/account/mail-requests.service.js';
export {
  uploadAntragFile,
  openAntragFile,
  openAntragFileByName,
  openVersorgerFile,
  type IncomingFile,
} from './services/antrag/dateien.service.js';
export type { KarteConfig } from './services/karte/ortssuche.service.js';
export { angebotPdf, gemeindenPdf } from './services/angebot/pdf.service.js';
export { configureGeometryPool, closeGeometryPool, geometryPoolMode } from './services/geometry/geometry.service.js';
export {
  SUBJECTS,
  anyone,
  except,
  ownAntrag,
  roles,
  signedIn,
  viaOperatorLink,
  type TAccess,
  type TAccessFixtures,
  type TOutcome,
  type TSubject,
} from './access.js';
export {
  linkSecretFor,
  versorgerLinkParams,
  versorgerUploadLink,
  verifyVersorgerLink,
} from './services/versorger-dateien/link.js';
export { uploadVersorgerFile } from './services/versorger-dateien/dateien.service.js';
export {
  runPdfVerarbeitungen,
  startProcessPdf,
  domainScore,
  processedPdfUrl,
} from './services/pdfprocessing/pdfprocessing.service.js';
export { anschreibenPdf } from './services/versorger-dateien/anschreiben.service.js';
export { uploadAnhang, openAnhang } from './services/mailversand/anhang.service.js';
export { eRechnungDownload, rechnungPdfDownload, rechnungPdfVorschau } from './services/rechnung/dokumente.service.js';
export { configureHashPool, closeHashPool, hashPoolMode } from './services/files/hash.service.js';
export {
  configureDocumentsPool,
  closeDocumentsPool,
  documentsPoolMode,
  rechnungDokumente,
  type TDokumentWunsch,
  type TRechnungDokumente,
} from './services/documents/documents.service.js';
export { CHROMIUM_USER_DEFAULT } from './services/browser/chromium.js';
export { FormfillerSitzungen, type FormfillerOptionen } from './services/formfiller/sitzungen.js';
export {
  KartenRenderer,
  druckStil,
  FLAECHE_FARBE,
  type KartenAuftrag,
  type KartenRendererOptionen,
} from './services/druck/druck-browser.js';
export {
  openDruckDatei,
  removeOldDruckDateien,
  DRUCK_AUFBEWAHRUNG_MS,
  DRUCK_ORDNER,
  rahmenPixel,
} from './services/druck/druck.service.js';
