import { z } from 'zod';
import { ZPositionIdInput } from '@lap/contracts';
import { deletePosition } from '../../services/auftrag/positionen.service.js';
import { staffProcedure } from '../../procedures.js';

/**
 * DeleteBearbeitungsPositionById/{positionId}. (No sample: deleting the fixture's position would take it from every
 * later check.)
 */
export const deletePositionProcedure = staffProcedure()
  .input(ZPositionIdInput)
  .output(z.object({ id: z.number().int() }))
  .mutation(({ ctx, input }) => deletePosition(ctx, input.positionId));
