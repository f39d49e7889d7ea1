import { z } from 'zod';
import { ZSendeAngebotInput } from '@lap/contracts';
import { sendeAngebot } from '../../services/angebot/senden.service.js';
import { staffProcedure } from '../../procedures.js';

const ZAntragId = z.object({ antragId: z.string().max(64) });

export const sendenProcedure = staffProcedure()
  .input(ZAntragId.extend(ZSendeAngebotInput.shape))
  .output(z.object({ antragStatus: z.number().int(), angebotVersand: z.string() }))
  .mutation(({ ctx, input }) => sendeAngebot(ctx, input.antragId, input.vorkasse));
