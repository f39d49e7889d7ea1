import { z } from 'zod';
import { ZBemerkungInput } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { setBemerkung } from '../../services/nutzer/nutzer-list.service.js';
import { roles } from '../../access.js';

export const bemerkungNutzerProcedure = roleProcedure('SbBereich', 'Administration')
  .meta({ access: roles(['SbBereich', 'Administration']) })
  .input(ZBemerkungInput)
  .output(z.object({ id: z.string(), bemerkung: z.string().nullable() }))
  .mutation(({ ctx, input }) => setBemerkung(ctx, input.id, input.bemerkung));
