import { ZVersandteRechnungenListQuery, ZVersandteRechnungenListResult } from '@lap/contracts';
import { listVersandteRechnungen } from '../../services/rechnung/liste.service.js';
import { staffProcedure } from '../../procedures.js';

/** /rechnungenbezahlt 'Versandte Rechnungen': sent invoices awaiting payment (list protocol; no documented path). */
export const versandteProcedure = staffProcedure()
  .input(ZVersandteRechnungenListQuery)
  .output(ZVersandteRechnungenListResult)
  .query(({ ctx, input }) => listVersandteRechnungen(ctx, input));
