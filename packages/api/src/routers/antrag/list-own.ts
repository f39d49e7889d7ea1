import { ZAntraegeListQuery, ZAntraegeListResult } from '@lap/contracts';
import { listOwnAntraege } from '../../services/antrag/antrag.service.js';
import { applicantProcedure } from '../../procedures.js';

export const listOwnProcedure = applicantProcedure()
  .input(ZAntraegeListQuery)
  .output(ZAntraegeListResult)
  .query(({ ctx, input }) => listOwnAntraege(ctx, input));
