import { ZLogoutInput, ZLogoutOutput } from '@lap/contracts';
import { logout } from '../../services/auth/auth.service.js';
import { publicProcedure } from '../../procedures.js';

export const logoutProcedure = publicProcedure('öffentlich: beendet nur die eigene Sitzung')
  .input(ZLogoutInput)
  .output(ZLogoutOutput)
  .mutation(({ ctx, input }) => logout(ctx, input?.returnUrl));
