import { ZDruckErgebnis, ZDruckInput } from '@lap/contracts';
import { drucken } from '../../services/druck/druck.service.js';
import { ownAntragOrCaseWorker } from '../../access.js';
import { signedInProcedure } from '../../procedures.js';

/** POST api/Print/PrintMap: one PDF, one page per job; the applicant prints their own requests only. */
export const druckenProcedure = signedInProcedure(
  ownAntragOrCaseWorker((fx) => [
    {
      extents: [13.28, 51.29, 13.29, 51.3],
      id_projekt: fx.offerAntragId,
      template: 'A4 Hochformat',
      scale: 500,
      epsg_code: 4326,
      map_layer: 'ohne',
    },
  ]),
)
  .input(ZDruckInput)
  .output(ZDruckErgebnis)
  .mutation(({ ctx, input }) => drucken(ctx, input));
