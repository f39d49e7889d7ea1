import { z } from 'zod';
import { deleteAntragFile } from '../../services/antrag/dateien.service.js';
import { antragOwnerProcedure } from '../../procedures.js';

export const deleteFileProcedure = antragOwnerProcedure((fx) => ({ id: fx.draftFileId }))
  .input(z.object({ id: z.string().max(64) }))
  .output(z.object({ id: z.string() }))
  .mutation(({ ctx, input }) => deleteAntragFile(ctx, input.id));
