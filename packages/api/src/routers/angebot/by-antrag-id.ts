import { z } from 'zod';
import { ZAngebotView } from '@lap/contracts';
import { angebotView } from '../../services/angebot/angebot.service.js';
import { ownAntrag } from '../../access.js';
import { signedInProcedure } from '../../procedures.js';

const ZAntragId = z.object({ antragId: z.string().max(64) });

export const byAntragIdProcedure = signedInProcedure(ownAntrag('read', (fx) => ({ antragId: fx.offerAntragId })))
  .input(ZAntragId)
  .output(ZAngebotView)
  .query(({ ctx, input }) => angebotView(ctx, input.antragId));
