import { ZAntragInput, ZAntragSaved } from '@lap/contracts';
import { saveAntrag } from '../../services/antrag/antrag.service.js';
import { applicantProcedure } from '../../procedures.js';

export const saveProcedure = applicantProcedure()
  .input(ZAntragInput)
  .output(ZAntragSaved)
  .mutation(({ ctx, input }) => saveAntrag(ctx, input));
