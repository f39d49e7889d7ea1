import { ZDashboardListe, ZDashboardListeInput } from '@lap/contracts';
import { dashboardListe } from '../../services/dashboard/dashboard.service.js';
import { staffProcedure } from '../../procedures.js';

/** '>>' on a card: its open items, 10 per page. */
export const listeProcedure = staffProcedure(() => ({ seite: 'Angebote', page: 1 }))
  .input(ZDashboardListeInput)
  .output(ZDashboardListe)
  .query(({ ctx, input }) => dashboardListe(ctx, input.seite, input.page));
