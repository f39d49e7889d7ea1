import { ZMahnungAntrag, ZMahnungAuftragInput } from '@lap/contracts';
import { mahnverfahrenBeenden } from '../../services/mahnung/mahnung.service.js';
import { UNKNOWN_ID } from '../../access.js';
import { staffProcedure } from '../../procedures.js';

/** PUT api/Mahnung/MahnverfahrenBeenden/{auftragId} (the path). The sample names no order (404). */
export const beendenProcedure = staffProcedure(() => ({ auftragId: UNKNOWN_ID }))
  .input(ZMahnungAuftragInput)
  .output(ZMahnungAntrag)
  .mutation(({ ctx, input }) => mahnverfahrenBeenden(ctx, input.auftragId));
