import { z } from 'zod';
import { ZAbschlussResult, ZIdListe } from '@lap/contracts';
import { rechnungenAbschliessen } from '../../services/rechnung/abschluss.service.js';
import { UNKNOWN_ID } from '../../access.js';
import { staffProcedure } from '../../procedures.js';

/** PutAbgeschlosseneRechnungen: the payment arrived for these orders (status 7). The sample names no order (404). */
export const abschliessenProcedure = staffProcedure(() => ({ auftragIds: [UNKNOWN_ID] }))
  .input(z.object({ auftragIds: ZIdListe }))
  .output(ZAbschlussResult)
  .mutation(({ ctx, input }) => rechnungenAbschliessen(ctx, input.auftragIds));
