import { z } from 'zod';
import { ZAblehnungInput } from '@lap/contracts';
import { ablehnung } from '../../services/angebot/senden.service.js';
import { antragOwnerProcedure } from '../../procedures.js';

const ZAntragId = z.object({ antragId: z.string().max(64) });

const ZStatus = z.object({ antragStatus: z.number().int() });

export const ablehnungProcedure = antragOwnerProcedure((fx) => ({ antragId: fx.offerAntragId, grund: 'zu_teuer' }))
  .input(ZAntragId.extend(ZAblehnungInput.shape))
  .output(ZStatus)
  .mutation(({ ctx, input }) => ablehnung(ctx, input.antragId, input.grund, input.text));
