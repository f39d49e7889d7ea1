import { router } from '../trpc.js';
import { accountRouter } from './account/index.js';
import { angebotRouter } from './angebot/index.js';
import { historienRouter } from './historien/index.js';
import { antragRouter } from './antrag/index.js';
import { exportRouter } from './export/index.js';
import { karteRouter } from './karte/index.js';
import { nutzerRouter } from './nutzer/index.js';
import { stammdatenRouter } from './stammdaten/index.js';

export const appRouter = router({
  account: accountRouter,
  angebot: angebotRouter,
  historien: historienRouter,
  antrag: antragRouter,
  export: exportRouter,
  karte: karteRouter,
  nutzer: nutzerRouter,
  stammdaten: stammdatenRouter,
});
export type AppRouter = typeof appRouter;
