import { z } from 'zod';
import { ZVersorgerId } from '@lap/contracts';
import { deleteVersorger } from '../../services/versorger/bearbeitung.service.js';
import { staffProcedure } from '../../procedures.js';

/** DeleteVersorgerById/{id}: no sample (a 400), so the matrix never deletes the fixture row. */
export const deleteProcedure = staffProcedure()
  .input(ZVersorgerId)
  .output(z.object({ id: z.string() }))
  .mutation(({ ctx, input }) => deleteVersorger(ctx, input.id));
