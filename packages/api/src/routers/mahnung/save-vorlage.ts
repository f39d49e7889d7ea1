import { ZMahnungVorlage } from '@lap/contracts';
import { saveMahnungVorlage } from '../../services/mahnung/mahnung.service.js';
import { staffProcedure } from '../../procedures.js';

export const saveVorlageProcedure = staffProcedure(() => ({ stufe: 9, betreff: 'x', mailtext: 'x' }))
  .input(ZMahnungVorlage)
  .output(ZMahnungVorlage)
  .mutation(({ ctx, input }) => saveMahnungVorlage(ctx, input));
