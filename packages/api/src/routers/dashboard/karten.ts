import { ZDashboard } from '@lap/contracts';
import { dashboard } from '../../services/dashboard/dashboard.service.js';
import { staffProcedure } from '../../procedures.js';

/** /dashboard: the five cards with new and open counts. */
export const kartenProcedure = staffProcedure()
  .output(ZDashboard)
  .query(({ ctx }) => dashboard(ctx));
