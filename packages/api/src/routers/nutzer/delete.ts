import { z } from 'zod';
import { ZMessageResult } from '@lap/contracts';
import { deleteNutzer } from '../../services/nutzer/nutzer-admin.service.js';
import { adminProcedure } from '../../procedures.js';

const ZId = z.object({ id: z.string().min(1).max(64) });

export const deleteProcedure = adminProcedure((fx) => ({ id: fx.throwawayUserId }))
  .input(ZId)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => deleteNutzer(ctx, input.id));
