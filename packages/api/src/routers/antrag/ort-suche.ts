import { z } from 'zod';
import { ZOrtSuche } from '@lap/contracts';
import { ortSucheForAntrag } from '../../services/karte/ortssuche.service.js';
import { ownAntrag } from '../../access.js';
import { signedInProcedure } from '../../procedures.js';

/** AntragOrtSucheById: the request's address located, to centre its map (owner and staff). */
export const ortSucheProcedure = signedInProcedure(ownAntrag('read', (fx) => ({ id: fx.draftAntragId })))
  .input(z.object({ id: z.string().max(64) }))
  .output(ZOrtSuche)
  .query(({ ctx, input }) => ortSucheForAntrag(ctx, input.id));
