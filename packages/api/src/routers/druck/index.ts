import { router } from '../../trpc.js';
import { massstaebeProcedure } from './massstaebe.js';
import { vorlagenProcedure } from './vorlagen.js';
import { druckenProcedure } from './drucken.js';

export const druckRouter = router({
  massstaebe: massstaebeProcedure,
  vorlagen: vorlagenProcedure,
  drucken: druckenProcedure,
});
