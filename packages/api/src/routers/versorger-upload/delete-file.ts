import { z } from 'zod';
import { ZDeleteVersorgerFileInput } from '@lap/contracts';
import { deleteVersorgerFile } from '../../services/versorger-dateien/dateien.service.js';
import { operatorLinkProcedure } from '../../procedures.js';

/** DeleteVersorgerFile/{versorgerId}/{fileId}. */
export const deleteFileProcedure = operatorLinkProcedure((fx) => ({
  versorgerId: fx.versorgerId,
  fileId: '00000000-0000-4000-8000-000000000000',
  a: fx.versorgerId,
  b: '00000000-0000-4000-8000-000000000000',
}))
  .input(ZDeleteVersorgerFileInput)
  .output(z.object({ id: z.string() }))
  .mutation(({ ctx, input }) => deleteVersorgerFile(ctx, input));
