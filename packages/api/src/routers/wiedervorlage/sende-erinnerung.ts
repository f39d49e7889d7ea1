import { ZErinnerungResult, ZWiedervorlageIdInput } from '@lap/contracts';
import { sendeErinnerung } from '../../services/wiedervorlage/wiedervorlage.service.js';
import { caseWorkerProcedure } from './staff.js';

/** PutSendeErinnerung/{versorgerId}: follow-up in one week, 08:00. */
export const sendeErinnerungProcedure = caseWorkerProcedure((fx) => ({ id: fx.versorgerId }))
  .input(ZWiedervorlageIdInput)
  .output(ZErinnerungResult)
  .mutation(({ ctx, input }) => sendeErinnerung(ctx, input.id));
