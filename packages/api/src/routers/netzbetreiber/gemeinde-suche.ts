import { ZGemeindeSucheInput, ZGemeindeSucheResult } from '@lap/contracts';
import { searchGemeinden } from '../../services/netzbetreiber/coverage.service.js';
import { staffProcedure } from '../../procedures.js';

/** Municipality search of the coverage editor: name or AGS prefix, ≥ 2 characters, at most 50 hits. */
export const gemeindeSucheProcedure = staffProcedure()
  .input(ZGemeindeSucheInput)
  .output(ZGemeindeSucheResult)
  .query(({ ctx, input }) => searchGemeinden(ctx, input.suche));
