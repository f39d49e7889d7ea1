import { ZSetCoverageInput, ZSetCoverageResult } from '@lap/contracts';
import { setCoverage } from '../../services/netzbetreiber/coverage.service.js';
import { staffProcedure } from '../../procedures.js';

export const setCoverageProcedure = staffProcedure()
  .input(ZSetCoverageInput)
  .output(ZSetCoverageResult)
  .mutation(({ ctx, input }) => setCoverage(ctx, input));
