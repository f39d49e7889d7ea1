import { ZMahnung, ZMahnungNeuInput } from '@lap/contracts';
import { neueMahnung } from '../../services/mahnung/mahnung.service.js';
import { UNKNOWN_ID } from '../../access.js';
import { staffProcedure } from '../../procedures.js';

/**
 * CreateNewMahnung/{rechnungId}: the next level's notice (a GET that changes data); before the invoice is overdue only
 * with `vorzeitigGrund` (tRPC; the documented GET has none and is refused then). The sample names no invoice (404).
 */
export const neuProcedure = staffProcedure(() => ({ rechnungId: UNKNOWN_ID }))
  .input(ZMahnungNeuInput)
  .output(ZMahnung)
  .mutation(({ ctx, input }) => neueMahnung(ctx, input.rechnungId, new Date(), input.vorzeitigGrund));
