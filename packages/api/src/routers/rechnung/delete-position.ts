import { z } from 'zod';
import { ZRechnungsPositionIdInput } from '@lap/contracts';
import { deletePosition } from '../../services/rechnung/entwurf.service.js';
import { staffProcedure } from '../../procedures.js';

/** DeleteRechnungsPosition/{id}. */
export const deletePositionProcedure = staffProcedure((fx) => ({ id: fx.rechnungsPositionId }))
  .input(ZRechnungsPositionIdInput)
  .output(z.object({ id: z.number().int() }))
  .mutation(({ ctx, input }) => deletePosition(ctx, input.id));
