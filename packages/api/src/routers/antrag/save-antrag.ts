import { ZAntragInput, ZAntragSaved, zText } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { z } from 'zod';
import { saveAntrag, updateOrt } from '../../services/antrag/antrag.service.js';
import { roles } from '../../access.js';

export const saveAntragProcedure = roleProcedure('Antragsteller')
  .meta({ access: roles(['Antragsteller']) })
  .input(ZAntragInput)
  .output(ZAntragSaved)
  .mutation(({ ctx, input }) => saveAntrag(ctx, input));

export const updateOrtProcedure = roleProcedure('SbBereich')
  .meta({ access: roles(['SbBereich']) })
  .input(
    z.object({
      id: z.string().max(64),
      ort: zText().trim().min(3, 'Der Ort muss mindestens 3 Zeichen lang sein.').max(100, 'Höchstens 100 Zeichen.'),
    }),
  )
  .output(z.object({ antrag_id: z.string(), ort: z.string() }))
  .mutation(({ ctx, input }) => updateOrt(ctx, input.id, input.ort));
