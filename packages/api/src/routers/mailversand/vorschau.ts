import { z } from 'zod';
import { ZMailVorschau } from '@lap/contracts';
import { mailVorschau } from '../../services/mailversand/senden.service.js';
import { staffProcedure } from '../../procedures.js';

const ZId = z.object({ id: z.string().max(64) });

/** 'Vorschau-Mailansicht' of a saved job (tRPC only). */
export const vorschauProcedure = staffProcedure((fx) => ({ id: fx.mailJobId }))
  .input(ZId)
  .output(ZMailVorschau)
  .query(({ ctx, input }) => mailVorschau(ctx, input.id));
