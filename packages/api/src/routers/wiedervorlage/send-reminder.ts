import { ZErinnerungResult, ZWiedervorlageIdInput } from '@lap/contracts';
import { sendeErinnerung } from '../../services/wiedervorlage/wiedervorlage.service.js';
import { staffProcedure } from '../../procedures.js';

/** PutSendeErinnerung/{versorgerId}: follow-up in one week, 08:00. */
export const sendReminderProcedure = staffProcedure((fx) => ({ id: fx.versorgerId }))
  .input(ZWiedervorlageIdInput)
  .output(ZErinnerungResult)
  .mutation(({ ctx, input }) => sendeErinnerung(ctx, input.id));
