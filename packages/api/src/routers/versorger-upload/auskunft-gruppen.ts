import { z } from 'zod';
import { ZAuskunftGruppe } from '@lap/contracts';
import { auskunftGruppen } from '../../services/versorger-dateien/dateien.service.js';
import { ownAntrag } from '../../access.js';
import { signedInProcedure } from '../../procedures.js';

/**
 * /dokumente/{antragId}: the operators' answers grouped by operator, with each one's state (undocumented: tRPC only).
 */
export const auskunftGruppenProcedure = signedInProcedure(ownAntrag('read', (fx) => ({ antragId: fx.auftragAntragId })))
  .input(z.object({ antragId: z.string().max(64) }))
  .output(z.array(ZAuskunftGruppe))
  .query(({ ctx, input }) => auskunftGruppen(ctx, input.antragId));
