import { ZNetzbetreiberListQuery, ZNetzbetreiberListResult } from '@lap/contracts';
import { listNetzbetreiber } from '../../services/netzbetreiber/netzbetreiber.service.js';
import { staffProcedure } from '../../procedures.js';

/** /netzbetreiber: operator master data in the shared grid (staff). */
export const listProcedure = staffProcedure()
  .input(ZNetzbetreiberListQuery)
  .output(ZNetzbetreiberListResult)
  .query(({ ctx, input }) => listNetzbetreiber(ctx, input));
