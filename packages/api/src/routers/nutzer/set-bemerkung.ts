import { z } from 'zod';
import { ZBemerkungInput } from '@lap/contracts';
import { setBemerkung } from '../../services/nutzer/nutzer-list.service.js';
import { officeProcedure } from '../../procedures.js';

export const setBemerkungProcedure = officeProcedure()
  .input(ZBemerkungInput)
  .output(z.object({ id: z.string(), bemerkung: z.string().nullable() }))
  .mutation(({ ctx, input }) => setBemerkung(ctx, input.id, input.bemerkung));
