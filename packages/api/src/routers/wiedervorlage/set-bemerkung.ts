import { z } from 'zod';
import { ZBemerkungWiedervorlageInput } from '@lap/contracts';
import { setWiedervorlageBemerkung } from '../../services/wiedervorlage/wiedervorlage.service.js';
import { staffProcedure } from '../../procedures.js';

/** BemerkungWiedervorlagen/{versorgerId}: the inline remark of a follow-up. */
export const setBemerkungProcedure = staffProcedure((fx) => ({
  id: fx.versorgerId,
  bemerkung: 'Rückruf vereinbart',
}))
  .input(ZBemerkungWiedervorlageInput)
  .output(z.object({ id: z.string(), bemerkung: z.string().nullable() }))
  .mutation(({ ctx, input }) => setWiedervorlageBemerkung(ctx, input.id, input.bemerkung));
