import { Outlet } from 'react-router';
import { useSessionUser } from '../../auth/hooks/useSession';
import { useSignedOutView } from '../../auth/hooks/useSignedOutView';

/**
 * Layout route for pages any signed-in user may open (own account, change of e-mail): visitors go to
 * /login/{current path}. Which records a user may see is the server's decision (403 shown by the page).
 */
export function RequireSignIn() {
  const user = useSessionUser();
  const signedOut = useSignedOutView(user);
  return user ? <Outlet /> : signedOut;
}
