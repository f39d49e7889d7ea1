import { z } from 'zod';
import { ZZustimmungInput, ZZustimmungResult } from '@lap/contracts';
import { zustimmung } from '../../services/angebot/senden.service.js';
import { antragOwnerProcedure } from '../../procedures.js';

const ZAntragId = z.object({ antragId: z.string().max(64) });

export const zustimmungProcedure = antragOwnerProcedure((fx) => ({
  antragId: fx.offerAntragId,
  widerrufAnerkannt: true,
}))
  .input(ZAntragId.extend(ZZustimmungInput.shape))
  .output(ZZustimmungResult)
  .mutation(({ ctx, input }) => zustimmung(ctx, input.antragId));
