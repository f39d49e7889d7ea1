import { ZKreisGemeinden, ZKreisInput } from '@lap/contracts';
import { kreisGemeinden } from '../../services/netzbetreiber/coverage.service.js';
import { staffProcedure } from '../../procedures.js';

/** The municipalities of one district. */
export const kreisGemeindenProcedure = staffProcedure()
  .input(ZKreisInput)
  .output(ZKreisGemeinden)
  .query(({ ctx, input }) => kreisGemeinden(ctx, input.kreis));
