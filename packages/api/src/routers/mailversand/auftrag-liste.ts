import { ZEmailsAuftragListQuery, ZEmailsAuftragListResult } from '@lap/contracts';
import { listEmailsAuftrag } from '../../services/mailversand/jobs.service.js';
import { staffProcedure } from '../../procedures.js';

/** The table of /emails/{auftragId}: every operator of the order with its channel (list protocol; tRPC only). */
export const auftragListeProcedure = staffProcedure((fx) => ({ auftragId: fx.auftragId }))
  .input(ZEmailsAuftragListQuery)
  .output(ZEmailsAuftragListResult)
  .query(({ ctx, input }) => listEmailsAuftrag(ctx, input));
