import { ZNetzbetreiber, ZNetzbetreiberId } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { getNetzbetreiber } from '../../services/netzbetreiber/netzbetreiber.service.js';
import { roles } from '../../access.js';

export const getNetzbetreiberByIdProcedure = roleProcedure('SbBereich')
  .meta({ access: roles(['SbBereich']) })
  .input(ZNetzbetreiberId)
  .output(ZNetzbetreiber)
  .query(({ ctx, input }) => getNetzbetreiber(ctx, input.id));
