import { ZNotiz, ZNotizSave } from '@lap/contracts';
import { saveNotiz } from '../../services/notiz/notiz.service.js';
import { UNKNOWN_ID } from '../../access.js';
import { staffProcedure } from '../../procedures.js';

/** POST api/Nutzer/PostSaveNotiz. */
export const saveProcedure = staffProcedure(() => ({
  notizText: 'Notiz',
  saveProjektbezogen: true,
  notizFilter: { projekt: 2, projektId: UNKNOWN_ID },
}))
  .input(ZNotizSave)
  .output(ZNotiz)
  .mutation(({ ctx, input }) => saveNotiz(ctx, input));
