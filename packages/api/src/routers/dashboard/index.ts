import { router } from '../../trpc.js';
import { kartenProcedure } from './karten.js';
import { listeProcedure } from './liste.js';
import { neueNachrichtenProcedure } from './neue-nachrichten.js';
import { gesehenProcedure } from './gesehen.js';
import { infraAppProcedure } from './infra-app.js';

// The case worker's desk (spec 001 §2 Dashboard, §6 badges, §7 GetNewMessagesForSb): case workers only.
export const dashboardRouter = router({
  karten: kartenProcedure,
  liste: listeProcedure,
  neueNachrichten: neueNachrichtenProcedure,
  gesehen: gesehenProcedure,
  infraApp: infraAppProcedure,
});
