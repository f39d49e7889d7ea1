import { z } from 'zod';
import { ZBemerkungAuftragInput } from '@lap/contracts';
import { setBemerkung } from '../../services/auftrag/auftrag.service.js';
import { staffProcedure } from '../../procedures.js';

/** BemerkungAuftrag/{id}. */
export const bemerkungProcedure = staffProcedure((fx) => ({ auftragId: fx.auftragId, bemerkung: 'Rückruf erbeten.' }))
  .input(ZBemerkungAuftragInput)
  .output(z.object({ bemerkung: z.string().nullable() }))
  .mutation(({ ctx, input }) => setBemerkung(ctx, input.auftragId, input.bemerkung));
