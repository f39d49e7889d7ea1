import { z } from 'zod';
import { ZMessageResult } from '@lap/contracts';
import { sendAntrag } from '../../services/antrag/senden.service.js';
import { antragOwnerProcedure } from '../../procedures.js';

export const sendProcedure = antragOwnerProcedure((fx) => ({ id: fx.draftAntragId }))
  .input(z.object({ id: z.string().max(64) }))
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => sendAntrag(ctx, input.id));
