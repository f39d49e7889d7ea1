import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/antrag.js';
import { freshCustomer, sendRequest } from '../support/angebot.js';
import { launchBrowser, screenshot, waitForAppPath } from '../support/browser.js';
import { openAppPath, signedInContext } from '../support/login.js';

// The case worker's desk (spec 001 §2 Dashboard, §6 badges, §9 poll): the five cards in three layouts (remembered over a
// reload), a card's side list, the infrastructure app indicator, and a navigation badge that appears after a customer
// sends a request — the poll shortened by the journey's browser setting, never by waiting 60 s.

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await signedInContext(browser, 'sb@example.org');
  // the test setting of the notification poll (≥ 1 s); production polls every 60 s
  await context.addInitScript(() => window.localStorage.setItem('lap.notificationPollMs', '1500'));
  page = await context.newPage();
  await openAppPath(page, '/auftraege');
});
afterAll(async () => {
  await browser.close();
});

const nav = () => page.getByRole('navigation', { name: 'Hauptnavigation' });
const karten = () => page.locator('[data-spalten]');

describe('/dashboard', () => {
  it('shows the five cards with their counts and links; Change View cycles 3, 4, 2 per row and is remembered', async () => {
    await nav().getByRole('link', { name: 'Dashboard', exact: true }).click();
    await waitForAppPath(page, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    for (const [titel, pfad] of [
      ['Angebote', '/angebote'],
      ['Vorkasse', '/vorkasselist'],
      ['Aufträge', '/auftraege'],
      ['Rechnungen', '/rechnungen'],
      ['Wiedervorlagen', '/wiedervorlagen'],
    ] as const) {
      const link = page.getByRole('main').getByRole('link', { name: titel, exact: true });
      await link.waitFor();
      expect(await link.getAttribute('href')).toMatch(new RegExp(`${pfad}$`));
    }
    expect(await karten().getAttribute('data-spalten')).toBe('3');
    await screenshot(page, 'dashboard-3');
    expect(await seriousViolations(page)).toEqual([]);

    const wechsel = page.getByRole('button', { name: /^Change View/ });
    await wechsel.click();
    expect(await karten().getAttribute('data-spalten')).toBe('4');
    await screenshot(page, 'dashboard-4');
    expect(await seriousViolations(page)).toEqual([]);
    await wechsel.click();
    expect(await karten().getAttribute('data-spalten')).toBe('2');
    await screenshot(page, 'dashboard-2');
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await karten().waitFor();
    expect(await karten().getAttribute('data-spalten')).toBe('2');
    await wechsel.click();
    expect(await karten().getAttribute('data-spalten')).toBe('3');
  });

  it('says the infrastructure app is offline when it cannot be reached; refresh reloads', async () => {
    await page.getByRole('status').filter({ hasText: 'Infrastruktur-App' }).getByText('Offline').waitFor();
    await page.getByText('nicht erreichbar oder es ist ein Fehler aufgetreten').waitFor();
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Angebote', exact: true }).waitFor();
  });

  it("'>>' opens a card's side list, 10 per page, linking to the case", async () => {
    await page.getByRole('button', { name: 'Wiedervorlagen: Liste öffnen' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Fällige Wiedervorlagen').waitFor();
    await drawer
      .getByText(/\d+ Einträge?|Keine Daten vorhanden!/)
      .first()
      .waitFor();
    const rows = await drawer.getByRole('row').count();
    expect(rows).toBeLessThanOrEqual(11);
    await page.waitForTimeout(300); // the drawer's slide-in, for the picture
    await screenshot(page, 'dashboard-seitenliste');
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Schließen' }).click();
    await drawer.waitFor({ state: 'hidden' });
  });
});

describe('navigation badges', () => {
  it('a request sent by a customer shows on the Angebote badge at the next poll; opening /angebote clears it', async () => {
    // opening /angebote makes everything there seen for this case worker
    await nav().getByRole('link', { name: 'Angebote', exact: true }).click();
    await waitForAppPath(page, '/angebote');
    const badge = nav().getByTestId('badge-Angebote');
    await expect.poll(() => badge.count(), { timeout: 10_000 }).toBe(0);

    const customer = await freshCustomer('Dashboard', { vorname: 'Dana', name: 'Desk' });
    await sendRequest(customer, { vorhaben: 'Dashboard: Hausanschluss Wasser' });
    await badge.waitFor({ timeout: 10_000 });
    expect(await badge.textContent()).toBe('1');
    // the count is the link's description, the name stays 'Angebote'
    const link = nav().getByRole('link', { name: 'Angebote', exact: true });
    expect(await link.getAttribute('aria-describedby')).toBe('nav-neu-Angebote');
    expect(await page.locator('#nav-neu-Angebote').textContent()).toBe('1 neuer Eintrag');
    await screenshot(page, 'navigation-badge');
    expect(await seriousViolations(page)).toEqual([]);

    // the dashboard counts it as new too
    await nav().getByRole('link', { name: 'Dashboard', exact: true }).click();
    const angebote = page.getByRole('region', { name: 'Angebote' });
    await expect.poll(async () => (await angebote.textContent()) ?? '').toMatch(/^Angebote\d+offen1 neu/);

    await nav().getByRole('link', { name: 'Angebote', exact: true }).click();
    await waitForAppPath(page, '/angebote');
    await expect.poll(() => badge.count(), { timeout: 10_000 }).toBe(0);
  });
});
