import { z } from 'zod';
import { ZBemerkungWiedervorlageInput } from '@lap/contracts';
import { setWiedervorlageBemerkung } from '../../services/wiedervorlage/wiedervorlage.service.js';
import { caseWorkerProcedure } from './staff.js';

/** BemerkungWiedervorlagen/{versorgerId}: the inline remark of a follow-up. */
export const bemerkungWiedervorlageProcedure = caseWorkerProcedure((fx) => ({
  id: fx.versorgerId,
  bemerkung: 'Rückruf vereinbart',
}))
  .input(ZBemerkungWiedervorlageInput)
  .output(z.object({ id: z.string(), bemerkung: z.string().nullable() }))
  .mutation(({ ctx, input }) => setWiedervorlageBemerkung(ctx, input.id, input.bemerkung));
