import { z } from 'zod';
import { ZAntrag } from '@lap/contracts';
import { getAntrag } from '../../services/antrag/antrag.service.js';
import { ownAntrag } from '../../access.js';
import { signedInProcedure } from '../../procedures.js';

export const byIdProcedure = signedInProcedure(ownAntrag('read', (fx) => ({ id: fx.draftAntragId })))
  .input(z.object({ id: z.string().max(64) }))
  .output(ZAntrag)
  .query(({ ctx, input }) => getAntrag(ctx, input.id));
