import { ZRechnungenListQuery, ZRechnungenListResult } from '@lap/contracts';
import { listRechnungen } from '../../services/rechnung/liste.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetRechnungen: /rechnungen (list protocol; `abgeschlossene` shows the paid ones too). */
export const listProcedure = staffProcedure()
  .input(ZRechnungenListQuery)
  .output(ZRechnungenListResult)
  .query(({ ctx, input }) => listRechnungen(ctx, input));
