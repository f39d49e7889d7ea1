import { ZAntragInput, ZAntragSaved } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { z } from 'zod';
import { saveAntrag, updateOrt } from '../../services/antrag/antrag.service.js';

export const saveAntragProcedure = roleProcedure('Antragsteller')
  .input(ZAntragInput)
  .output(ZAntragSaved)
  .mutation(({ ctx, input }) => saveAntrag(ctx, input));

export const updateOrtProcedure = roleProcedure('SbBereich')
  .input(z.object({ id: z.string().max(64), ort: z.string().trim().min(3, 'Der Ort muss mindestens 3 Zeichen lang sein.').max(100, 'Höchstens 100 Zeichen.') }))
  .output(z.object({ antrag_id: z.string(), ort: z.string() }))
  .mutation(({ ctx, input }) => updateOrt(ctx, input.id, input.ort));
