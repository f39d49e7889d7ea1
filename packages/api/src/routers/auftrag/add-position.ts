import { ZAddPositionInput, ZAuftragPosition } from '@lap/contracts';
import { addPosition } from '../../services/auftrag/positionen.service.js';
import { staffProcedure } from '../../procedures.js';

/** AddPositionZumAuftragById/{auftragId}. */
export const addPositionProcedure = staffProcedure((fx) => ({ auftragId: fx.auftragId, positionName: 'Fernwärme' }))
  .input(ZAddPositionInput)
  .output(ZAuftragPosition)
  .mutation(({ ctx, input }) => addPosition(ctx, input));
