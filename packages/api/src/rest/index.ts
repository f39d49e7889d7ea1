import { ACCOUNT_ROUTES } from './account.js';
import { ANGEBOT_ROUTES } from './angebot.js';
import { ANTRAG_ROUTES } from './antrag.js';
import { AUFTRAEGE_ROUTES } from './auftraege.js';
import { EXPORT_ROUTES } from './export.js';
import { HISTORIEN_ROUTES } from './historien.js';
import { INFRA_APP_ROUTES } from './infra-app.js';
import { MAILVERSAND_ROUTES } from './mailversand.js';
import { NUTZER_ROUTES } from './nutzer.js';
import { RECHNUNG_ROUTES } from './rechnung.js';
import { MAHNUNG_ROUTES } from './mahnung.js';
import { NOTIFICATION_ROUTES } from './notification.js';
import { NOTIZ_ROUTES } from './notiz.js';
import { FORMFILLER_ROUTES } from './formfiller.js';
import { PDFPROCESSING_ROUTES } from './pdfprocessing.js';
import { DRUCK_ROUTES } from './druck.js';
import { STAMMDATEN_ROUTES } from './stammdaten.js';
import { VERSORGER_ROUTES } from './versorger.js';
import { WIEDERVORLAGEN_ROUTES } from './wiedervorlagen.js';
import { VERSORGER_DATEIEN_ROUTES } from './versorger-dateien.js';
import type { RestRoute } from './route.js';

export { createCaller, runRestRoute, type Caller, type RestRequest, type RestRoute } from './route.js';

/**
 * The legacy REST surface: documented method + path → procedure, one file per domain like the routers.
 * Field names are the documented ones; inputs are validated by the procedures' zod schemas, so the
 * adapter never trusts a body; money is euros here and cents behind it (route.ts).
 */
export const REST_ROUTES: RestRoute[] = [
  ...ACCOUNT_ROUTES,
  ...NUTZER_ROUTES,
  ...ANTRAG_ROUTES,
  ...ANGEBOT_ROUTES,
  ...AUFTRAEGE_ROUTES,
  ...EXPORT_ROUTES,
  ...HISTORIEN_ROUTES,
  ...STAMMDATEN_ROUTES,
  ...VERSORGER_ROUTES,
  ...INFRA_APP_ROUTES,
  ...WIEDERVORLAGEN_ROUTES,
  ...VERSORGER_DATEIEN_ROUTES,
  ...MAILVERSAND_ROUTES,
  ...RECHNUNG_ROUTES,
  ...MAHNUNG_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...NOTIZ_ROUTES,
  ...FORMFILLER_ROUTES,
  ...PDFPROCESSING_ROUTES,
  ...DRUCK_ROUTES,
];
