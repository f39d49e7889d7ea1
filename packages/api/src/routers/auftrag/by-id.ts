import { ZAuftragByIdInput, ZAuftragView } from '@lap/contracts';
import { auftragView } from '../../services/auftrag/auftrag.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetAuftragById/{id}. */
export const byIdProcedure = staffProcedure((fx) => ({ auftragId: fx.auftragId }))
  .input(ZAuftragByIdInput)
  .output(ZAuftragView)
  .query(({ ctx, input }) => auftragView(ctx, input.auftragId));
