import { z } from 'zod';
import { ZMapFeature } from '@lap/contracts';
import { listFeatures } from '../../services/antrag/karte.service.js';
import { ownAntrag } from '../../access.js';
import { signedInProcedure } from '../../procedures.js';

const ZAntragId = z.object({ antragId: z.string().max(64) });

export const featuresProcedure = signedInProcedure(ownAntrag('read', (fx) => ({ antragId: fx.draftAntragId })))
  .input(ZAntragId)
  .output(z.array(ZMapFeature))
  .query(({ ctx, input }) => listFeatures(ctx, input.antragId));
