import { router } from '../../trpc.js';
import { getAntragProcedure, lastAntragstellerProcedure, listOwnAntraegeProcedure } from './get-antrag.js';
import { saveAntragProcedure } from './save-antrag.js';

export const antragRouter = router({
  save: saveAntragProcedure,
  byId: getAntragProcedure,
  lastAntragsteller: lastAntragstellerProcedure,
  listOwn: listOwnAntraegeProcedure,
});
