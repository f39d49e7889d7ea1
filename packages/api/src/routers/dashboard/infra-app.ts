import { ZInfraAppStatus } from '@lap/contracts';
import { infraAppStatus } from '../../services/dashboard/dashboard.service.js';
import { staffProcedure } from '../../procedures.js';

/** The 'Infrastruktur-App' indicator. */
export const infraAppProcedure = staffProcedure()
  .output(ZInfraAppStatus)
  .query(({ ctx }) => infraAppStatus(ctx));
