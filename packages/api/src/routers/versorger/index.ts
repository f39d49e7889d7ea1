import { z } from 'zod';
import {
  ZAddNetzbetreiberInput,
  ZAuftragGemeinde,
  ZAuftragIdInput,
  ZAuskunftBemerkungInput,
  ZNetzbetreiberSucheInput,
  ZNetzbetreiberTreffer,
  ZNetzbetreiberZumAuftragResult,
  ZSetGemeindeDisabledInput,
  ZVersorger,
  ZVersorgerHistorie,
  ZVersorgerId,
  ZVersorgerListQuery,
  ZVersorgerListResult,
  ZVersorgerUpdateInput,
} from '@lap/contracts';
import { roles } from '../../access.js';
import { roleProcedure, router } from '../../trpc.js';
import {
  deleteVersorger,
  getVersorger,
  setAuskunftBemerkung,
  updateVersorger,
  versorgerHistorieList,
} from '../../services/versorger/bearbeitung.service.js';
import { setGemeindeDisabled } from '../../services/versorger/gemeinden.service.js';
import { listVersorger } from '../../services/versorger/list.service.js';
import {
  addNetzbetreiber,
  netzbetreiberZumAuftrag,
  sucheNetzbetreiber,
} from '../../services/versorger/zuordnung.service.js';

// Case workers only. Samples name the fixture order (the demo customer's status-5 order) and one of its rows;
// changing calls get harmless samples: the matrix calls them as staff before other procedures read the fixture.
const staff = (sample?: Parameters<typeof roles>[1]) =>
  roleProcedure('SbBereich').meta({ access: roles(['SbBereich'], sample) });

/** Supplier rows of an order (spec 001 /bearbeitungslist) and 'Netzbetreiber zum Auftrag'. */
export const versorgerRouter = router({
  /** The supplier table 'Auskünfte der Infrastrukturbetreiber' (tRPC only: the spec gives no path). */
  list: staff((fx) => ({ auftragId: fx.auftragId }))
    .input(ZVersorgerListQuery)
    .output(ZVersorgerListResult)
    .query(({ ctx, input }) => listVersorger(ctx, input)),
  /** GetVersorgerById/{id}. */
  get: staff((fx) => ({ id: fx.versorgerId }))
    .input(ZVersorgerId)
    .output(ZVersorger)
    .query(({ ctx, input }) => getVersorger(ctx, input.id)),
  /** GetHistorieVersorgerById/{id}. */
  historie: staff((fx) => ({ id: fx.versorgerId }))
    .input(ZVersorgerId)
    .output(z.array(ZVersorgerHistorie))
    .query(({ ctx, input }) => versorgerHistorieList(ctx, input.id)),
  /** PutUpdateVersorgerById/{id}: the sample changes nothing (no field given). */
  update: staff((fx) => ({ id: fx.versorgerId }))
    .input(ZVersorgerUpdateInput)
    .output(ZVersorger)
    .mutation(({ ctx, input }) => updateVersorger(ctx, input)),
  /** VersorgerAuskunftBemerkung/{id}. */
  auskunftBemerkung: staff((fx) => ({ id: fx.versorgerId, auskunftBemerkung: 'Prüfung der Zugriffsrechte' }))
    .input(ZAuskunftBemerkungInput)
    .output(z.object({ id: z.string(), auskunftBemerkung: z.string().nullable() }))
    .mutation(({ ctx, input }) => setAuskunftBemerkung(ctx, input.id, input.auskunftBemerkung)),
  /** DeleteVersorgerById/{id}: no sample (a 400), so the matrix never deletes the fixture row. */
  delete: staff()
    .input(ZVersorgerId)
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => deleteVersorger(ctx, input.id)),
  /** GetAktualisiereNetzbetreiberById/{auftragId} ('Netzbetreiber zum Auftrag'); idempotent, so the sample is harmless. */
  netzbetreiberZumAuftrag: staff((fx) => ({ auftragId: fx.auftragId }))
    .input(ZAuftragIdInput)
    .output(ZNetzbetreiberZumAuftragResult)
    .mutation(({ ctx, input }) => netzbetreiberZumAuftrag(ctx, input.auftragId)),
  /** NetzbetreiberByName?netzbetreiber=… */
  sucheNetzbetreiber: staff(() => ({ netzbetreiber: 'Netz' }))
    .input(ZNetzbetreiberSucheInput)
    .output(z.array(ZNetzbetreiberTreffer))
    .query(({ ctx, input }) => sucheNetzbetreiber(ctx, input.netzbetreiber)),
  /** AddNetzbetreiberById/{auftragId}: no operator in the sample (a 400), so the fixture order keeps its rows. */
  addNetzbetreiber: staff((fx) => ({ auftragId: fx.auftragId }))
    .input(ZAddNetzbetreiberInput)
    .output(ZVersorger)
    .mutation(({ ctx, input }) => addNetzbetreiber(ctx, input.auftragId, input.netzbetreiberId)),
  /** Disable or restore a municipality of an order (tRPC only; the order view lists them); no sample (a 400). */
  setGemeindeDisabled: staff()
    .input(ZSetGemeindeDisabledInput)
    .output(z.array(ZAuftragGemeinde))
    .mutation(({ ctx, input }) => setGemeindeDisabled(ctx, input)),
});
