import { router } from '../trpc.js';
import { accountRouter } from './account/index.js';
import { stammdatenRouter } from './stammdaten/index.js';

export const appRouter = router({
  account: accountRouter,
  stammdaten: stammdatenRouter,
});
export type AppRouter = typeof appRouter;
