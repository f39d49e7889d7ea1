import { ZLogoutInput, ZLogoutOutput } from '@lap/contracts';
import { publicProcedure } from '../../trpc.js';
import { logout } from '../../services/auth/auth.service.js';

export const logoutProcedure = publicProcedure
  .input(ZLogoutInput)
  .output(ZLogoutOutput)
  .mutation(({ ctx, input }) => logout(ctx, input?.returnUrl));
