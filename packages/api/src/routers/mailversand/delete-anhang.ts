import { z } from 'zod';
import { ZAnhangRef } from '@lap/contracts';
import { deleteAnhang } from '../../services/mailversand/anhang.service.js';
import { staffProcedure } from '../../procedures.js';

/** DeleteAnhangFile/{mailVersandJobId}/{fileName}. */
export const deleteAnhangProcedure = staffProcedure((fx) => ({
  mailVersandJobId: fx.mailJobId,
  fileName: 'nicht-vorhanden.pdf',
}))
  .input(ZAnhangRef)
  .output(z.object({ mailVersandJobId: z.string(), fileName: z.string() }))
  .mutation(({ ctx, input }) => deleteAnhang(ctx, input.mailVersandJobId, input.fileName));
