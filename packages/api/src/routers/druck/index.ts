import { z } from 'zod';
import { ZDruckErgebnis, ZDruckInput, ZDruckMassstab, ZDruckVorlage } from '@lap/contracts';
import { ownAntragOrCaseWorker, signedIn } from '../../access.js';
import { authedProcedure, router } from '../../trpc.js';
import { drucken, massstaebe, vorlagen } from '../../services/druck/druck.service.js';

// Map print (spec 001 §7 Print: GetScales, GetComposerTemplates, PrintMap; DownloadDatei is a file route).
export const druckRouter = router({
  /** GET api/Print/GetScales. */
  massstaebe: authedProcedure
    .meta({ access: signedIn('angemeldet') })
    .output(z.array(ZDruckMassstab))
    .query(() => massstaebe()),
  /** GET api/Print/GetComposerTemplates. */
  vorlagen: authedProcedure
    .meta({ access: signedIn('angemeldet') })
    .output(z.array(ZDruckVorlage))
    .query(() => vorlagen()),
  /** POST api/Print/PrintMap: one PDF, one page per job; the applicant prints their own requests only. */
  drucken: authedProcedure
    .meta({
      access: ownAntragOrCaseWorker((fx) => [
        {
          extents: [13.28, 51.29, 13.29, 51.3],
          id_projekt: fx.offerAntragId,
          template: 'A4 Hochformat',
          scale: 500,
          epsg_code: 4326,
          map_layer: 'ohne',
        },
      ]),
    })
    .input(ZDruckInput)
    .output(ZDruckErgebnis)
    .mutation(({ ctx, input }) => drucken(ctx, input)),
});
