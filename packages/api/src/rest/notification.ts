import type { RestRoute } from './route.js';

/** spec 001 §7: the navigation badges' poll (pageName, notiNumber per page with new items). */
export const NOTIFICATION_ROUTES: RestRoute[] = [
  { method: 'GET', path: 'api/Notification/GetNewMessagesForSb', call: (c) => c.dashboard.neueNachrichten() },
];
