import { NOTIFICATION_POLL_MS, type TNotification } from '@lap/contracts';
import { trpc } from '../../../trpc';

/** A test setting (journeys shorten the poll this way, never by waiting 60 s); ignored below 1 s. */
const POLL_OVERRIDE_KEY = 'lap.notificationPollMs';

export function notificationPollMs(): number {
  try {
    const override = Number(localStorage.getItem(POLL_OVERRIDE_KEY));
    return Number.isFinite(override) && override >= 1000 ? override : NOTIFICATION_POLL_MS;
  } catch {
    return NOTIFICATION_POLL_MS;
  }
}

/**
 * The navigation badges (spec 001 §6, §9): GetNewMessagesForSb every 60 s and when the window gets the focus again; a
 * failed fetch shows no badges, never an error.
 */
export function useNotifications(enabled: boolean): Partial<Record<TNotification['pageName'], number>> {
  const query = trpc.dashboard.neueNachrichten.useQuery(undefined, {
    enabled,
    refetchInterval: notificationPollMs(),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
  });
  if (!enabled || query.isError || !query.data) return {};
  return Object.fromEntries(query.data.map((n) => [n.pageName, n.notiNumber]));
}
