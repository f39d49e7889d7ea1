import { ZRechnung, ZRechnungIdInput } from '@lap/contracts';
import { sendeRechnung } from '../../services/rechnung/senden.service.js';
import { staffProcedure } from '../../procedures.js';

/** SendeRechnung/{id}. */
export const sendProcedure = staffProcedure((fx) => ({ rechnungId: fx.rechnungId }))
  .input(ZRechnungIdInput)
  .output(ZRechnung)
  .mutation(({ ctx, input }) => sendeRechnung(ctx, input.rechnungId));
