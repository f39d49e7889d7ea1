import { z } from 'zod';
import { deleteMailJob } from '../../services/mailversand/jobs.service.js';
import { staffProcedure } from '../../procedures.js';

const ZId = z.object({ id: z.string().max(64) });

/** DeleteMailVersandJobById/{id}: a sent job is kept (409), so the sample changes nothing. */
export const deleteProcedure = staffProcedure((fx) => ({ id: fx.sentMailJobId }))
  .input(ZId)
  .output(z.object({ id: z.string() }))
  .mutation(({ ctx, input }) => deleteMailJob(ctx, input.id));
