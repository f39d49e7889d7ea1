import { ZNetzbetreiber, ZNetzbetreiberInput } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { saveNetzbetreiber } from '../../services/netzbetreiber/netzbetreiber.service.js';
import { roles } from '../../access.js';

/** The edit form: creates without id, updates with id. */
export const saveNetzbetreiberProcedure = roleProcedure('SbBereich')
  .meta({ access: roles(['SbBereich']) })
  .input(ZNetzbetreiberInput)
  .output(ZNetzbetreiber)
  .mutation(({ ctx, input }) => saveNetzbetreiber(ctx, input));
