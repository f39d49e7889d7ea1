import { ZAuftragIdInput, ZMailAuftrag } from '@lap/contracts';
import { mailAuftrag } from '../../services/mailversand/jobs.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetVersorgerByAuftragId/{auftragId}: /emails/{auftragId}. */
export const auftragProcedure = staffProcedure((fx) => ({ auftragId: fx.auftragId }))
  .input(ZAuftragIdInput)
  .output(ZMailAuftrag)
  .query(({ ctx, input }) => mailAuftrag(ctx, input.auftragId));
