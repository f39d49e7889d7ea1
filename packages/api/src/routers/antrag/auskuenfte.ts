import { z } from 'zod';
import { ZAuskunftFile } from '@lap/contracts';
import { auskunftFiles } from '../../services/versorger-dateien/dateien.service.js';
import { ownAntrag } from '../../access.js';
import { signedInProcedure } from '../../procedures.js';

const ZAntragId = z.object({ antragId: z.string().max(64) });

export const auskuenfteProcedure = signedInProcedure(ownAntrag('read', (fx) => ({ antragId: fx.draftAntragId })))
  .input(ZAntragId)
  .output(z.array(ZAuskunftFile))
  // the request's information files and the answers of the operators that confirmed (spec 000 §2 /dokumente)
  .query(({ ctx, input }) => auskunftFiles(ctx, input.antragId));
