import type { TAccessFixtures } from '../../access.js';
import { roles } from '../../access.js';
import { roleProcedure } from '../../trpc.js';

/** Orders are case work: SbBereich only (Administration manages accounts, not cases). */
export const staffProcedure = (sample?: (fx: TAccessFixtures) => unknown) =>
  roleProcedure('SbBereich').meta({ access: roles(['SbBereich'], sample) });
