import { ZRechnung, ZRechnungIdInput } from '@lap/contracts';
import { getRechnung } from '../../services/rechnung/entwurf.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetRechnungById/{rechnungId}. */
export const getProcedure = staffProcedure((fx) => ({ rechnungId: fx.rechnungId }))
  .input(ZRechnungIdInput)
  .output(ZRechnung)
  .query(({ ctx, input }) => getRechnung(ctx, input.rechnungId));
