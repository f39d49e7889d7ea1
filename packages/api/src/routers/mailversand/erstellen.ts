import { ZMailJobsErstellenInput, ZMailJobsErstellenResult } from '@lap/contracts';
import { erstelleMailJobs } from '../../services/mailversand/jobs.service.js';
import { staffProcedure } from '../../procedures.js';

/** Creating the missing jobs of an order (or one supplier's) on demand. */
export const erstellenProcedure = staffProcedure((fx) => ({ auftragId: fx.auftragId }))
  .input(ZMailJobsErstellenInput)
  .output(ZMailJobsErstellenResult)
  .mutation(({ ctx, input }) => erstelleMailJobs(ctx, input.auftragId, input.versorgerId));
