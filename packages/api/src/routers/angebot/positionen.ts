import { z } from 'zod';
import { ZAngebotPosition } from '@lap/contracts';
import { angebotPositionen } from '../../services/angebot/angebot.service.js';
import { ownAntrag } from '../../access.js';
import { signedInProcedure } from '../../procedures.js';

const ZAntragId = z.object({ antragId: z.string().max(64) });

export const positionenProcedure = signedInProcedure(ownAntrag('read', (fx) => ({ antragId: fx.offerAntragId })))
  .input(ZAntragId)
  .output(z.array(ZAngebotPosition))
  .query(({ ctx, input }) => angebotPositionen(ctx, input.antragId));
