import { z } from 'zod';
import { deleteFeature } from '../../services/antrag/karte.service.js';
import { antragOwnerProcedure } from '../../procedures.js';

export const deleteFeatureProcedure = antragOwnerProcedure((fx) => ({ featureId: fx.draftFeatureId }))
  .input(z.object({ featureId: z.number().int() }))
  .output(z.object({ featureId: z.number().int() }))
  .mutation(({ ctx, input }) => deleteFeature(ctx, input.featureId));
