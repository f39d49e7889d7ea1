import { ZMapPosition, ZPositionInput } from '@lap/contracts';
import { savePosition } from '../../services/antrag/karte.service.js';
import { antragOwnerProcedure } from '../../procedures.js';

export const savePositionProcedure = antragOwnerProcedure((fx) => ({
  antragId: fx.draftAntragId,
  lat: 51.3,
  lng: 13.3,
  zoom: 14,
}))
  .input(ZPositionInput)
  .output(ZMapPosition)
  .mutation(({ ctx, input }) => savePosition(ctx, input));
