import { z } from 'zod';
import { ZFeatureInput } from '@lap/contracts';
import { addFeature } from '../../services/antrag/karte.service.js';
import { antragOwnerProcedure } from '../../procedures.js';

export const addFeatureProcedure = antragOwnerProcedure((fx) => ({
  antragId: fx.draftAntragId,
  wkt: 'POLYGON((13.28 51.29, 13.29 51.29, 13.29 51.30, 13.28 51.29))',
}))
  .input(ZFeatureInput)
  .output(z.object({ featureId: z.number().int() }))
  .mutation(({ ctx, input }) => addFeature(ctx, input.antragId, input.wkt));
