import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ApiSession } from './api.js';
import { appUrl, baseUrl, newContext, waitForAppPath, type ViewportSize } from './browser.js';
import { DEMO_PASSWORD } from './users.js';

/** The login form's fields, found by their labels (required fields carry a ' *'). */
export const emailField = (page: Page) => page.getByRole('textbox', { name: 'E-Mail' });
export const passwordField = (page: Page) => page.getByLabel(/^Passwort\s*\*?$/);

/** Signs in through the login form (the way a user does). */
export async function signIn(page: Page, email: string, password: string, path = '/login'): Promise<void> {
  await page.goto(appUrl(path));
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** The key under which the app keeps the signed-in user (apps/web session-store.ts, spec 000 §6). */
const SESSION_STORAGE_KEY = 'lap.user';

/**
 * A new browser context signed in as `email` without the login form: the session comes from `account.login` over the
 * API, and the user the app keeps in localStorage is stored as the form stores it after that call. For journeys whose
 * subject is not the sign-in: the form is walked in smoke, login-error, account-errors, account-registration,
 * account-mail-flows and account-admin. Saves the login page's load and the landing page's render (~1.2 s of a 2-core
 * machine per sign-in).
 */
export async function signedInContext(
  browser: Browser,
  email: string,
  options: { password?: string; viewport?: ViewportSize } = {},
): Promise<BrowserContext> {
  const session = new ApiSession();
  const { userId, roles } = await session.login(email, options.password ?? DEMO_PASSWORD);
  return newContext(browser, options.viewport, {
    cookies: session.browserCookies(),
    origins: [
      { origin: baseUrl(), localStorage: [{ name: SESSION_STORAGE_KEY, value: JSON.stringify({ userId, roles }) }] },
    ],
  });
}

/** Opens an in-app path ('/auftraege', '/antrag/…?schritt=2') and waits until the app has rendered it. */
export async function openAppPath(page: Page, path: string): Promise<void> {
  await page.goto(appUrl(path));
  await waitForAppPath(page, path.split(/[?#]/)[0] ?? path);
}

/** A new page of a new context signed in as `email` (see signedInContext), on `path` once the app has rendered it. */
export async function signedInPage(
  browser: Browser,
  email: string,
  path: string,
  options: { password?: string; viewport?: ViewportSize } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await signedInContext(browser, email, options);
  const page = await context.newPage();
  await openAppPath(page, path);
  return { context, page };
}
