import { ZDeleteNetzbetreiberResult, ZNetzbetreiberId } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { deleteNetzbetreiber } from '../../services/netzbetreiber/netzbetreiber.service.js';
import { roles } from '../../access.js';

export const deleteNetzbetreiberProcedure = roleProcedure('SbBereich')
  .meta({ access: roles(['SbBereich']) })
  .input(ZNetzbetreiberId)
  .output(ZDeleteNetzbetreiberResult)
  .mutation(({ ctx, input }) => deleteNetzbetreiber(ctx, input.id));
