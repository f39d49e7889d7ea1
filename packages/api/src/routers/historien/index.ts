import { z } from 'zod';
import {
  ANGEBOT_HISTORIE_LIST,
  listQuerySchema,
  ZAuftragshistorieQuery,
  ZAuftragshistorieResult,
  ZHistorieAuftraegeQuery,
  ZHistorieAuftraegeResult,
  ZHistorieNutzerQuery,
  ZHistorieNutzerResult,
  ZHistorienListQuery,
  ZHistorienListResult,
} from '@lap/contracts';
import { roleProcedure, router } from '../../trpc.js';
import { angebotHistorie, ZAngebotHistorieResult } from '../../services/angebot/list.service.js';
import {
  auftragshistorie,
  historieAuftraege,
  listHistorien,
  nutzerHistorie,
} from '../../services/historie/historie.service.js';
import { roles } from '../../access.js';

// Histories (spec 001 §2 'Histories'): staff members' histories for both staff roles (administrators view histories,
// 001 §1); a case's history and the order list are case data, for case workers only.
const staff = (sample?: Parameters<typeof roles>[1]) =>
  roleProcedure('SbBereich', 'Administration').meta({ access: roles(['SbBereich', 'Administration'], sample) });
const caseWorker = (sample?: Parameters<typeof roles>[1]) =>
  roleProcedure('SbBereich').meta({ access: roles(['SbBereich'], sample) });

export const historienRouter = router({
  /** GetAngebotHistorie/{userId} (staff). */
  angebotHistorie: staff()
    .input(listQuerySchema(ANGEBOT_HISTORIE_LIST).extend({ userId: z.string().max(64) }))
    .output(ZAngebotHistorieResult)
    .query(({ ctx, input }) => angebotHistorie(ctx, input.userId, input)),
  /** GetHistorienList: /historien, the staff members with 'Historie ansehen'. */
  list: staff()
    .input(ZHistorienListQuery)
    .output(ZHistorienListResult)
    .query(({ ctx, input }) => listHistorien(ctx, input)),
  /** GetHistorie/{userId} and GetAdminHistorie/{userId}: one user's actions, newest first. */
  nutzer: staff((fx) => ({ userId: fx.applicantUserId }))
    .input(ZHistorieNutzerQuery)
    .output(ZHistorieNutzerResult)
    .query(({ ctx, input }) => nutzerHistorie(ctx, input.userId, input)),
  /** GetAuftragshistorie/{antragId}: one case's history, oldest first, with 'Anzahl'. */
  auftrag: caseWorker((fx) => ({ antragId: fx.auftragAntragId }))
    .input(ZAuftragshistorieQuery)
    .output(ZAuftragshistorieResult)
    .query(({ ctx, input }) => auftragshistorie(ctx, input.antragId, input)),
  /** api/Historien/GetAuftraege: the orders with their history's size and latest entry. */
  auftraege: caseWorker()
    .input(ZHistorieAuftraegeQuery)
    .output(ZHistorieAuftraegeResult)
    .query(({ ctx, input }) => historieAuftraege(ctx, input)),
});
