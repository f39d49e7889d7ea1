import { z } from 'zod';
import { ZAuftragGemeinde, ZSetGemeindeDisabledInput } from '@lap/contracts';
import { setGemeindeDisabled } from '../../services/versorger/gemeinden.service.js';
import { staffProcedure } from '../../procedures.js';

/** Disable or restore a municipality of an order (tRPC only; the order view lists them); no sample (a 400). */
export const setGemeindeDisabledProcedure = staffProcedure()
  .input(ZSetGemeindeDisabledInput)
  .output(z.array(ZAuftragGemeinde))
  .mutation(({ ctx, input }) => setGemeindeDisabled(ctx, input));
