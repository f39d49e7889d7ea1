import { notifications } from '@mantine/notifications';

/** spec 000 §8 / 001 §8: error toasts stay 5 s unless the spec names another time. */
export const ERROR_TOAST_MS = 5000;
/** spec 001 §8: success toasts 1–2.5 s; 'Vorgang Erfolgreich.' uses 2.5 s. */
export const SUCCESS_TOAST_MS = 2500;

/** The toast's close button needs a German name (axe: button-name). */
const CLOSE_BUTTON = { 'aria-label': 'Meldung schließen' };

/** Shows a red toast (top-centre, as placed by the app's <Notifications/>). */
export function notifyError(text: string, ms: number = ERROR_TOAST_MS): string {
  return notifications.show({
    color: 'red',
    message: text,
    autoClose: ms,
    withBorder: true,
    closeButtonProps: CLOSE_BUTTON,
  });
}

/** Shows a green toast; give the spec's duration where it names one. */
export function notifySuccess(text: string, ms: number = SUCCESS_TOAST_MS): string {
  return notifications.show({
    color: 'green',
    message: text,
    autoClose: ms,
    withBorder: true,
    closeButtonProps: CLOSE_BUTTON,
  });
}
