import { ZMahnung, ZMahnungIdInput } from '@lap/contracts';
import { getMahnung } from '../../services/mahnung/mahnung.service.js';
import { UNKNOWN_ID } from '../../access.js';
import { staffProcedure } from '../../procedures.js';

/** GetMahnungById/{id}. */
export const getProcedure = staffProcedure(() => ({ mahnungId: UNKNOWN_ID }))
  .input(ZMahnungIdInput)
  .output(ZMahnung)
  .query(({ ctx, input }) => getMahnung(ctx, input.mahnungId));
