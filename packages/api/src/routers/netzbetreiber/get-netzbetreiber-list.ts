import { ZNetzbetreiberListQuery, ZNetzbetreiberListResult } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { listNetzbetreiber } from '../../services/netzbetreiber/netzbetreiber.service.js';
import { roles } from '../../access.js';

/** /netzbetreiber: operator master data in the shared grid (staff). */
export const getNetzbetreiberListProcedure = roleProcedure('SbBereich')
  .meta({ access: roles(['SbBereich']) })
  .input(ZNetzbetreiberListQuery)
  .output(ZNetzbetreiberListResult)
  .query(({ ctx, input }) => listNetzbetreiber(ctx, input));
