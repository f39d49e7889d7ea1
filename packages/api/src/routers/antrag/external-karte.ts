import { z } from 'zod';
import { ZMapPosition } from '@lap/contracts';
import { externalKarte } from '../../services/antrag/karte.service.js';
import { publicProcedure } from '../../procedures.js';

/** Public: the operator's map link. Only sent requests have one. */
export const externalKarteProcedure = publicProcedure(
  'öffentlich: nur mit dem Kartenschlüssel eines gesendeten Antrags',
)
  .input(z.object({ key: z.string().max(64) }))
  .output(z.object({ vorgangsnummer: z.string(), features: z.array(z.string()), position: ZMapPosition }))
  .query(({ ctx, input }) => externalKarte(ctx.em, input.key));
