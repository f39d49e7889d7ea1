import { ZUpdatePositionVersorgerInput, ZVersorgerPosition } from '@lap/contracts';
import { updatePosition } from '../../services/wiedervorlage/wiedervorlage.service.js';
import { staffProcedure } from '../../procedures.js';

/** PutUpdatePositionVersorger/{versorgerId}: dates under the spec 001 §5 rules, finished flag, remark. */
export const updatePositionProcedure = staffProcedure((fx) => ({ id: fx.versorgerId }))
  .input(ZUpdatePositionVersorgerInput)
  .output(ZVersorgerPosition)
  .mutation(({ ctx, input }) => updatePosition(ctx, input));
