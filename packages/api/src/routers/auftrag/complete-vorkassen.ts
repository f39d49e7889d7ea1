import { ZAbschlussResult, ZIdListe } from '@lap/contracts';
import { z } from 'zod';
import { completeVorkassen } from '../../services/rechnung/vorkasse.service.js';
import { staffProcedure } from '../../procedures.js';

/** PUT api/Auftraege/CompleteVorkassen: the prepayments of these orders arrived. The sample names no order (404). */
export const completeVorkassenProcedure = staffProcedure(() => ({ ids: ['00000000-0000-4000-8000-000000000000'] }))
  .input(z.object({ ids: ZIdListe }))
  .output(ZAbschlussResult)
  .mutation(({ ctx, input }) => completeVorkassen(ctx, input.ids));
