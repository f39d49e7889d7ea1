import { z } from 'zod';
import { ZBemerkungAngebotInput } from '@lap/contracts';
import { setBemerkung } from '../../services/angebot/bearbeitung.service.js';
import { staffProcedure } from '../../procedures.js';

export const bemerkungProcedure = staffProcedure()
  .input(ZBemerkungAngebotInput)
  .output(z.object({ bemerkung: z.string().nullable() }))
  .mutation(({ ctx, input }) => setBemerkung(ctx, input.antragId, input.bemerkung));
