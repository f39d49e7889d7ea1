import { z } from 'zod';
import { ZMapPosition } from '@lap/contracts';
import { getPosition } from '../../services/antrag/karte.service.js';
import { ownAntrag } from '../../access.js';
import { signedInProcedure } from '../../procedures.js';

const ZAntragId = z.object({ antragId: z.string().max(64) });

export const positionProcedure = signedInProcedure(ownAntrag('read', (fx) => ({ antragId: fx.draftAntragId })))
  .input(ZAntragId)
  .output(ZMapPosition)
  .query(({ ctx, input }) => getPosition(ctx, input.antragId));
