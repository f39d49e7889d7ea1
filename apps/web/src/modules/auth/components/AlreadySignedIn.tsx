import { Alert, Anchor } from '@mantine/core';
import { landingPathForRoles } from '@lap/contracts';
import { Link } from 'react-router';
import { displayName } from '../hooks/useSession';
import type { SessionUser } from '../session-store';

/** On the login page when a user is signed in already: who, and the way to their overview. */
export function AlreadySignedIn({ user }: { user: SessionUser }) {
  return (
    <Alert variant="light" color="lapBlue" mb="lg">
      Sie sind bereits angemeldet{displayName(user) ? ` als ${displayName(user)}` : ''}.{' '}
      <Anchor component={Link} to={landingPathForRoles(user.roles)} inherit>
        Weiter zur Übersicht
      </Anchor>
    </Alert>
  );
}
