import { ZMailJobRef, ZMailVersandJob } from '@lap/contracts';
import { getMailJob } from '../../services/mailversand/jobs.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetEmailVersandJobById/{id}/{auftragId?}. */
export const jobProcedure = staffProcedure((fx) => ({ id: fx.mailJobId }))
  .input(ZMailJobRef)
  .output(ZMailVersandJob)
  .query(({ ctx, input }) => getMailJob(ctx, input.id, input.auftragId));
