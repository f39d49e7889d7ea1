import { router } from '../../trpc.js';
import { handOverProcedure } from './hand-over.js';

/** The external infrastructure app (spec 001 §7 PutUebergabeVersorgerToInfraApp). */
export const infraAppRouter = router({
  handOver: handOverProcedure,
});
