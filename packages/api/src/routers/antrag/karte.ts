import { z } from 'zod';
import { ZFeatureInput, ZMapFeature, ZMapPosition, ZPositionInput, ZWktCheckResult, ZWktInput } from '@lap/contracts';
import { authedProcedure, publicProcedure, roleProcedure } from '../../trpc.js';
import {
  addFeature,
  checkWkt,
  deleteFeature,
  externalKarte,
  getPosition,
  listFeatures,
  savePosition,
} from '../../services/antrag/karte.service.js';
import { anyone, ownAntrag, signedIn } from '../../access.js';

const ZAntragId = z.object({ antragId: z.string().max(64) });

export const checkWktProcedure = authedProcedure
  .meta({ access: signedIn('angemeldet: prüft nur die übergebene Form') })
  .input(ZWktInput)
  .output(ZWktCheckResult)
  .mutation(({ input }) => checkWkt(input.wkt));
export const featuresProcedure = authedProcedure
  .meta({ access: ownAntrag('read', (fx) => ({ antragId: fx.draftAntragId })) })
  .input(ZAntragId)
  .output(z.array(ZMapFeature))
  .query(({ ctx, input }) => listFeatures(ctx, input.antragId));
export const addFeatureProcedure = roleProcedure('Antragsteller')
  .meta({
    access: ownAntrag('write', (fx) => ({
      antragId: fx.draftAntragId,
      wkt: 'POLYGON((13.28 51.29, 13.29 51.29, 13.29 51.30, 13.28 51.29))',
    })),
  })
  .input(ZFeatureInput)
  .output(z.object({ featureId: z.number().int() }))
  .mutation(({ ctx, input }) => addFeature(ctx, input.antragId, input.wkt));
export const deleteFeatureProcedure = roleProcedure('Antragsteller')
  .meta({ access: ownAntrag('write', (fx) => ({ featureId: fx.draftFeatureId })) })
  .input(z.object({ featureId: z.number().int() }))
  .output(z.object({ featureId: z.number().int() }))
  .mutation(({ ctx, input }) => deleteFeature(ctx, input.featureId));
export const savePositionProcedure = roleProcedure('Antragsteller')
  .meta({ access: ownAntrag('write', (fx) => ({ antragId: fx.draftAntragId, lat: 51.3, lng: 13.3, zoom: 14 })) })
  .input(ZPositionInput)
  .output(ZMapPosition)
  .mutation(({ ctx, input }) => savePosition(ctx, input));
export const positionProcedure = authedProcedure
  .meta({ access: ownAntrag('read', (fx) => ({ antragId: fx.draftAntragId })) })
  .input(ZAntragId)
  .output(ZMapPosition)
  .query(({ ctx, input }) => getPosition(ctx, input.antragId));

/** Public: the operator's map link. Only sent requests have one. */
export const externalKarteProcedure = publicProcedure
  .meta({ access: anyone('öffentlich: nur mit dem Kartenschlüssel eines gesendeten Antrags') })
  .input(z.object({ key: z.string().max(64) }))
  .output(z.object({ vorgangsnummer: z.string(), features: z.array(z.string()), position: ZMapPosition }))
  .query(({ ctx, input }) => externalKarte(ctx.em, input.key));
