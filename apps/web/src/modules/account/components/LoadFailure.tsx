import { MSG } from '@lap/contracts';
import { IconAlertTriangle, IconLock, IconUserQuestion } from '@tabler/icons-react';
import { errorMessage, httpStatusOf } from '../../../trpc';
import { StatusPage } from '../../shell/components/StatusPage';

/**
 * A failed load of a user record, in German: 403 as 'Keine Berechtigung' with the server's message,
 * 404 as not found, anything else as the general error. (401 already led to /login.)
 */
export function LoadFailure({ error }: { error: unknown }) {
  const status = httpStatusOf(error);
  const message = errorMessage(error);
  if (status === 403) {
    return (
      <StatusPage title="Keine Berechtigung" icon={<IconLock size={30} stroke={1.6} />} iconColor="orange">
        {message}
      </StatusPage>
    );
  }
  if (status === 404 || status === 400) {
    return (
      <StatusPage title="Nutzer nicht gefunden" icon={<IconUserQuestion size={30} stroke={1.6} />} iconColor="gray">
        {message}
      </StatusPage>
    );
  }
  return (
    <StatusPage title={MSG.fehlerAufgetreten} icon={<IconAlertTriangle size={30} stroke={1.6} />} iconColor="red">
      {message}
    </StatusPage>
  );
}
