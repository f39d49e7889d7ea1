import { ZAuftragshistorieQuery, ZAuftragshistorieResult } from '@lap/contracts';
import { auftragshistorie } from '../../services/historie/historie.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetAuftragshistorie/{antragId}: one case's history, oldest first, with 'Anzahl'. */
export const auftragProcedure = staffProcedure((fx) => ({ antragId: fx.auftragAntragId }))
  .input(ZAuftragshistorieQuery)
  .output(ZAuftragshistorieResult)
  .query(({ ctx, input }) => auftragshistorie(ctx, input.antragId, input));
