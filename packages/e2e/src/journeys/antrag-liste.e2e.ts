import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiSession } from '../support/api.js';
import { ownAntraege, waitForMap, type OwnAntragRow } from '../support/antrag.js';
import {
  APP_BASE_PATH,
  appUrl,
  launchBrowser,
  newContext,
  screenshot,
  waitForAppPath,
  watchErrors,
} from '../support/browser.js';
import { grid } from '../support/grid.js';
import { signIn } from '../support/login.js';
import { DEMO_PASSWORD } from '../support/users.js';

// /antraege (spec 000 §2 request list): one action per row by status — below 2 'Antrag unvollständig',
// 3 'Angebot anzeigen', above 4 except 8 'Dokumente', otherwise 'Ansehen'.

let browser: Browser;
/** kunde's demo requests (the seed has one per status 1–12), by status. */
const demo = new Map<number, OwnAntragRow>();

beforeAll(async () => {
  browser = await launchBrowser();
  const kunde = new ApiSession();
  await kunde.signIn('kunde@example.org');
  // oldest first, so that requests other journeys add later never replace a demo one
  for (const row of (await ownAntraege(kunde)).reverse())
    if (!demo.has(row.antragStatus)) demo.set(row.antragStatus, row);
});
afterAll(async () => {
  await browser.close();
});

function expectedAction(status: number): { label: string; path: (id: string) => string } {
  if (status < 2) return { label: 'Antrag unvollständig', path: (id) => `/antrag/${id}` };
  if (status === 3) return { label: 'Angebot anzeigen', path: (id) => `/antragAngebot/${id}` };
  if (status > 4 && status !== 8) return { label: 'Dokumente', path: (id) => `/dokumente/${id}` };
  return { label: 'Ansehen', path: (id) => `/antrag/${id}` };
}

function demoRow(status: number): OwnAntragRow {
  const row = demo.get(status);
  if (!row) throw new Error(`Kein Demo-Antrag im Status ${status}`);
  return row;
}

async function openList(page: Page): Promise<void> {
  await signIn(page, 'kunde@example.org', DEMO_PASSWORD);
  await waitForAppPath(page, '/antraege');
  await page.getByRole('heading', { name: 'Meine Anträge', level: 1 }).waitFor();
  await grid(page, 'Anträge').waitFor();
  await page.locator('.ag-grid-scrolling-rows .ag-row').first().waitFor();
}

/** The one action link of a row (AG Grid renders the pinned action column as its own row part). */
const actionOf = (page: Page, id: string) => page.locator(`.ag-row[row-id="${id}"]`).getByRole('link');

describe('/antraege: my requests with one action per row by status', () => {
  it('shows the action the status calls for, linking where the spec says', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openList(page);
    expect([...demo.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const [status, row] of demo) {
      const { label, path } = expectedAction(status);
      const link = actionOf(page, row.id);
      await link.first().waitFor();
      expect(await link.count(), `Status ${status}`).toBe(1);
      expect((await link.innerText()).trim(), `Status ${status}`).toBe(label);
      expect(await link.getAttribute('href'), `Status ${status}`).toBe(`${APP_BASE_PATH}${path(row.id)}`);
    }
    // the spec's examples, spelled out
    expect((await actionOf(page, demoRow(1).id).innerText()).trim()).toBe('Antrag unvollständig');
    expect((await actionOf(page, demoRow(2).id).innerText()).trim()).toBe('Ansehen');
    expect((await actionOf(page, demoRow(3).id).innerText()).trim()).toBe('Angebot anzeigen');
    expect((await actionOf(page, demoRow(5).id).innerText()).trim()).toBe('Dokumente');
    expect((await actionOf(page, demoRow(8).id).innerText()).trim()).toBe('Ansehen');
    // the link to the old projects opens elsewhere
    const old = page.getByRole('link', { name: 'Ältere Projekte ansehen' });
    expect(await old.getAttribute('href')).toMatch(/^https?:\/\//);
    expect(await old.getAttribute('target')).toBe('_blank');
    await screenshot(page, 'antraege');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the actions lead to the editable wizard, the read-only wizard and the documents', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openList(page);

    // status 1: the wizard, editable
    await actionOf(page, demoRow(1).id).click();
    await waitForAppPath(page, `/antrag/${demoRow(1).id}`);
    await page.getByRole('button', { name: 'Speichern und weiter' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Dieser Antrag wurde versendet.' }).count()).toBe(0);
    await page.goBack();
    await waitForAppPath(page, '/antraege');

    // status 2 (and 8): the wizard, read-only
    await actionOf(page, demoRow(8).id).click();
    await waitForAppPath(page, `/antrag/${demoRow(8).id}`);
    await page.getByRole('alert').filter({ hasText: 'Dieser Antrag wurde versendet.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Speichern und weiter' }).count()).toBe(0);
    await page.goBack();
    await waitForAppPath(page, '/antraege');

    // status 5: the documents page with summary and map
    const auftrag = demoRow(5);
    await actionOf(page, auftrag.id).click();
    await waitForAppPath(page, `/dokumente/${auftrag.id}`);
    await page.getByRole('heading', { name: `Dokumente ${auftrag.vorgangsnummer}`, level: 1 }).waitFor();
    for (const title of [
      'Dokumente',
      'Auskünfte der Infrastrukturbetreiber',
      'Ihre Dateien zum Antrag',
      'Karte',
      'Zusammenfassung',
    ]) {
      await page.getByRole('heading', { name: title, exact: true, level: 2 }).waitFor();
    }
    await page.getByText(auftrag.vorgangsnummer, { exact: true }).first().waitFor();
    await waitForMap(page);
    await screenshot(page, 'dokumente');
    await page.getByRole('link', { name: 'Zu meinen Anträgen' }).click();
    await waitForAppPath(page, '/antraege');

    // 'Neuer Antrag': an empty wizard
    await page.getByRole('link', { name: 'Neuer Antrag' }).click();
    await waitForAppPath(page, '/antrag');
    await page.getByRole('heading', { name: 'Neuer Antrag', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Speichern und weiter' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a visitor is sent to the login first; staff may not open the applicant’s pages', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(appUrl(`/antrag/${demoRow(1).id}`));
    await waitForAppPath(page, `/login/${encodeURIComponent(`/antrag/${demoRow(1).id}`)}`);
    await signIn(page, 'sb@example.org', DEMO_PASSWORD);
    await waitForAppPath(page, '/auftraege');
    for (const path of ['/antraege', '/antrag', `/dokumente/${demoRow(5).id}`]) {
      await page.goto(appUrl(path));
      await page.getByRole('heading', { name: 'Keine Berechtigung', level: 1 }).waitFor();
    }
    await context.close();
  });
});
