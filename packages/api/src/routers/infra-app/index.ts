import { ZInfraAppUebergabeResult, ZWiedervorlageIdInput } from '@lap/contracts';
import { roleProcedure, router } from '../../trpc.js';
import { roles } from '../../access.js';
import { uebergabeInfraApp } from '../../services/infra-app/uebergabe.service.js';

/** The external infrastructure app (spec 001 §7 PutUebergabeVersorgerToInfraApp). */
export const infraAppRouter = router({
  /** Hands a supplier row over: queued in the outbox, delivered by the worker (INFRA_APP_URL). */
  handOver: roleProcedure('SbBereich')
    .meta({ access: roles(['SbBereich'], (fx) => ({ id: fx.versorgerId })) })
    .input(ZWiedervorlageIdInput)
    .output(ZInfraAppUebergabeResult)
    .mutation(({ ctx, input }) => uebergabeInfraApp(ctx, input.id)),
});
