import { z } from 'zod';
import { deletePosition } from '../../services/angebot/bearbeitung.service.js';
import { staffProcedure } from '../../procedures.js';

export const deletePositionProcedure = staffProcedure()
  .input(z.object({ id: z.number().int() }))
  .output(z.object({ id: z.number().int() }))
  .mutation(({ ctx, input }) => deletePosition(ctx, input.id));
