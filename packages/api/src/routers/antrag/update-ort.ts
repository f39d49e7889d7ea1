import { zText } from '@lap/contracts';
import { z } from 'zod';
import { updateOrt } from '../../services/antrag/antrag.service.js';
import { staffProcedure } from '../../procedures.js';

export const updateOrtProcedure = staffProcedure()
  .input(
    z.object({
      id: z.string().max(64),
      ort: zText().trim().min(3, 'Der Ort muss mindestens 3 Zeichen lang sein.').max(100, 'Höchstens 100 Zeichen.'),
    }),
  )
  .output(z.object({ antrag_id: z.string(), ort: z.string() }))
  .mutation(({ ctx, input }) => updateOrt(ctx, input.id, input.ort));
