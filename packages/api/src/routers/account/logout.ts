import { ZLogoutInput, ZLogoutOutput } from '@lap/contracts';
import { publicProcedure } from '../../trpc.js';
import { logout } from '../../services/auth/auth.service.js';
import { anyone } from '../../access.js';

export const logoutProcedure = publicProcedure
  .meta({ access: anyone('öffentlich: beendet nur die eigene Sitzung') })
  .input(ZLogoutInput)
  .output(ZLogoutOutput)
  .mutation(({ ctx, input }) => logout(ctx, input?.returnUrl));
