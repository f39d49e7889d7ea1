import { router } from '../../trpc.js';
import { netzartenProcedure } from './netzarten.js';
import { allNetzartenProcedure } from './all-netzarten.js';
import { preiseProcedure } from './preise.js';
import { setPreisProcedure } from './set-preis.js';

export const stammdatenRouter = router({
  netzarten: netzartenProcedure,
  allNetzarten: allNetzartenProcedure,
  preise: preiseProcedure,
  setPreis: setPreisProcedure,
});
