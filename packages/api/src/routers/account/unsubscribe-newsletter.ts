import { ZMessageResult, ZUnsubscribeInput } from '@lap/contracts';
import { unsubscribeNewsletter } from '../../services/account/account.service.js';
import { publicProcedure } from '../../procedures.js';

export const unsubscribeNewsletterProcedure = publicProcedure('öffentlich: mit dem signierten Link der Adresse')
  .input(ZUnsubscribeInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => unsubscribeNewsletter(ctx, input.email, input.token));
