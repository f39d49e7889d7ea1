import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPathOf, appUrl, launchBrowser, newContext, screenshot } from '../support/browser.js';
import { emailField, passwordField, signIn } from '../support/login.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('login errors (spec 000 §5, §8)', () => {
  it('a wrong password shows the toast "Fehler bei Anmeldung - …" and stays on the login page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'admin@example.org', 'Falsch#2026x');
    const toast = page.getByRole('alert').filter({ hasText: 'Fehler bei Anmeldung - ' });
    await toast.waitFor({ state: 'visible' });
    expect((await toast.innerText()).trim()).toMatch(/^Fehler bei Anmeldung - \S/);
    await screenshot(page, 'login-error-toast');
    expect(appPathOf(page)).toBe('/login');
    expect(await page.evaluate(() => window.localStorage.getItem('lap.user'))).toBeNull();
    await context.close();
  });

  it('checks the fields before sending: required e-mail, password of at least 8 characters', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/trpc/account.login')) calls.push(req.url());
    });
    await page.goto(appUrl('/login'));
    await page.getByRole('button', { name: 'Anmelden' }).click();
    const email = emailField(page);
    await page.waitForFunction(() => document.querySelectorAll('[aria-invalid="true"]').length === 2);
    expect(await email.getAttribute('aria-invalid')).toBe('true');

    await email.fill('kunde@example.org');
    await passwordField(page).fill('kurz');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.').waitFor();
    expect(calls).toEqual([]);
    await context.close();
  });
});
