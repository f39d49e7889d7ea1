import { z } from 'zod';
import { ZAuskunftBemerkungInput } from '@lap/contracts';
import { setAuskunftBemerkung } from '../../services/versorger/bearbeitung.service.js';
import { staffProcedure } from '../../procedures.js';

/** VersorgerAuskunftBemerkung/{id}. */
export const auskunftBemerkungProcedure = staffProcedure((fx) => ({
  id: fx.versorgerId,
  auskunftBemerkung: 'Prüfung der Zugriffsrechte',
}))
  .input(ZAuskunftBemerkungInput)
  .output(z.object({ id: z.string(), auskunftBemerkung: z.string().nullable() }))
  .mutation(({ ctx, input }) => setAuskunftBemerkung(ctx, input.id, input.auskunftBemerkung));
