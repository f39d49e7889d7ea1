import { z } from 'zod';
import { ZRechnung, ZRechnungAuftragInput } from '@lap/contracts';
import { rechnungenDesAuftrags } from '../../services/rechnung/entwurf.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetAlleRechnungenByAuftragId/{auftragId}: every invoice of the order, by dispatch ascending. */
export const alleByAuftragProcedure = staffProcedure((fx) => ({ auftragId: fx.auftragId }))
  .input(ZRechnungAuftragInput)
  .output(z.array(ZRechnung))
  .query(({ ctx, input }) => rechnungenDesAuftrags(ctx, input.auftragId));
