import { MSG } from '@lap/contracts';
import { IconMapPinOff } from '@tabler/icons-react';
import { StatusPage } from './StatusPage';

/** spec 001 §2: any path not in the route table. */
export function NotFoundPage() {
  return (
    <StatusPage title={MSG.seiteNichtVorhanden} icon={<IconMapPinOff size={30} stroke={1.6} />} iconColor="gray">
      Die aufgerufene Adresse gibt es im Leitungsauskunftportal nicht. Bitte prüfen Sie die Adresse oder wechseln Sie
      zur Startseite.
    </StatusPage>
  );
}
