export { appRouter, type AppRouter } from './routers/index.js';
export { createCallerFactory, describeError } from './trpc.js';
export { AppError } from './errors.js';
export type { Context, AuthedContext, AppDeps, SessionCookieJar } from './context.js';
export { REST_ROUTES, createCaller, runRestRoute, type Caller, type RestRoute, type RestRequest } from './rest/index.js';
export { resolveSession, revokeUserSessions } from './services/auth/session.service.js';

export { createSmtpMailer, type Mailer, type OutgoingMail } from './services/mail/mailer.js';
export { startMailCatcher, readCaughtMails, type MailCatcher, type CaughtMail } from './services/mail/mail-catcher.js';
export { enqueueMail, deliverDueMails, type QueuedMail, type DeliveryResult } from './services/mail/outbox.js';
export { openExportDownload, removeExpiredExports, type FileDownload } from './services/export/export.service.js';
export { writeListWorkbook } from './services/export/excel.js';
export { createLoginLimiters, FailureLimiter, type LoginLimiters } from './services/account/rate-limit.js';
export { processAccountMailRequests } from './services/account/mail-requests.service.js';
export { uploadAntragFile, openAntragFile, openAntragFileByName, openVersorgerFile, type IncomingFile } from './services/antrag/dateien.service.js';
export type { KarteConfig } from './services/karte/ortssuche.service.js';
export { angebotPdf, gemeindenPdf } from './services/angebot/pdf.service.js';
export { configureGeometryPool, closeGeometryPool, geometryPoolMode } from './services/geometry/geometry.service.js';
export { SUBJECTS, anyone, except, ownAntrag, roles, signedIn, type TAccess, type TAccessFixtures, type TOutcome, type TSubject } from './access.js';
