import { ZLoginInput, ZLoginOutput } from '@lap/contracts';
import { publicProcedure } from '../../trpc.js';
import { login } from '../../services/auth/auth.service.js';
import { anyone } from '../../access.js';

export const loginProcedure = publicProcedure
  .meta({ access: anyone('öffentlich: Anmeldung') })
  .input(ZLoginInput)
  .output(ZLoginOutput)
  .mutation(({ ctx, input }) => login(ctx, input));
