import { z } from 'zod';
import { ZPositionIdInput, ZPositionVersorger } from '@lap/contracts';
import { versorgerByPosition } from '../../services/auftrag/positionen.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetVersorgerByPositionId/{positionId}. */
export const versorgerByPositionProcedure = staffProcedure((fx) => ({ positionId: fx.positionId }))
  .input(ZPositionIdInput)
  .output(z.array(ZPositionVersorger))
  .query(({ ctx, input }) => versorgerByPosition(ctx, input.positionId));
