import { z } from 'zod';
import { ZMessageResult } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { sendAntrag } from '../../services/antrag/senden.service.js';
import { ownAntrag } from '../../access.js';

export const sendAntragProcedure = roleProcedure('Antragsteller')
  .meta({ access: ownAntrag('write', (fx) => ({ id: fx.draftAntragId })) })
  .input(z.object({ id: z.string().max(64) }))
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => sendAntrag(ctx, input.id));
