import { z } from 'zod';
import { ZAntragFile } from '@lap/contracts';
import { listAntragFiles } from '../../services/antrag/dateien.service.js';
import { ownAntrag } from '../../access.js';
import { signedInProcedure } from '../../procedures.js';

const ZAntragId = z.object({ antragId: z.string().max(64) });

export const filesProcedure = signedInProcedure(ownAntrag('read', (fx) => ({ antragId: fx.draftAntragId })))
  .input(ZAntragId)
  .output(z.array(ZAntragFile))
  .query(({ ctx, input }) => listAntragFiles(ctx, input.antragId, 'antrag'));
