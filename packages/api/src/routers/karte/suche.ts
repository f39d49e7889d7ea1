import { ZGeoSearchInput, ZGeoSearchResults } from '@lap/contracts';
import { searchPlaces } from '../../services/karte/ortssuche.service.js';
import { signedIn } from '../../access.js';
import { signedInProcedure } from '../../procedures.js';

/** Place search for the request map (signed-in users only: the geocoder is a shared, rate-limited service). */
export const sucheProcedure = signedInProcedure(signedIn('angemeldet: Ortssuche'))
  .input(ZGeoSearchInput)
  .output(ZGeoSearchResults)
  .query(({ ctx, input }) => searchPlaces(ctx.em, ctx.deps, input.q));
