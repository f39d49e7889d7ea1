import { ZClientConfig, ZGeoSearchInput, ZGeoSearchResults } from '@lap/contracts';
import { authedProcedure, publicProcedure, router } from '../../trpc.js';
import { clientConfig, searchPlaces } from '../../services/karte/ortssuche.service.js';
import { anyone, signedIn } from '../../access.js';

export const karteRouter = router({
  /** Public: the login-free map link needs the tile settings too. */
  config: publicProcedure
    .meta({ access: anyone('öffentlich: Kartenkonfiguration') })
    .output(ZClientConfig)
    .query(({ ctx }) => clientConfig(ctx.deps)),
  /** Place search for the request map (signed-in users only: the geocoder is a shared, rate-limited service). */
  suche: authedProcedure
    .meta({ access: signedIn('angemeldet: Ortssuche') })
    .input(ZGeoSearchInput)
    .output(ZGeoSearchResults)
    .query(({ ctx, input }) => searchPlaces(ctx.em, ctx.deps, input.q)),
});
