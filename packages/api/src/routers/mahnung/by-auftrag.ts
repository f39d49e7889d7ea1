import { z } from 'zod';
import { ZMahnungAuftragInput, ZMahnungRechnung } from '@lap/contracts';
import { mahnungenDesAuftrags } from '../../services/mahnung/mahnung.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetMahnungenRechnungByAuftragId/{auftragId}: the order's sent invoices with their notices. */
export const byAuftragProcedure = staffProcedure((fx) => ({ auftragId: fx.auftragId }))
  .input(ZMahnungAuftragInput)
  .output(z.array(ZMahnungRechnung))
  .query(({ ctx, input }) => mahnungenDesAuftrags(ctx, input.auftragId));
