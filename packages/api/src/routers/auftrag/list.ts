import { ZAuftraegeFeatures, ZAuftraegeListQuery, ZAuftraegeListResult } from '@lap/contracts';
import { auftraegeFeatures, listAuftraege } from '../../services/auftrag/list.service.js';
import { staffProcedure } from './staff.js';

/** GetAuftraege: the /auftraege list. */
export const listProcedure = staffProcedure(() => ({ abgeschlossene: true }))
  .input(ZAuftraegeListQuery)
  .output(ZAuftraegeListResult)
  .query(({ ctx, input }) => listAuftraege(ctx, input));

/** GetAuftraegeFeatures: markers of the open orders. */
export const featuresProcedure = staffProcedure().output(ZAuftraegeFeatures).query(({ ctx }) => auftraegeFeatures(ctx));
