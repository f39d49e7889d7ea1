import { ZNetzbetreiberCoverage, ZNetzbetreiberCoverageInput } from '@lap/contracts';
import { getCoverage } from '../../services/netzbetreiber/coverage.service.js';
import { staffProcedure } from '../../procedures.js';

/** The coverage editor: municipalities × Netzarten of one operator. */
export const coverageProcedure = staffProcedure()
  .input(ZNetzbetreiberCoverageInput)
  .output(ZNetzbetreiberCoverage)
  .query(({ ctx, input }) => getCoverage(ctx, input.netzbetreiberId));
