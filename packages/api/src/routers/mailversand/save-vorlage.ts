import { ZMailVorlage, ZMailVorlageInput } from '@lap/contracts';
import { saveVorlage } from '../../services/mailversand/vorlagen.service.js';
import { staffProcedure } from '../../procedures.js';

/** PostMailTemplate: the sample updates a template nobody uses to the same text. */
export const saveVorlageProcedure = staffProcedure(() => ({
  id: 999_999,
  templateName: 'Prüfung',
  mailtext: 'Prüfung',
}))
  .input(ZMailVorlageInput)
  .output(ZMailVorlage)
  .mutation(({ ctx, input }) => saveVorlage(ctx, input));
