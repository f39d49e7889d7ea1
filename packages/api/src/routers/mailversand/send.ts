import { z } from 'zod';
import { ZMailSendResult } from '@lap/contracts';
import { sendeMail } from '../../services/mailversand/senden.service.js';
import { staffProcedure } from '../../procedures.js';

const ZId = z.object({ id: z.string().max(64) });

/** PutSendMailAnfrage/{id}: the sample names a job that was sent (409). */
export const sendProcedure = staffProcedure((fx) => ({ id: fx.sentMailJobId }))
  .input(ZId)
  .output(ZMailSendResult)
  .mutation(({ ctx, input }) => sendeMail(ctx, input.id));
