import { ZMahnung, ZMahnungIdInput } from '@lap/contracts';
import { sendeMahnung } from '../../services/mahnung/senden.service.js';
import { UNKNOWN_ID } from '../../access.js';
import { staffProcedure } from '../../procedures.js';

/** PUT api/Mahnung/SendeMahnung/{id} (the path; the spec shows none). */
export const sendProcedure = staffProcedure(() => ({ mahnungId: UNKNOWN_ID }))
  .input(ZMahnungIdInput)
  .output(ZMahnung)
  .mutation(({ ctx, input }) => sendeMahnung(ctx, input.mahnungId));
