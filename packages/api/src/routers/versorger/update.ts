import { ZVersorger, ZVersorgerUpdateInput } from '@lap/contracts';
import { updateVersorger } from '../../services/versorger/bearbeitung.service.js';
import { staffProcedure } from '../../procedures.js';

/** PutUpdateVersorgerById/{id}: the sample changes nothing (no field given). */
export const updateProcedure = staffProcedure((fx) => ({ id: fx.versorgerId }))
  .input(ZVersorgerUpdateInput)
  .output(ZVersorger)
  .mutation(({ ctx, input }) => updateVersorger(ctx, input));
