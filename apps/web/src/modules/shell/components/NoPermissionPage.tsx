import { IconLock } from '@tabler/icons-react';
import { StatusPage } from './StatusPage';

/** A signed-in user opened a page their role does not allow (our text; the spec leaves it open). */
export function NoPermissionPage() {
  return (
    <StatusPage title="Keine Berechtigung" icon={<IconLock size={30} stroke={1.6} />} iconColor="orange">
      Sie haben keine Berechtigung, diese Seite zu öffnen. Bitte wechseln Sie zur Startseite oder melden Sie sich mit
      einem anderen Konto an.
    </StatusPage>
  );
}
