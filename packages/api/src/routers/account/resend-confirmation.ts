import { ZMessageResult, ZResendConfirmationInput } from '@lap/contracts';
import { resendConfirmation } from '../../services/account/account.service.js';
import { publicProcedure } from '../../procedures.js';

export const resendConfirmationProcedure = publicProcedure('öffentlich: gleiche Antwort für jede Adresse')
  .input(ZResendConfirmationInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => resendConfirmation(ctx, input.email));
