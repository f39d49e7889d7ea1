import { ZUpdatePositionVersorgerInput, ZVersorgerPosition, ZWiedervorlageIdInput } from '@lap/contracts';
import { getPosition, updatePosition } from '../../services/wiedervorlage/wiedervorlage.service.js';
import { caseWorkerProcedure } from './staff.js';

/** GetPositionById/{versorgerId}: 'Versorger-Position editieren'. */
export const getPositionProcedure = caseWorkerProcedure((fx) => ({ id: fx.versorgerId }))
  .input(ZWiedervorlageIdInput)
  .output(ZVersorgerPosition)
  .query(({ ctx, input }) => getPosition(ctx, input.id));

/** PutUpdatePositionVersorger/{versorgerId}: dates under the spec 001 §5 rules, finished flag, remark. */
export const updatePositionProcedure = caseWorkerProcedure((fx) => ({ id: fx.versorgerId }))
  .input(ZUpdatePositionVersorgerInput)
  .output(ZVersorgerPosition)
  .mutation(({ ctx, input }) => updatePosition(ctx, input));
