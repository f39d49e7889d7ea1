import { ZVersorgerIdInput, ZVersorgerToPosition } from '@lap/contracts';
import { getVersorgerToPosition } from '../../services/auftrag/positionen.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetVersorgerToPosition/{versorgerId}. */
export const getVersorgerProcedure = staffProcedure((fx) => ({ versorgerId: fx.versorgerId }))
  .input(ZVersorgerIdInput)
  .output(ZVersorgerToPosition)
  .query(({ ctx, input }) => getVersorgerToPosition(ctx, input.versorgerId));
