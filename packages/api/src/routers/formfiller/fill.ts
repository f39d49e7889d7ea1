import { ZFormfillerFillErgebnis, ZFormfillerFillInput } from '@lap/contracts';
import { postDataToOnlineForm } from '../../services/formfiller/formfiller.service.js';
import { staffProcedure } from '../../procedures.js';

/** POST api/Formfiller/PostDataToOnlineForm. */
export const fillProcedure = staffProcedure((fx) => ({
  auftragId: fx.auftragId,
  zuordnung: [{ index: 0, value: 'Riesa' }],
}))
  .input(ZFormfillerFillInput)
  .output(ZFormfillerFillErgebnis)
  .mutation(({ ctx, input }) => postDataToOnlineForm(ctx, input));
