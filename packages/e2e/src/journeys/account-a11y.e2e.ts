import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/axe.js';
import { ApiSession } from '../support/api.js';
import { appUrl, launchBrowser, newContext, screenshot, type ViewportSize } from '../support/browser.js';
import { signedInPage } from '../support/login.js';

let browser: Browser;
let kundeId = '';
beforeAll(async () => {
  browser = await launchBrowser();
  kundeId = await new ApiSession().signIn('kunde@example.org');
});
afterAll(async () => {
  await browser.close();
});

async function anonymousPage(path: string, viewport?: ViewportSize): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, viewport);
  const page = await context.newPage();
  await page.goto(appUrl(path));
  return { context, page };
}

/** Serious and critical axe findings (WCAG 2.1 A/AA) with the failing element, for a readable failure. */
async function seriousViolations(page: Page): Promise<string[]> {
  return seriousAxeFindings(
    page,
    (v) =>
      `${v.impact ?? ''}: ${v.id} – ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html} ${n.failureSummary ?? ''}`).join(', ')})`,
  );
}

interface Case {
  name: string;
  path: () => string;
  heading: string | RegExp;
  as?: string;
  /** Submit the empty form first, so the error state is checked too. */
  submit?: string;
  viewport?: ViewportSize;
}

const PHONE: ViewportSize = { width: 390, height: 844 };

const cases: Case[] = [
  { name: 'registrierung', path: () => '/registrierung', heading: 'Registrierung' },
  { name: 'registrierung-fehler', path: () => '/registrierung', heading: 'Registrierung', submit: 'Registrieren' },
  { name: 'registrierung-mobil', path: () => '/registrierung', heading: 'Registrierung', viewport: PHONE },
  { name: 'forgotpassword', path: () => '/forgotpassword', heading: 'Passwort vergessen' },
  {
    name: 'forgotpassword-fehler',
    path: () => '/forgotpassword',
    heading: 'Passwort vergessen',
    submit: 'Link senden',
  },
  { name: 'resetpassword', path: () => '/resetpassword?code=abcdefghijklmnop', heading: 'Neues Passwort vergeben' },
  { name: 'unsubscribenewsletter', path: () => '/unsubscribenewsletter', heading: 'Newsletter abmelden' },
  { name: 'account-kunde', path: () => `/account/${kundeId}`, heading: 'Mein Account', as: 'kunde@example.org' },
  {
    name: 'account-kunde-mobil',
    path: () => `/account/${kundeId}`,
    heading: 'Mein Account',
    as: 'kunde@example.org',
    viewport: PHONE,
  },
  {
    name: 'eigene-daten',
    path: () => `/editNutzerDetails/${kundeId}`,
    heading: 'Angaben bearbeiten',
    as: 'kunde@example.org',
  },
  { name: 'newemail', path: () => `/newemail/${kundeId}`, heading: 'E-Mail-Adresse ändern', as: 'kunde@example.org' },
  {
    name: 'edit-nutzer-admin',
    path: () => `/editNutzerAdmin/${kundeId}`,
    heading: /^Nutzer bearbeiten: /,
    as: 'admin@example.org',
  },
  {
    name: 'edit-nutzer-admin-fehler',
    path: () => '/editNutzerAdmin/neu',
    heading: 'Neuer Nutzer',
    as: 'admin@example.org',
    submit: 'Nutzer anlegen',
  },
  {
    name: 'change-passwort-admin',
    path: () => `/changePasswortAdmin/${kundeId}`,
    heading: 'Passwort setzen',
    as: 'admin@example.org',
  },
  {
    name: 'delete-nutzer-admin',
    path: () => `/deleteNutzerAdmin/${kundeId}`,
    heading: 'Nutzer löschen',
    as: 'admin@example.org',
  },
  {
    name: 'edit-bemerkung',
    path: () => `/editBemerkung/${kundeId}`,
    heading: 'Bemerkung bearbeiten',
    as: 'sb@example.org',
  },
];

describe('accessibility of the account pages (axe-core): no serious or critical violations', () => {
  for (const c of cases) {
    it(c.name, async () => {
      const { context, page } = c.as
        ? await signedInPage(browser, c.as, c.path(), { viewport: c.viewport })
        : await anonymousPage(c.path(), c.viewport);
      await page.getByRole('heading', { name: c.heading, level: 1 }).waitFor();
      if (c.path().startsWith('/registrierung')) await page.getByRole('img', { name: /^Captcha/ }).waitFor();
      if (c.submit) {
        await page.getByRole('button', { name: c.submit }).click();
        await page.waitForFunction(() => document.querySelectorAll('[aria-invalid="true"]').length > 0);
      }
      await screenshot(page, `a11y-${c.name}`);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
