import { ZMahnung, ZMahnungUpdate } from '@lap/contracts';
import { updateMahnung } from '../../services/mahnung/mahnung.service.js';
import { UNKNOWN_ID } from '../../access.js';
import { staffProcedure } from '../../procedures.js';

/** PutUpdateMahnung/{id}. The sample names no notice (404). */
export const updateProcedure = staffProcedure(() => ({
  mahnungId: UNKNOWN_ID,
  rechnungsEmail: 'a@example.org',
  betreff: 'Betreff',
  mailtext: 'Text',
  mahnungFaellig: '2026-12-31',
}))
  .input(ZMahnungUpdate)
  .output(ZMahnung)
  .mutation(({ ctx, input }) => updateMahnung(ctx, input));
