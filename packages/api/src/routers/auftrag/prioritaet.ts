import { z } from 'zod';
import { ZPrioritaetInput } from '@lap/contracts';
import { setPrioritaet } from '../../services/auftrag/auftrag.service.js';
import { staffProcedure } from '../../procedures.js';

/** PutUpdatePrioritaet/{id}. */
export const prioritaetProcedure = staffProcedure((fx) => ({ auftragId: fx.auftragId, prioritaet: 2 }))
  .input(ZPrioritaetInput)
  .output(z.object({ prioritaet: z.number().int() }))
  .mutation(({ ctx, input }) => setPrioritaet(ctx, input.auftragId, input.prioritaet));
