import { ZNetzbetreiber, ZNetzbetreiberId } from '@lap/contracts';
import { getNetzbetreiber } from '../../services/netzbetreiber/netzbetreiber.service.js';
import { staffProcedure } from '../../procedures.js';

export const byIdProcedure = staffProcedure()
  .input(ZNetzbetreiberId)
  .output(ZNetzbetreiber)
  .query(({ ctx, input }) => getNetzbetreiber(ctx, input.id));
