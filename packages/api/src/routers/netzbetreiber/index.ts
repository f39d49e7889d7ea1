import { router } from '../../trpc.js';
import { getCoverageProcedure, setCoverageProcedure } from './coverage.js';
import { deleteNetzbetreiberProcedure } from './delete-netzbetreiber.js';
import { gemeindeSucheProcedure, kreisGemeindenProcedure, kreiseProcedure } from './gemeinden.js';
import { getNetzbetreiberByIdProcedure } from './get-netzbetreiber-by-id.js';
import { getNetzbetreiberListProcedure } from './get-netzbetreiber-list.js';
import { saveNetzbetreiberProcedure } from './save-netzbetreiber.js';

/** Operator master data (Netzbetreiber) and its coverage; staff only, no REST path (the spec documents none). */
export const netzbetreiberRouter = router({
  list: getNetzbetreiberListProcedure,
  byId: getNetzbetreiberByIdProcedure,
  save: saveNetzbetreiberProcedure,
  delete: deleteNetzbetreiberProcedure,
  coverage: getCoverageProcedure,
  setCoverage: setCoverageProcedure,
  gemeindeSuche: gemeindeSucheProcedure,
  kreise: kreiseProcedure,
  kreisGemeinden: kreisGemeindenProcedure,
});
