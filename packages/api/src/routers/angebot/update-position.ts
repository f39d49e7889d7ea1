import { ZAngebotPosition, ZAngebotPositionUpdate } from '@lap/contracts';
import { updatePosition } from '../../services/angebot/bearbeitung.service.js';
import { staffProcedure } from '../../procedures.js';

export const updatePositionProcedure = staffProcedure()
  .input(ZAngebotPositionUpdate)
  .output(ZAngebotPosition)
  .mutation(({ ctx, input }) => updatePosition(ctx, input));
