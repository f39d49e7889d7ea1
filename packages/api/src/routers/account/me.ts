import { ZMeOutput } from '@lap/contracts';
import { publicProcedure } from '../../procedures.js';

/** The signed-in user or null; lets the SPA restore its state after a reload. */
export const meProcedure = publicProcedure('öffentlich: die eigene Sitzung oder null')
  .output(ZMeOutput)
  .query(({ ctx }) => ctx.session?.user ?? null);
