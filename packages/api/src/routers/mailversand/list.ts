import { ZMailVersandListQuery, ZMailVersandListResult } from '@lap/contracts';
import { listMailJobs } from '../../services/mailversand/jobs.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetMailVersandJobs: /mailversand. */
export const listProcedure = staffProcedure()
  .input(ZMailVersandListQuery)
  .output(ZMailVersandListResult)
  .query(({ ctx, input }) => listMailJobs(ctx, input));
