import { ZVersorgerPosition, ZWiedervorlageIdInput } from '@lap/contracts';
import { getPosition } from '../../services/wiedervorlage/wiedervorlage.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetPositionById/{versorgerId}: 'Versorger-Position editieren'. */
export const positionProcedure = staffProcedure((fx) => ({ id: fx.versorgerId }))
  .input(ZWiedervorlageIdInput)
  .output(ZVersorgerPosition)
  .query(({ ctx, input }) => getPosition(ctx, input.id));
