import { ZAngebotPosition, ZAngebotPositionInput } from '@lap/contracts';
import { addPosition } from '../../services/angebot/bearbeitung.service.js';
import { staffProcedure } from '../../procedures.js';

export const addPositionProcedure = staffProcedure()
  .input(ZAngebotPositionInput)
  .output(ZAngebotPosition)
  .mutation(({ ctx, input }) => addPosition(ctx, input));
