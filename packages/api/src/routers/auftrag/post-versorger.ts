import { ZPostVersorgerToPositionInput, ZVersorgerToPosition } from '@lap/contracts';
import { postVersorgerToPosition } from '../../services/auftrag/positionen.service.js';
import { staffProcedure } from '../../procedures.js';

/** PostVersorgerToPosition. */
export const postVersorgerProcedure = staffProcedure((fx) => ({
  auftragId: fx.auftragId,
  positionId: fx.positionId,
  versorgerName: 'Stadtwerke Matrix',
}))
  .input(ZPostVersorgerToPositionInput)
  .output(ZVersorgerToPosition)
  .mutation(({ ctx, input }) => postVersorgerToPosition(ctx, input));
