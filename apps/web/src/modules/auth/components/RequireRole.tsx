import type { TRoleName } from '@lap/contracts';
import { Outlet } from 'react-router';
import { NoPermissionPage } from '../../shell/components/NoPermissionPage';
import { accessFor } from '../access';
import { useSessionUser } from '../hooks/useSession';
import { useSignedOutView } from '../hooks/useSignedOutView';

export interface RequireRoleProps {
  /** Any one of these roles opens the pages below. */
  roles: readonly TRoleName[];
}

/**
 * Route guard (layout route): visitors go to /login/{current path}; signed-in users without one of the
 * roles see 'Keine Berechtigung'. The server checks every call again; this only spares a useless page.
 */
export function RequireRole({ roles }: RequireRoleProps) {
  const user = useSessionUser();
  // Not a plain <Navigate>: on logout it would race the logout's own navigation (see the hook).
  const signedOut = useSignedOutView(user);
  switch (accessFor(user, roles)) {
    case 'login':
      return signedOut;
    case 'forbidden':
      return <NoPermissionPage />;
    case 'ok':
      return <Outlet />;
  }
}
