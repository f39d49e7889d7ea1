import { router } from '../../trpc.js';
import { configProcedure } from './config.js';
import { sucheProcedure } from './suche.js';

export const karteRouter = router({
  config: configProcedure,
  suche: sucheProcedure,
});
