import { ZInfraAppUebergabeResult, ZWiedervorlageIdInput } from '@lap/contracts';
import { uebergabeInfraApp } from '../../services/infra-app/uebergabe.service.js';
import { staffProcedure } from '../../procedures.js';

/** Hands a supplier row over: queued in the outbox, delivered by the worker (INFRA_APP_URL). */
export const handOverProcedure = staffProcedure((fx) => ({ id: fx.versorgerId }))
  .input(ZWiedervorlageIdInput)
  .output(ZInfraAppUebergabeResult)
  .mutation(({ ctx, input }) => uebergabeInfraApp(ctx, input.id));
