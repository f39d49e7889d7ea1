import { z } from 'zod';
import { ZAuskunftGruppe } from '@lap/contracts';
import { authedProcedure } from '../../trpc.js';
import { ownAntrag } from '../../access.js';
import { auskunftGruppen } from '../../services/versorger-dateien/dateien.service.js';

/** /dokumente/{antragId}: the operators' answers grouped by operator, with each one's state (undocumented: tRPC only). */
export const auskunftGruppenProcedure = authedProcedure
  .meta({ access: ownAntrag('read', (fx) => ({ antragId: fx.auftragAntragId })) })
  .input(z.object({ antragId: z.string().max(64) }))
  .output(z.array(ZAuskunftGruppe))
  .query(({ ctx, input }) => auskunftGruppen(ctx, input.antragId));
