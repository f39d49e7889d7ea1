import { ZRechnungsPosition, ZRechnungsPositionInput } from '@lap/contracts';
import { addPosition } from '../../services/rechnung/entwurf.service.js';
import { staffProcedure } from '../../procedures.js';

/** PostRechnungsPosition: the sample names a sent invoice (409). */
export const addPositionProcedure = staffProcedure((fx) => ({ rechnungId: fx.rechnungId }))
  .input(ZRechnungsPositionInput)
  .output(ZRechnungsPosition)
  .mutation(({ ctx, input }) => addPosition(ctx, input));
