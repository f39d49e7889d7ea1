import { ZHistorieAuftraegeQuery, ZHistorieAuftraegeResult } from '@lap/contracts';
import { historieAuftraege } from '../../services/historie/historie.service.js';
import { staffProcedure } from '../../procedures.js';

/** api/Historien/GetAuftraege: the orders with their history's size and latest entry. */
export const auftraegeProcedure = staffProcedure()
  .input(ZHistorieAuftraegeQuery)
  .output(ZHistorieAuftraegeResult)
  .query(({ ctx, input }) => historieAuftraege(ctx, input));
