import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_BASE_PATH,
  appPathOf,
  appUrl,
  launchBrowser,
  newContext,
  screenshot,
  waitForAppPath,
  watchErrors,
} from '../support/browser.js';
import { signIn } from '../support/login.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/users.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('smoke: each demo user signs in, sees their navigation, logs out (spec 000 §6, 001 §6)', () => {
  for (const user of DEMO_USERS) {
    it(`${user.email} lands on ${user.landing}`, async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const errors = watchErrors(page);

      await signIn(page, user.email, DEMO_PASSWORD);
      await waitForAppPath(page, user.landing);
      expect(appPathOf(page)).toBe(user.landing);

      const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
      for (const label of user.nav) {
        await nav.getByRole('link', { name: label, exact: true }).waitFor({ state: 'visible' });
      }
      for (const label of user.notNav) {
        expect(await nav.getByRole('link', { name: label, exact: true }).count(), label).toBe(0);
      }
      const logout = nav.getByRole('button', { name: 'Logout' });
      await logout.waitFor({ state: 'visible' });

      // spec 000 §6: the user info is kept in browser storage.
      const stored = await page.evaluate(() => window.localStorage.getItem('lap.user'));
      const storedUser = JSON.parse(stored ?? 'null') as { userId?: unknown; roles?: unknown } | null;
      const userId = typeof storedUser?.userId === 'string' ? storedUser.userId : '';
      expect(userId).not.toBe('');
      expect(Array.isArray(storedUser?.roles)).toBe(true);
      expect(await nav.getByRole('link', { name: 'Account', exact: true }).getAttribute('href')).toBe(
        `${APP_BASE_PATH}/account/${userId}`,
      );
      if (user.key === 'admin') {
        expect(await nav.getByRole('link', { name: 'Historien', exact: true }).getAttribute('href')).toBe(
          `${APP_BASE_PATH}/historie/adminHistorie/${userId}`,
        );
      }
      const external = nav.getByRole('link', { name: 'Infrastruktur-App', exact: true });
      if (await external.count()) {
        expect(await external.getAttribute('target')).toBe('_blank');
        expect(await external.getAttribute('rel')).toContain('noopener');
      }

      // The landing page is not built yet: it is marked current, and the name arrives from account.me.
      const current = nav.locator('[aria-current="page"]');
      await current.first().waitFor();
      await page.getByRole('banner').getByText('Angemeldet als').waitFor();
      await screenshot(page, `shell-${user.key}`);

      await logout.click();
      await waitForAppPath(page, '/');
      await page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('link', { name: 'Anmeldung' })
        .waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('lap.user'))).toBeNull();

      // After logout the session is gone on the server too: a reload stays signed out.
      await page.goto(appUrl('/'));
      await page.getByRole('link', { name: 'Anmeldung' }).first().waitFor();
      expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);

      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('a signed-in user stays signed in after a reload (restored and verified with account.me)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const sb = DEMO_USERS.find((u) => u.key === 'sb');
    if (!sb) throw new Error('demo user sb missing');
    await signIn(page, sb.email, DEMO_PASSWORD);
    await waitForAppPath(page, sb.landing);
    await page.reload();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Dashboard' }).waitFor();

    // A stale entry without a server session is dropped after account.me answers null.
    await context.clearCookies();
    await page.reload();
    await page.getByRole('link', { name: 'Anmeldung' }).first().waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('lap.user'))).toBeNull();
    await context.close();
  });

  it('goes to a safe referer after sign-in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const kunde = DEMO_USERS.find((u) => u.key === 'kunde');
    if (!kunde) throw new Error('demo user kunde missing');
    await signIn(page, kunde.email, DEMO_PASSWORD, `/login/${encodeURIComponent('/account/irgendwas')}`);
    await waitForAppPath(page, '/account/irgendwas');
    await context.close();
  });

  it('opens the navigation with the burger on a phone', async () => {
    const context = await newContext(browser, { width: 390, height: 844 });
    const page = await context.newPage();
    const sb = DEMO_USERS.find((u) => u.key === 'sb');
    if (!sb) throw new Error('demo user sb missing');
    await signIn(page, sb.email, DEMO_PASSWORD);
    // Rendered, not only in the address bar: the shell closes the navigation when a new page arrives (as after every
    // navigation), so a tap while the login page was still on screen would be undone.
    await waitForAppPath(page, sb.landing);
    const dashboard = page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Dashboard' });
    expect(await dashboard.isVisible()).toBe(false);
    // one tap: the navigation opens at once, its links show when their lazily loaded code is there
    await page.getByRole('button', { name: 'Navigation öffnen' }).click();
    await page.getByRole('button', { name: 'Navigation schließen', expanded: true }).waitFor({ state: 'visible' });
    await dashboard.waitFor({ state: 'visible' });
    await page.waitForTimeout(300); // let the slide-in finish for the picture
    await screenshot(page, 'mobile-nav-sb', { fullPage: false });
    await dashboard.click();
    await waitForAppPath(page, '/dashboard');
    await dashboard.waitFor({ state: 'hidden' });
    await context.close();
  });
});
