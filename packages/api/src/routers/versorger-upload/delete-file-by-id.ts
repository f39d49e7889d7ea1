import { z } from 'zod';
import { deleteVersorgerFileById } from '../../services/versorger-dateien/dateien.service.js';
import { staffProcedure } from '../../procedures.js';

const ZId = z.object({ id: z.string().max(64) });

/** DeleteVersorgerFileById/{fileId}. */
export const deleteFileByIdProcedure = staffProcedure()
  .input(ZId)
  .output(z.object({ id: z.string() }))
  .mutation(({ ctx, input }) => deleteVersorgerFileById(ctx, input.id));
