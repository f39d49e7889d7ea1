import { z } from 'zod';
import {
  ZMwstInput,
  ZRechnung,
  ZRechnungAuftragInput,
  ZRechnungIdInput,
  ZRechnungenListQuery,
  ZRechnungenListResult,
  ZRechnungsPosition,
  ZRechnungsPositionIdInput,
  ZRechnungsPositionInput,
  ZRechnungsPositionUpdate,
  ZAbschlussResult,
  ZIdListe,
  ZStornoInput,
  ZStornoResult,
  ZVersandteRechnungenListQuery,
  ZVersandteRechnungenListResult,
} from '@lap/contracts';
import { roles } from '../../access.js';
import { roleProcedure, router } from '../../trpc.js';
import {
  addPosition,
  aktuelleRechnung,
  deletePosition,
  getRechnung,
  neueRechnung,
  positionen,
  rechnungenDesAuftrags,
  setMwst,
  updatePosition,
} from '../../services/rechnung/entwurf.service.js';
import { rechnungenAbschliessen } from '../../services/rechnung/abschluss.service.js';
import { listRechnungen, listVersandteRechnungen } from '../../services/rechnung/liste.service.js';
import { sendeRechnung } from '../../services/rechnung/senden.service.js';
import { storniereRechnung } from '../../services/rechnung/storno.service.js';

// Invoices (spec 001 §7 'Invoices'): case workers only. Changing calls get samples that the rules refuse (a sent
// invoice is immutable: 409; an unknown id: 404), so the generated suites change no fixture.
const staff = (sample?: Parameters<typeof roles>[1]) =>
  roleProcedure('SbBereich').meta({ access: roles(['SbBereich'], sample) });
const UNBEKANNT = '00000000-0000-4000-8000-000000000000';

export const rechnungRouter = router({
  /** GetRechnungen: /rechnungen (list protocol; `abgeschlossene` shows the paid ones too). */
  list: staff()
    .input(ZRechnungenListQuery)
    .output(ZRechnungenListResult)
    .query(({ ctx, input }) => listRechnungen(ctx, input)),
  /** /rechnungenbezahlt 'Versandte Rechnungen': sent invoices awaiting payment (list protocol; no documented path). */
  versandte: staff()
    .input(ZVersandteRechnungenListQuery)
    .output(ZVersandteRechnungenListResult)
    .query(({ ctx, input }) => listVersandteRechnungen(ctx, input)),
  /** GetNewRechnungByAuftragId/{auftragId}: a draft from the accepted offer (an open draft is answered again). */
  neu: staff((fx) => ({ auftragId: fx.auftragId }))
    .input(ZRechnungAuftragInput)
    .output(ZRechnung)
    .mutation(({ ctx, input }) => neueRechnung(ctx, input.auftragId, 'rechnung')),
  /** GetGebuehrenRechnungByAuftragId/{auftragId}: a fee invoice draft. */
  gebuehr: staff((fx) => ({ auftragId: fx.auftragId }))
    .input(ZRechnungAuftragInput)
    .output(ZRechnung)
    .mutation(({ ctx, input }) => neueRechnung(ctx, input.auftragId, 'gebuehr')),
  /** GetRechnungByAuftragId/{auftragId}: the order's current invoice. */
  byAuftrag: staff((fx) => ({ auftragId: fx.auftragId }))
    .input(ZRechnungAuftragInput)
    .output(ZRechnung)
    .query(({ ctx, input }) => aktuelleRechnung(ctx, input.auftragId)),
  /** GetAlleRechnungenByAuftragId/{auftragId}: every invoice of the order, by dispatch ascending. */
  alleByAuftrag: staff((fx) => ({ auftragId: fx.auftragId }))
    .input(ZRechnungAuftragInput)
    .output(z.array(ZRechnung))
    .query(({ ctx, input }) => rechnungenDesAuftrags(ctx, input.auftragId)),
  /** GetRechnungById/{rechnungId}. */
  get: staff((fx) => ({ rechnungId: fx.rechnungId }))
    .input(ZRechnungIdInput)
    .output(ZRechnung)
    .query(({ ctx, input }) => getRechnung(ctx, input.rechnungId)),
  /** GetRechnungsPositionen/{rechnungId}. */
  positionen: staff((fx) => ({ rechnungId: fx.rechnungId }))
    .input(ZRechnungIdInput)
    .output(z.array(ZRechnungsPosition))
    .query(({ ctx, input }) => positionen(ctx, input.rechnungId)),
  /** PostRechnungsPosition: the sample names a sent invoice (409). */
  addPosition: staff((fx) => ({ rechnungId: fx.rechnungId }))
    .input(ZRechnungsPositionInput)
    .output(ZRechnungsPosition)
    .mutation(({ ctx, input }) => addPosition(ctx, input)),
  /** PutRechnungsPosition/{id}: the sample names a line of a sent invoice (409). */
  updatePosition: staff((fx) => ({ id: fx.rechnungsPositionId, einzelpreis: '1,00' }))
    .input(ZRechnungsPositionUpdate)
    .output(ZRechnungsPosition)
    .mutation(({ ctx, input }) => updatePosition(ctx, input)),
  /** DeleteRechnungsPosition/{id}. */
  deletePosition: staff((fx) => ({ id: fx.rechnungsPositionId }))
    .input(ZRechnungsPositionIdInput)
    .output(z.object({ id: z.number().int() }))
    .mutation(({ ctx, input }) => deletePosition(ctx, input.id)),
  /** PUT api/Rechnung/PutMwstRechnung/{id} (the path; the spec shows none). */
  mwst: staff((fx) => ({ rechnungId: fx.rechnungId, mwst: 16 }))
    .input(ZMwstInput)
    .output(ZRechnung)
    .mutation(({ ctx, input }) => setMwst(ctx, input.rechnungId, input.mwst)),
  /** SendeRechnung/{id}. */
  send: staff((fx) => ({ rechnungId: fx.rechnungId }))
    .input(ZRechnungIdInput)
    .output(ZRechnung)
    .mutation(({ ctx, input }) => sendeRechnung(ctx, input.rechnungId)),
  /** PutStorniereRechnung/{id}/{flag}: the sample names no invoice (404). */
  storno: staff(() => ({ rechnungId: UNBEKANNT, neu: false }))
    .input(ZStornoInput)
    .output(ZStornoResult)
    .mutation(({ ctx, input }) => storniereRechnung(ctx, input.rechnungId, input.neu)),
  /** PutAbgeschlosseneRechnungen: the payment arrived for these orders (status 7). The sample names no order (404). */
  abschliessen: staff(() => ({ auftragIds: [UNBEKANNT] }))
    .input(z.object({ auftragIds: ZIdListe }))
    .output(ZAbschlussResult)
    .mutation(({ ctx, input }) => rechnungenAbschliessen(ctx, input.auftragIds)),
});
