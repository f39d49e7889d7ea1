import {
  ZAbschlussResult,
  ZAuftraegeFeatures,
  ZAuftraegeListQuery,
  ZAuftraegeListResult,
  ZIdListe,
  ZVorkassenListQuery,
  ZVorkassenListResult,
} from '@lap/contracts';
import { z } from 'zod';
import { auftraegeFeatures, listAuftraege } from '../../services/auftrag/list.service.js';
import { completeVorkassen, listVorkassen } from '../../services/rechnung/vorkasse.service.js';
import { staffProcedure } from './staff.js';

/** GetAuftraege: the /auftraege list. */
export const listProcedure = staffProcedure(() => ({ abgeschlossene: true }))
  .input(ZAuftraegeListQuery)
  .output(ZAuftraegeListResult)
  .query(({ ctx, input }) => listAuftraege(ctx, input));

/** GetAuftraegeFeatures: markers of the open orders. */
export const featuresProcedure = staffProcedure()
  .output(ZAuftraegeFeatures)
  .query(({ ctx }) => auftraegeFeatures(ctx));

/** /vorkasselist: prepayment orders whose payment is open (list protocol; no documented path). */
export const vorkassenProcedure = staffProcedure()
  .input(ZVorkassenListQuery)
  .output(ZVorkassenListResult)
  .query(({ ctx, input }) => listVorkassen(ctx, input));

/** PUT api/Auftraege/CompleteVorkassen: the prepayments of these orders arrived. The sample names no order (404). */
export const completeVorkassenProcedure = staffProcedure(() => ({ ids: ['00000000-0000-4000-8000-000000000000'] }))
  .input(z.object({ ids: ZIdListe }))
  .output(ZAbschlussResult)
  .mutation(({ ctx, input }) => completeVorkassen(ctx, input.ids));
