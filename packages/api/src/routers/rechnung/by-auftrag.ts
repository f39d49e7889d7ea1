import { ZRechnung, ZRechnungAuftragInput } from '@lap/contracts';
import { aktuelleRechnung } from '../../services/rechnung/entwurf.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetRechnungByAuftragId/{auftragId}: the order's current invoice. */
export const byAuftragProcedure = staffProcedure((fx) => ({ auftragId: fx.auftragId }))
  .input(ZRechnungAuftragInput)
  .output(ZRechnung)
  .query(({ ctx, input }) => aktuelleRechnung(ctx, input.auftragId));
