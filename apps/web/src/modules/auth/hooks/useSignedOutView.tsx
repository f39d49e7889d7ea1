import { useEffect, useRef, type ReactElement } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '../session-store';
import { loginPathFor } from '../safe-path';

/** How long a page waits for whoever ended the session to navigate away (logout → '/', 401 → /login). */
const VANISHED_USER_GRACE_MS = 1000;

/**
 * For route guards: what to render while nobody is signed in. Call it on every render of the guard.
 *
 * A visitor who opens a guarded page goes to /login/{current path} at once. When the user disappears while
 * the page is open, logout (to '/') and the 401 handler (to /login) navigate themselves; redirecting here as
 * well would race them (router updates are transitions, the session store is synchronous) and win with
 * /login/{path}. So the page goes blank and only redirects if nobody else did — a sign-out in another tab.
 */
export function useSignedOutView(user: SessionUser | null): ReactElement | null {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const hadUser = useRef(user !== null);
  if (user) hadUser.current = true;
  const vanished = user === null && hadUser.current;

  useEffect(() => {
    if (!vanished) return;
    const timer = setTimeout(() => void navigate(loginPathFor(pathname), { replace: true }), VANISHED_USER_GRACE_MS);
    return () => clearTimeout(timer);
  }, [vanished, pathname, navigate]);

  return vanished ? null : <Navigate to={loginPathFor(pathname)} replace />;
}
