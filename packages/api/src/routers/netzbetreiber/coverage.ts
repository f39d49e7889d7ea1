import {
  ZNetzbetreiberCoverage,
  ZNetzbetreiberCoverageInput,
  ZSetCoverageInput,
  ZSetCoverageResult,
} from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { getCoverage, setCoverage } from '../../services/netzbetreiber/coverage.service.js';
import { roles } from '../../access.js';

/** The coverage editor: municipalities × Netzarten of one operator. */
export const getCoverageProcedure = roleProcedure('SbBereich')
  .meta({ access: roles(['SbBereich']) })
  .input(ZNetzbetreiberCoverageInput)
  .output(ZNetzbetreiberCoverage)
  .query(({ ctx, input }) => getCoverage(ctx, input.netzbetreiberId));

export const setCoverageProcedure = roleProcedure('SbBereich')
  .meta({ access: roles(['SbBereich']) })
  .input(ZSetCoverageInput)
  .output(ZSetCoverageResult)
  .mutation(({ ctx, input }) => setCoverage(ctx, input));
