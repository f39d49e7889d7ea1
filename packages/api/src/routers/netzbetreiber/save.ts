import { ZNetzbetreiber, ZNetzbetreiberInput } from '@lap/contracts';
import { saveNetzbetreiber } from '../../services/netzbetreiber/netzbetreiber.service.js';
import { staffProcedure } from '../../procedures.js';

/** The edit form: creates without id, updates with id. */
export const saveProcedure = staffProcedure()
  .input(ZNetzbetreiberInput)
  .output(ZNetzbetreiber)
  .mutation(({ ctx, input }) => saveNetzbetreiber(ctx, input));
