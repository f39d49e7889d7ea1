import { ZNotiz, ZNotizSave, NOTIZ_PROJEKT_ID } from '@lap/contracts';
import { saveNotiz } from '../../services/notiz/notiz.service.js';
import { UNKNOWN_ID } from '../../access.js';
import { staffProcedure } from '../../procedures.js';

/** POST api/Nutzer/PostSaveNotiz. */
export const saveProcedure = staffProcedure(() => ({
  notizText: 'Notiz',
  saveProjektbezogen: true,
  notizFilter: { projekt: NOTIZ_PROJEKT_ID.auftrag, projektId: UNKNOWN_ID },
}))
  .input(ZNotizSave)
  .output(ZNotiz)
  .mutation(({ ctx, input }) => saveNotiz(ctx, input));
