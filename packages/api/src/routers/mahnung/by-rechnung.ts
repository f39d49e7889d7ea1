import { z } from 'zod';
import { ZMahnung, ZMahnungRechnungInput } from '@lap/contracts';
import { mahnungenDerRechnung } from '../../services/mahnung/mahnung.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetMahnungenByRechnungId/{rechnungId}. */
export const byRechnungProcedure = staffProcedure((fx) => ({ rechnungId: fx.rechnungId }))
  .input(ZMahnungRechnungInput)
  .output(z.array(ZMahnung))
  .query(({ ctx, input }) => mahnungenDerRechnung(ctx, input.rechnungId));
