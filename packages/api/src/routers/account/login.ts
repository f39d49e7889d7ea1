import { ZLoginInput, ZLoginOutput } from '@lap/contracts';
import { login } from '../../services/auth/auth.service.js';
import { publicProcedure } from '../../procedures.js';

export const loginProcedure = publicProcedure('öffentlich: Anmeldung')
  .input(ZLoginInput)
  .output(ZLoginOutput)
  .mutation(({ ctx, input }) => login(ctx, input));
