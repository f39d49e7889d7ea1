import { MAHNUNG_STUFE, ZMahnungVorlage } from '@lap/contracts';
import { saveMahnungVorlage } from '../../services/mahnung/mahnung.service.js';
import { staffProcedure } from '../../procedures.js';

// The matrix sample names a level past the last one: the call passes the role check and is refused by validation,
// so the matrix changes no template.
export const saveVorlageProcedure = staffProcedure(() => ({
  stufe: MAHNUNG_STUFE.uneinbringlich + 1,
  betreff: 'x',
  mailtext: 'x',
}))
  .input(ZMahnungVorlage)
  .output(ZMahnungVorlage)
  .mutation(({ ctx, input }) => saveMahnungVorlage(ctx, input));
