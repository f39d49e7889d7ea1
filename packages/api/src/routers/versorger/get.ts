import { ZVersorger, ZVersorgerId } from '@lap/contracts';
import { getVersorger } from '../../services/versorger/bearbeitung.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetVersorgerById/{id}. */
export const getProcedure = staffProcedure((fx) => ({ id: fx.versorgerId }))
  .input(ZVersorgerId)
  .output(ZVersorger)
  .query(({ ctx, input }) => getVersorger(ctx, input.id));
