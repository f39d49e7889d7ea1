import { ZAuftragIdInput, ZNetzbetreiberZumAuftragResult } from '@lap/contracts';
import { netzbetreiberZumAuftrag } from '../../services/versorger/zuordnung.service.js';
import { staffProcedure } from '../../procedures.js';

/**
 * GetAktualisiereNetzbetreiberById/{auftragId} ('Netzbetreiber zum Auftrag'); idempotent, so the sample is harmless.
 */
export const netzbetreiberZumAuftragProcedure = staffProcedure((fx) => ({ auftragId: fx.auftragId }))
  .input(ZAuftragIdInput)
  .output(ZNetzbetreiberZumAuftragResult)
  .mutation(({ ctx, input }) => netzbetreiberZumAuftrag(ctx, input.auftragId));
