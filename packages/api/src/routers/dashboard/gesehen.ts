import { z } from 'zod';
import { ZSeiteGesehenInput } from '@lap/contracts';
import { seiteGesehen } from '../../services/dashboard/dashboard.service.js';
import { staffProcedure } from '../../procedures.js';

/** The worker opened a list page: its items are no longer new to them. */
export const gesehenProcedure = staffProcedure(() => ({ seite: 'Angebote' }))
  .input(ZSeiteGesehenInput)
  .output(z.object({ seite: z.string(), gesehenAm: z.string() }))
  .mutation(({ ctx, input }) => seiteGesehen(ctx, input.seite));
