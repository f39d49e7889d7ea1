import { Notifications } from '@mantine/notifications';

/**
 * spec 001 §8: toasts top-centre. Loaded lazily by App (issue 18): toasts come from pages and their actions, which
 * load after it, and a toast shown earlier would wait in Mantine's store until this mounts.
 */
export function Toasts() {
  return <Notifications position="top-center" limit={5} zIndex={1000} />;
}
