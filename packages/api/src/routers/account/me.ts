import { ZMeOutput } from '@lap/contracts';
import { publicProcedure } from '../../trpc.js';

/** The signed-in user or null; lets the SPA restore its state after a reload. */
export const meProcedure = publicProcedure.output(ZMeOutput).query(({ ctx }) => ctx.session?.user ?? null);
