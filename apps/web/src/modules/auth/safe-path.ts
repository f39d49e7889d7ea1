import { APP_BASE_PATH } from '@lap/contracts';

/**
 * An in-app path (relative to the base path) or null. Accepts paths with or without the base path;
 * rejects anything that could leave the app (protocol-relative, backslashes, control characters).
 */
export function safeInAppPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const path = raw.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  if ([...path].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return null;
  if (path === APP_BASE_PATH) return '/';
  if (path.startsWith(`${APP_BASE_PATH}/`)) return path.slice(APP_BASE_PATH.length);
  return path;
}

function isLoginPath(path: string): boolean {
  return path === '/login' || path.startsWith('/login/') || path.startsWith('/login?');
}

/** The login page's `referer` parameter as a target after sign-in; never the login page itself. */
export function refererTarget(referer: string | undefined): string | null {
  const path = safeInAppPath(referer);
  return path && !isLoginPath(path) && path !== '/' ? path : null;
}

/** The login route, remembering where the user was (spec 001 §2: login/:referer?). */
export function loginPathFor(currentPath: string): string {
  const from = safeInAppPath(currentPath);
  if (!from || from === '/' || isLoginPath(from)) return '/login';
  return `/login/${encodeURIComponent(from)}`;
}
