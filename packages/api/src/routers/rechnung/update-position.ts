import { ZRechnungsPosition, ZRechnungsPositionUpdate } from '@lap/contracts';
import { updatePosition } from '../../services/rechnung/entwurf.service.js';
import { staffProcedure } from '../../procedures.js';

/** PutRechnungsPosition/{id}: the sample names a line of a sent invoice (409). */
export const updatePositionProcedure = staffProcedure((fx) => ({ id: fx.rechnungsPositionId, einzelpreis: '1,00' }))
  .input(ZRechnungsPositionUpdate)
  .output(ZRechnungsPosition)
  .mutation(({ ctx, input }) => updatePosition(ctx, input));
