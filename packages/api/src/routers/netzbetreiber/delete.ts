import { ZDeleteNetzbetreiberResult, ZNetzbetreiberId } from '@lap/contracts';
import { deleteNetzbetreiber } from '../../services/netzbetreiber/netzbetreiber.service.js';
import { staffProcedure } from '../../procedures.js';

export const deleteProcedure = staffProcedure()
  .input(ZNetzbetreiberId)
  .output(ZDeleteNetzbetreiberResult)
  .mutation(({ ctx, input }) => deleteNetzbetreiber(ctx, input.id));
