import { ZLoginInput, ZLoginOutput } from '@lap/contracts';
import { publicProcedure } from '../../trpc.js';
import { login } from '../../services/auth/auth.service.js';

export const loginProcedure = publicProcedure
  .input(ZLoginInput)
  .output(ZLoginOutput)
  .mutation(({ ctx, input }) => login(ctx, input));
