/**
 * index.html paints the login card before the scripts have run (issue 42): a stand-in over the page area, shown only
 * on /login (the server marks that page). It goes as soon as a page has rendered in its place: the login page itself,
 * the error page, or the shell on any other path (after a redirect).
 */
export function removeBootScreen(): void {
  document.getElementById('lap-boot-login')?.remove();
}

/** Whether `pathname` (below the base path) is the login page, whose own render removes the stand-in. */
export function isLoginPath(pathname: string): boolean {
  return /^\/login(?:\/|$)/i.test(pathname);
}
