import { ZAuftraegeFeatures } from '@lap/contracts';
import { auftraegeFeatures } from '../../services/auftrag/list.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetAuftraegeFeatures: markers of the open orders. */
export const featuresProcedure = staffProcedure()
  .output(ZAuftraegeFeatures)
  .query(({ ctx }) => auftraegeFeatures(ctx));
