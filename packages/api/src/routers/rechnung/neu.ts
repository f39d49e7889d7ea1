import { ZRechnung, ZRechnungAuftragInput } from '@lap/contracts';
import { neueRechnung } from '../../services/rechnung/entwurf.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetNewRechnungByAuftragId/{auftragId}: a draft from the accepted offer (an open draft is answered again). */
export const neuProcedure = staffProcedure((fx) => ({ auftragId: fx.auftragId }))
  .input(ZRechnungAuftragInput)
  .output(ZRechnung)
  .mutation(({ ctx, input }) => neueRechnung(ctx, input.auftragId, 'rechnung'));
