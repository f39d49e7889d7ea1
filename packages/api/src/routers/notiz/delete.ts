import { z } from 'zod';
import { ZNotizIdInput } from '@lap/contracts';
import { deleteNotiz } from '../../services/notiz/notiz.service.js';
import { staffProcedure } from '../../procedures.js';

/** DELETE api/Nutzer/DeleteNotiz/{id}: the author only. */
export const deleteProcedure = staffProcedure(() => ({ id: 2_147_483_647 }))
  .input(ZNotizIdInput)
  .output(z.object({ id: z.number().int() }))
  .mutation(({ ctx, input }) => deleteNotiz(ctx, input.id));
