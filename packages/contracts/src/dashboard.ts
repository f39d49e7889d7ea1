import { z } from 'zod';

// The case worker's desk (spec 001 §2 Dashboard, §3 Dashboard notification, §6 navigation badges, §7
// GetNewMessagesForSb, §9 poll interval and side-list size).

export const DASHBOARD_MSG = {
  // spec texts
  offline: 'nicht erreichbar oder es ist ein Fehler aufgetreten',
  changeView: 'Change View',
  // Our own texts (spec silent):
  online: 'Online',
  offlineLabel: 'Offline',
} as const;

/** The pages whose new items are counted; the first four are the navigation badges (spec 001 §6 pageName). */
export const SEITEN = ['Angebote', 'Vorkasse', 'Auftraege', 'Rechnung', 'Wiedervorlagen'] as const;
export type TSeite = (typeof SEITEN)[number];

/** The dashboard cards in the spec's order, with their titles and list pages. */
export const DASHBOARD_KARTEN: ReadonlyArray<{ seite: TSeite; titel: string; pfad: string; beschreibung: string }> = [
  { seite: 'Angebote', titel: 'Angebote', pfad: '/angebote', beschreibung: 'Neue Anträge ohne Angebot' },
  { seite: 'Vorkasse', titel: 'Vorkasse', pfad: '/vorkasselist', beschreibung: 'Vorkassen ohne Zahlungseingang' },
  { seite: 'Auftraege', titel: 'Aufträge', pfad: '/auftraege', beschreibung: 'Aufträge in Bearbeitung' },
  {
    seite: 'Rechnung',
    titel: 'Rechnungen',
    pfad: '/rechnungen',
    beschreibung: 'Abgeschlossene Aufträge ohne Rechnung',
  },
  { seite: 'Wiedervorlagen', titel: 'Wiedervorlagen', pfad: '/wiedervorlagen', beschreibung: 'Fällige Wiedervorlagen' },
];

/** spec 001 §9: the notification poll runs every 60 s. */
export const NOTIFICATION_POLL_MS = 60_000;
/** spec 001 §9: side lists show 10 per page. */
export const DASHBOARD_SEITENLISTE_GROESSE = 10;

/** spec 001 §3 Dashboard notification: one per page with new items. */
export const ZNotification = z.object({ pageName: z.enum(SEITEN), notiNumber: z.number().int() });
export type TNotification = z.infer<typeof ZNotification>;

export const ZDashboardKarte = z.object({
  seite: z.enum(SEITEN),
  titel: z.string(),
  pfad: z.string(),
  beschreibung: z.string(),
  /** Arrived since this case worker last opened the page. */
  neu: z.number().int(),
  /** All open items of the card. */
  offen: z.number().int(),
});
export type TDashboardKarte = z.infer<typeof ZDashboardKarte>;
export const ZDashboard = z.object({ karten: z.array(ZDashboardKarte) });

/** One item of a card's side list ('>>'): the case, a short text, a date, where it opens. */
export const ZDashboardEintrag = z.object({
  id: z.string(),
  vorgangsnummer: z.string(),
  text: z.string(),
  datum: z.string().nullable(),
  pfad: z.string(),
});
export type TDashboardEintrag = z.infer<typeof ZDashboardEintrag>;
export const ZDashboardListeInput = z.object({
  seite: z.enum(SEITEN),
  page: z.number().int().min(1).max(100_000).default(1),
});
export const ZDashboardListe = z.object({
  rows: z.array(ZDashboardEintrag),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const ZSeiteGesehenInput = z.object({ seite: z.enum(SEITEN) });

/** The infrastructure app's state as the server saw it (INFRA_APP_HEALTH_URL, short timeout). */
export const ZInfraAppStatus = z.object({ online: z.boolean(), konfiguriert: z.boolean() });
export type TInfraAppStatus = z.infer<typeof ZInfraAppStatus>;
