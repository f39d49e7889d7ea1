import { ZMailVorlageVorschauInput, ZMailVorschau } from '@lap/contracts';
import { vorlageVorschau } from '../../services/mailversand/vorlagen.service.js';
import { staffProcedure } from '../../procedures.js';

/**
 * 'Vorschau-Mailansicht' of a template with the spec's preview sample (a mutation: the text may be 4,000 characters).
 */
export const vorlageVorschauProcedure = staffProcedure(() => ({ mailtext: '{Auto-Anrede}' }))
  .input(ZMailVorlageVorschauInput)
  .output(ZMailVorschau)
  .mutation(({ ctx, input }) => vorlageVorschau(ctx, input));
