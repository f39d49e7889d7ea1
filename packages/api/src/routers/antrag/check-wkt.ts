import { ZWktCheckResult, ZWktInput } from '@lap/contracts';
import { checkWkt } from '../../services/antrag/karte.service.js';
import { signedIn } from '../../access.js';
import { signedInProcedure } from '../../procedures.js';

export const checkWktProcedure = signedInProcedure(signedIn('angemeldet: prüft nur die übergebene Form'))
  .input(ZWktInput)
  .output(ZWktCheckResult)
  .mutation(({ input }) => checkWkt(input.wkt));
