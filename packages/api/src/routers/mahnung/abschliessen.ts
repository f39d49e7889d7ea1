import { ZMahnung, ZMahnungIdInput } from '@lap/contracts';
import { mahnungAbschliessen } from '../../services/mahnung/mahnung.service.js';
import { UNKNOWN_ID } from '../../access.js';
import { staffProcedure } from '../../procedures.js';

/** PutMahnungAbgeschlossen/{id}. */
export const abschliessenProcedure = staffProcedure(() => ({ mahnungId: UNKNOWN_ID }))
  .input(ZMahnungIdInput)
  .output(ZMahnung)
  .mutation(({ ctx, input }) => mahnungAbschliessen(ctx, input.mahnungId));
