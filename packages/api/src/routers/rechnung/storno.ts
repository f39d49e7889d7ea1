import { ZStornoInput, ZStornoResult } from '@lap/contracts';
import { storniereRechnung } from '../../services/rechnung/storno.service.js';
import { UNKNOWN_ID } from '../../access.js';
import { staffProcedure } from '../../procedures.js';

/** PutStorniereRechnung/{id}/{flag}: the sample names no invoice (404). */
export const stornoProcedure = staffProcedure(() => ({ rechnungId: UNKNOWN_ID, neu: false }))
  .input(ZStornoInput)
  .output(ZStornoResult)
  .mutation(({ ctx, input }) => storniereRechnung(ctx, input.rechnungId, input.neu));
