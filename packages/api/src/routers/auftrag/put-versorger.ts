import { ZPutVersorgerToPositionInput, ZVersorgerToPosition } from '@lap/contracts';
import { putVersorgerToPosition } from '../../services/auftrag/positionen.service.js';
import { staffProcedure } from '../../procedures.js';

/** PutVersorgerToPosition/{versorgerId}. */
export const putVersorgerProcedure = staffProcedure((fx) => ({
  versorgerId: fx.versorgerId,
  versorgerName: 'Stadtwerke Matrix',
}))
  .input(ZPutVersorgerToPositionInput)
  .output(ZVersorgerToPosition)
  .mutation(({ ctx, input }) => putVersorgerToPosition(ctx, input));
