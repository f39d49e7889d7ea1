import { router } from '../../trpc.js';
import { getAllNetzartenProcedure } from './get-all-netzarten.js';
import { getNetzartenProcedure } from './get-netzarten.js';

export const stammdatenRouter = router({
  netzarten: getNetzartenProcedure,
  allNetzarten: getAllNetzartenProcedure,
});
