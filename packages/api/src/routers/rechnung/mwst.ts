import { ZMwstInput, ZRechnung } from '@lap/contracts';
import { setMwst } from '../../services/rechnung/entwurf.service.js';
import { staffProcedure } from '../../procedures.js';

/** PUT api/Rechnung/PutMwstRechnung/{id} (the path; the spec shows none). */
export const mwstProcedure = staffProcedure((fx) => ({ rechnungId: fx.rechnungId, mwst: 16 }))
  .input(ZMwstInput)
  .output(ZRechnung)
  .mutation(({ ctx, input }) => setMwst(ctx, input.rechnungId, input.mwst));
