import { router } from '../trpc.js';
import { accountRouter } from './account/index.js';
import { angebotRouter } from './angebot/index.js';
import { auftragRouter } from './auftrag/index.js';
import { historienRouter } from './historien/index.js';
import { infraAppRouter } from './infra-app/index.js';
import { antragRouter } from './antrag/index.js';
import { exportRouter } from './export/index.js';
import { karteRouter } from './karte/index.js';
import { mailversandRouter } from './mailversand/index.js';
import { netzbetreiberRouter } from './netzbetreiber/index.js';
import { nutzerRouter } from './nutzer/index.js';
import { rechnungRouter } from './rechnung/index.js';
import { mahnungRouter } from './mahnung/index.js';
import { dashboardRouter } from './dashboard/index.js';
import { stammdatenRouter } from './stammdaten/index.js';
import { versorgerRouter } from './versorger/index.js';
import { wiedervorlageRouter } from './wiedervorlage/index.js';
import { versorgerUploadRouter } from './versorger-upload/index.js';
import { erechnungRouter } from './erechnung/index.js';
import { notizRouter } from './notiz/index.js';
import { druckRouter } from './druck/index.js';
import { formfillerRouter } from './formfiller/index.js';
import { pdfProcessingRouter } from './pdfprocessing/index.js';

export const appRouter = router({
  account: accountRouter,
  angebot: angebotRouter,
  auftrag: auftragRouter,
  historien: historienRouter,
  infraApp: infraAppRouter,
  antrag: antragRouter,
  export: exportRouter,
  karte: karteRouter,
  mailversand: mailversandRouter,
  netzbetreiber: netzbetreiberRouter,
  nutzer: nutzerRouter,
  rechnung: rechnungRouter,
  mahnung: mahnungRouter,
  dashboard: dashboardRouter,
  stammdaten: stammdatenRouter,
  versorger: versorgerRouter,
  wiedervorlage: wiedervorlageRouter,
  druck: druckRouter,
  pdfProcessing: pdfProcessingRouter,
  versorgerUpload: versorgerUploadRouter,
  erechnung: erechnungRouter,
  notiz: notizRouter,
  formfiller: formfillerRouter,
});
export type AppRouter = typeof appRouter;
