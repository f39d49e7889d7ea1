import { ZAuftraegeListQuery, ZAuftraegeListResult } from '@lap/contracts';
import { listAuftraege } from '../../services/auftrag/list.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetAuftraege: the /auftraege list. */
export const listProcedure = staffProcedure(() => ({ abgeschlossene: true }))
  .input(ZAuftraegeListQuery)
  .output(ZAuftraegeListResult)
  .query(({ ctx, input }) => listAuftraege(ctx, input));
