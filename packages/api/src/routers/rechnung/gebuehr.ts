import { ZRechnung, ZRechnungAuftragInput } from '@lap/contracts';
import { neueRechnung } from '../../services/rechnung/entwurf.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetGebuehrenRechnungByAuftragId/{auftragId}: a fee invoice draft. */
export const gebuehrProcedure = staffProcedure((fx) => ({ auftragId: fx.auftragId }))
  .input(ZRechnungAuftragInput)
  .output(ZRechnung)
  .mutation(({ ctx, input }) => neueRechnung(ctx, input.auftragId, 'gebuehr'));
