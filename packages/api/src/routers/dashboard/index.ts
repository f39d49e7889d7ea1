import { z } from 'zod';
import {
  ZDashboard,
  ZDashboardListe,
  ZDashboardListeInput,
  ZInfraAppStatus,
  ZNotification,
  ZSeiteGesehenInput,
} from '@lap/contracts';
import { roles } from '../../access.js';
import { roleProcedure, router } from '../../trpc.js';
import {
  dashboard,
  dashboardListe,
  infraAppStatus,
  neueNachrichten,
  seiteGesehen,
} from '../../services/dashboard/dashboard.service.js';

// The case worker's desk (spec 001 §2 Dashboard, §6 badges, §7 GetNewMessagesForSb): case workers only.
const staff = (sample?: Parameters<typeof roles>[1]) =>
  roleProcedure('SbBereich').meta({ access: roles(['SbBereich'], sample) });

export const dashboardRouter = router({
  /** /dashboard: the five cards with new and open counts. */
  karten: staff()
    .output(ZDashboard)
    .query(({ ctx }) => dashboard(ctx)),
  /** '>>' on a card: its open items, 10 per page. */
  liste: staff(() => ({ seite: 'Angebote', page: 1 }))
    .input(ZDashboardListeInput)
    .output(ZDashboardListe)
    .query(({ ctx, input }) => dashboardListe(ctx, input.seite, input.page)),
  /** GET api/Notification/GetNewMessagesForSb: the navigation badges (pageName, notiNumber). */
  neueNachrichten: staff()
    .output(z.array(ZNotification))
    .query(({ ctx }) => neueNachrichten(ctx)),
  /** The worker opened a list page: its items are no longer new to them. */
  gesehen: staff(() => ({ seite: 'Angebote' }))
    .input(ZSeiteGesehenInput)
    .output(z.object({ seite: z.string(), gesehenAm: z.string() }))
    .mutation(({ ctx, input }) => seiteGesehen(ctx, input.seite)),
  /** The 'Infrastruktur-App' indicator. */
  infraApp: staff()
    .output(ZInfraAppStatus)
    .query(({ ctx }) => infraAppStatus(ctx)),
});
