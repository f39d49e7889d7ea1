import { z } from 'zod';
import {
  ZMahnung,
  ZMahnungAntrag,
  ZMahnungAuftragInput,
  ZMahnungIdInput,
  ZMahnungNeuInput,
  ZMahnungRechnung,
  ZMahnungRechnungInput,
  ZMahnungUpdate,
  ZMahnungVorlage,
  ZMahnungenListQuery,
  ZMahnungenListResult,
} from '@lap/contracts';
import { roles } from '../../access.js';
import { roleProcedure, router } from '../../trpc.js';
import {
  antragZumAuftrag,
  getMahnung,
  listMahnungen,
  mahnungAbschliessen,
  mahnungenDerRechnung,
  mahnungenDesAuftrags,
  mahnungVorlagen,
  mahnverfahrenBeenden,
  neueMahnung,
  saveMahnungVorlage,
  updateMahnung,
} from '../../services/mahnung/mahnung.service.js';
import { sendeMahnung } from '../../services/mahnung/senden.service.js';

// Dunning (spec 001 §7 'Dunning'): case workers only. Changing calls get samples the rules refuse (an unknown id: 404;
// a sent notice: 409), so the generated suites change no fixture.
const staff = (sample?: Parameters<typeof roles>[1]) =>
  roleProcedure('SbBereich').meta({ access: roles(['SbBereich'], sample) });
const UNBEKANNT = '00000000-0000-4000-8000-000000000000';

export const mahnungRouter = router({
  /** GetMahnungen: /mahnungen (list protocol). */
  list: staff()
    .input(ZMahnungenListQuery)
    .output(ZMahnungenListResult)
    .query(({ ctx, input }) => listMahnungen(ctx, input)),
  /**
   * CreateNewMahnung/{rechnungId}: the next level's notice (a GET that changes data); before the invoice is overdue only
   * with `vorzeitigGrund` (tRPC; the documented GET has none and is refused then). The sample names no invoice (404).
   */
  neu: staff(() => ({ rechnungId: UNBEKANNT }))
    .input(ZMahnungNeuInput)
    .output(ZMahnung)
    .mutation(({ ctx, input }) => neueMahnung(ctx, input.rechnungId, new Date(), input.vorzeitigGrund)),
  /** GetMahnungById/{id}. */
  get: staff(() => ({ mahnungId: UNBEKANNT }))
    .input(ZMahnungIdInput)
    .output(ZMahnung)
    .query(({ ctx, input }) => getMahnung(ctx, input.mahnungId)),
  /** GetMahnungenByRechnungId/{rechnungId}. */
  byRechnung: staff((fx) => ({ rechnungId: fx.rechnungId }))
    .input(ZMahnungRechnungInput)
    .output(z.array(ZMahnung))
    .query(({ ctx, input }) => mahnungenDerRechnung(ctx, input.rechnungId)),
  /** GetMahnungenRechnungByAuftragId/{auftragId}: the order's sent invoices with their notices. */
  byAuftrag: staff((fx) => ({ auftragId: fx.auftragId }))
    .input(ZMahnungAuftragInput)
    .output(z.array(ZMahnungRechnung))
    .query(({ ctx, input }) => mahnungenDesAuftrags(ctx, input.auftragId)),
  /** GetAntragByAuftragId/{auftragId}. */
  antrag: staff((fx) => ({ auftragId: fx.auftragId }))
    .input(ZMahnungAuftragInput)
    .output(ZMahnungAntrag)
    .query(({ ctx, input }) => antragZumAuftrag(ctx, input.auftragId)),
  /** PutUpdateMahnung/{id}. The sample names no notice (404). */
  update: staff(() => ({
    mahnungId: UNBEKANNT,
    rechnungsEmail: 'a@example.org',
    betreff: 'Betreff',
    mailtext: 'Text',
    mahnungFaellig: '2026-12-31',
  }))
    .input(ZMahnungUpdate)
    .output(ZMahnung)
    .mutation(({ ctx, input }) => updateMahnung(ctx, input)),
  /** PutMahnungAbgeschlossen/{id}. */
  abschliessen: staff(() => ({ mahnungId: UNBEKANNT }))
    .input(ZMahnungIdInput)
    .output(ZMahnung)
    .mutation(({ ctx, input }) => mahnungAbschliessen(ctx, input.mahnungId)),
  /** PUT api/Mahnung/SendeMahnung/{id} (the path; the spec shows none). */
  send: staff(() => ({ mahnungId: UNBEKANNT }))
    .input(ZMahnungIdInput)
    .output(ZMahnung)
    .mutation(({ ctx, input }) => sendeMahnung(ctx, input.mahnungId)),
  /** PUT api/Mahnung/MahnverfahrenBeenden/{auftragId} (the path). The sample names no order (404). */
  beenden: staff(() => ({ auftragId: UNBEKANNT }))
    .input(ZMahnungAuftragInput)
    .output(ZMahnungAntrag)
    .mutation(({ ctx, input }) => mahnverfahrenBeenden(ctx, input.auftragId)),
  /** The editable text of each level (ours; no documented path). */
  vorlagen: staff()
    .output(z.array(ZMahnungVorlage))
    .query(({ ctx }) => mahnungVorlagen(ctx)),
  saveVorlage: staff(() => ({ stufe: 9, betreff: 'x', mailtext: 'x' }))
    .input(ZMahnungVorlage)
    .output(ZMahnungVorlage)
    .mutation(({ ctx, input }) => saveMahnungVorlage(ctx, input)),
});
