import { ZAddNetzbetreiberInput, ZVersorger } from '@lap/contracts';
import { addNetzbetreiber } from '../../services/versorger/zuordnung.service.js';
import { staffProcedure } from '../../procedures.js';

/** AddNetzbetreiberById/{auftragId}: no operator in the sample (a 400), so the fixture order keeps its rows. */
export const addNetzbetreiberProcedure = staffProcedure((fx) => ({ auftragId: fx.auftragId }))
  .input(ZAddNetzbetreiberInput)
  .output(ZVersorger)
  .mutation(({ ctx, input }) => addNetzbetreiber(ctx, input.auftragId, input.netzbetreiberId));
