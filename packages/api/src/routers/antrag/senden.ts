import { z } from 'zod';
import { ZMessageResult } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { sendAntrag } from '../../services/antrag/senden.service.js';

export const sendAntragProcedure = roleProcedure('Antragsteller')
  .input(z.object({ id: z.string().max(64) }))
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => sendAntrag(ctx, input.id));
