import { ZAntragInput, ZAntragSaved } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { saveAntrag } from '../../services/antrag/antrag.service.js';

export const saveAntragProcedure = roleProcedure('Antragsteller')
  .input(ZAntragInput)
  .output(ZAntragSaved)
  .mutation(({ ctx, input }) => saveAntrag(ctx, input));
