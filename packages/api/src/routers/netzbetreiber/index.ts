import { router } from '../../trpc.js';
import { listProcedure } from './list.js';
import { byIdProcedure } from './by-id.js';
import { saveProcedure } from './save.js';
import { deleteProcedure } from './delete.js';
import { coverageProcedure } from './coverage.js';
import { setCoverageProcedure } from './set-coverage.js';
import { gemeindeSucheProcedure } from './gemeinde-suche.js';
import { kreiseProcedure } from './kreise.js';
import { kreisGemeindenProcedure } from './kreis-gemeinden.js';

/** Operator master data (Netzbetreiber) and its coverage; staff only, no REST path (the spec documents none). */
export const netzbetreiberRouter = router({
  list: listProcedure,
  byId: byIdProcedure,
  save: saveProcedure,
  delete: deleteProcedure,
  coverage: coverageProcedure,
  setCoverage: setCoverageProcedure,
  gemeindeSuche: gemeindeSucheProcedure,
  kreise: kreiseProcedure,
  kreisGemeinden: kreisGemeindenProcedure,
});
