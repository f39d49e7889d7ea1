import { z } from 'zod';
import { ZPrioritaetInput, PRIORITAET_ID } from '@lap/contracts';
import { setPrioritaet } from '../../services/auftrag/auftrag.service.js';
import { staffProcedure } from '../../procedures.js';

/** PutUpdatePrioritaet/{id}. */
export const prioritaetProcedure = staffProcedure((fx) => ({
  auftragId: fx.auftragId,
  prioritaet: PRIORITAET_ID.wichtig,
}))
  .input(ZPrioritaetInput)
  .output(z.object({ prioritaet: z.number().int() }))
  .mutation(({ ctx, input }) => setPrioritaet(ctx, input.auftragId, input.prioritaet));
