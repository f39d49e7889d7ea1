import { ZHistorieNutzerQuery, ZHistorieNutzerResult } from '@lap/contracts';
import { nutzerHistorie } from '../../services/historie/historie.service.js';
import { officeProcedure } from '../../procedures.js';

/** GetHistorie/{userId} and GetAdminHistorie/{userId}: one user's actions, newest first. */
export const nutzerProcedure = officeProcedure((fx) => ({ userId: fx.applicantUserId }))
  .input(ZHistorieNutzerQuery)
  .output(ZHistorieNutzerResult)
  .query(({ ctx, input }) => nutzerHistorie(ctx, input.userId, input));
