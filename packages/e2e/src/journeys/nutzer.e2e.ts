import { statSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cell,
  columnTexts,
  grid,
  headerCell,
  openColumnFilter,
  rangeLabel,
  rowIds,
  rowIdsAfterChange,
  rowWith,
  toast,
  totalRows,
  waitForRange,
} from '../support/grid.js';
import {
  APP_BASE_PATH,
  appUrl,
  launchBrowser,
  newContext,
  screenshot,
  waitForAppPath,
  watchErrors,
} from '../support/browser.js';
import { openAppPath, signedInContext, signedInPage, signIn } from '../support/login.js';
import { DEMO_PASSWORD } from '../support/users.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const deCollator = new Intl.Collator('de-DE');

async function openNutzer(page: Page): Promise<void> {
  await openAppPath(page, '/nutzer');
  await page.locator('.ag-grid-scrolling-rows .ag-row').first().waitFor();
}

describe('/nutzer for SbBereich: the customer list in the shared table (spec 000 §6, §9)', () => {
  it('filters, sorts, pages; restores all of it after a reload; resets', async () => {
    const context = await signedInContext(browser, 'sb@example.org');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openNutzer(page);
    await page.getByRole('heading', { name: 'Benutzer', level: 1 }).waitFor();
    await grid(page, 'Benutzer').waitFor();
    const all = await totalRows(page);
    expect(all).toBeGreaterThan(50);
    expect((await rangeLabel(page).innerText()).trim()).toBe(`1–50 von ${all}`); // spec 000 §9: default 50

    // Filter: Name contains "er" (evaluated by the server).
    let popup = await openColumnFilter(page, 'name');
    expect(await popup.getByLabel('Bedingung').inputValue()).toBe('contains');
    await popup.getByLabel('Wert').fill('er');
    await screenshot(page, 'nutzer-sb-filter');
    // Once in CI under load (shard 2) the popup closed between typing and Enter; the cause is not found yet (see the
    // closing note of issue 42). Reopen once and type again rather than fail the whole journey on it.
    if (!(await popup.isVisible())) {
      popup = await openColumnFilter(page, 'name');
      await popup.getByLabel('Wert').fill('er');
    }
    await popup.getByLabel('Wert').press('Enter');
    await page.locator('.ag-popup .ag-filter').waitFor({ state: 'detached' });
    await page.waitForFunction(
      (n) => !document.querySelector('[data-testid="grid-range"]')?.textContent?.endsWith(`von ${n}`),
      all,
    );
    const filtered = await totalRows(page);
    expect(filtered).toBeGreaterThan(20);
    expect(filtered).toBeLessThan(all);
    for (const name of await columnTexts(page, 'name')) expect(name.toLowerCase()).toContain('er');
    await page.getByRole('group', { name: 'Aktive Filter' }).getByText('Name enthält „er“').waitFor();

    // Sort by Name (click), then additionally by Vorname (shift-click: multi-column sort).
    await headerCell(page, 'name').locator('.ag-header-cell-label').click();
    await page.waitForFunction(
      () => document.querySelector('.ag-header-cell[col-id="name"]')?.getAttribute('aria-sort') === 'ascending',
    );
    await page.waitForFunction(
      () => document.querySelector('.ag-header-cell[col-id="createdAt"]')?.getAttribute('aria-sort') !== 'descending',
    );
    await headerCell(page, 'vorname')
      .locator('.ag-header-cell-label')
      .click({ modifiers: ['Shift'] });
    await page.waitForFunction(
      () => document.querySelector('.ag-header-cell[col-id="vorname"]')?.getAttribute('aria-sort') === 'ascending',
    );
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="grid-range"]') !== null && !document.querySelector('[aria-busy="true"]'),
    );
    const names = await columnTexts(page, 'name');
    expect(names).toEqual([...names].sort(deCollator.compare));

    // Page size 10, page 2.
    await page.getByLabel('Einträge pro Seite').selectOption('10');
    await waitForRange(page, `1–10 von ${filtered}`);
    const page1 = await rowIds(page);
    await page.getByRole('button', { name: 'Seite 2', exact: true }).click();
    await waitForRange(page, `11–20 von ${filtered}`);
    const page2 = await rowIdsAfterChange(page, page1);
    expect(page2).toHaveLength(10);
    expect(await page.getByRole('button', { name: 'Seite 2', exact: true }).getAttribute('aria-current')).toBe('page');
    const page2Names = await columnTexts(page, 'name');
    expect(page2Names).toEqual([...page2Names].sort(deCollator.compare));

    // spec 000 §9: the state is kept per table in browser storage.
    const stored = JSON.parse(
      (await page.evaluate(() => window.localStorage.getItem('lap.grid.kunden'))) ?? 'null',
    ) as {
      filterDto: unknown[];
      sortingDto: unknown[];
      page: number;
      pageSize: number;
    };
    expect(stored.filterDto).toEqual([{ field: 'name', type: 'text', op: 'contains', value: 'er' }]);
    expect(stored.sortingDto).toEqual([
      { field: 'name', direction: 'asc' },
      { field: 'vorname', direction: 'asc' },
    ]);
    expect(stored.page).toBe(2);
    expect(stored.pageSize).toBe(10);

    await page.reload();
    await waitForRange(page, `11–20 von ${filtered}`);
    await page.locator('.ag-grid-scrolling-rows .ag-row').first().waitFor();
    expect(await rowIds(page)).toEqual(page2);
    expect(await page.getByLabel('Einträge pro Seite').inputValue()).toBe('10');
    expect(await headerCell(page, 'name').getAttribute('aria-sort')).toBe('ascending');
    expect(await headerCell(page, 'vorname').getAttribute('aria-sort')).toBe('ascending');
    await page.getByRole('group', { name: 'Aktive Filter' }).getByText('Name enthält „er“').waitFor();
    const reopened = await openColumnFilter(page, 'name');
    expect(await reopened.getByLabel('Wert').inputValue()).toBe('er');
    await page.keyboard.press('Escape');
    await screenshot(page, 'nutzer-sb-restored');

    // 'Filter zurücksetzen': no filter, default sort (createdAt descending), page 1; the page size stays.
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await waitForRange(page, `1–10 von ${all}`);
    expect(await headerCell(page, 'createdAt').getAttribute('aria-sort')).toBe('descending');
    expect(await headerCell(page, 'name').getAttribute('aria-sort')).not.toBe('ascending');
    expect(await page.getByRole('group', { name: 'Aktive Filter' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Filter zurücksetzen' }).isDisabled()).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('edits the remark inline: too long is refused with a message, a valid one is saved and stays', async () => {
    const context = await signedInContext(browser, 'sb@example.org');
    const page = await context.newPage();
    await openNutzer(page);
    const [firstId] = await rowIds(page);
    if (!firstId) throw new Error('no rows');
    const remark = cell(page, firstId, 'bemerkung');
    await remark.scrollIntoViewIfNeeded();
    const before = (await remark.innerText()).trim();

    // Over 2000 characters (spec: max 2000 for the remark): message, nothing saved.
    const saves: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('nutzer.setBemerkung')) saves.push(req.url());
    });
    await remark.dblclick();
    const editor = page.getByRole('textbox', { name: 'Bemerkung bearbeiten' });
    await editor.waitFor();
    await editor.fill('x'.repeat(2001));
    await page.getByText('2.001 / 2.000').waitFor(); // the counter warns before saving
    await editor.press('Enter');
    await toast(page, '„Bemerkung“ darf höchstens 2.000 Zeichen lang sein.').waitFor();
    await screenshot(page, 'nutzer-sb-edit-too-long');
    expect(saves).toEqual([]);
    expect((await remark.innerText()).trim()).toBe(before);

    // A valid remark: 'Speichern Erfolgreich.', shown in the cell, still there after a reload.
    const text = `Rückruf erbeten (E2E ${Date.now()})`;
    await remark.dblclick();
    await editor.waitFor();
    await editor.fill(text);
    await editor.press('Enter');
    await toast(page, 'Speichern Erfolgreich.').waitFor();
    expect(saves).toHaveLength(1);
    await page.waitForFunction(
      ({ id, t }) =>
        document.querySelector(`.ag-row[row-id="${id}"] .ag-cell[col-id="bemerkung"]`)?.textContent?.trim() === t,
      { id: firstId, t: text },
    );
    await page.reload();
    await page.locator('.ag-grid-scrolling-rows .ag-row').first().waitFor();
    await page.waitForFunction(
      ({ id, t }) =>
        document.querySelector(`.ag-row[row-id="${id}"] .ag-cell[col-id="bemerkung"]`)?.textContent?.trim() === t,
      { id: firstId, t: text },
    );
    await context.close();
  });

  it('shows the server message with a retry button when loading fails, and "Keine Daten vorhanden!" for no rows', async () => {
    const context = await signedInContext(browser, 'sb@example.org');
    const page = await context.newPage();
    await openNutzer(page);
    // The next list call fails as the server reports errors (tRPC batch answer, German message).
    await page.route('**/trpc/nutzer.customerList**', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify([
          {
            error: {
              message: 'Die Liste ist gerade nicht verfügbar.',
              code: -32600,
              data: { code: 'BAD_REQUEST', httpStatus: 400 },
            },
          },
        ]),
      }),
    );
    await page.getByRole('textbox', { name: 'Suche' }).fill('gibt-es-nicht-xyz');
    const failure = grid(page, 'Benutzer').getByRole('alert');
    await failure.getByText('Die Liste ist gerade nicht verfügbar.').waitFor();
    await failure.getByText('Die Daten konnten nicht geladen werden.').waitFor();
    await screenshot(page, 'nutzer-sb-error');
    await page.unroute('**/trpc/nutzer.customerList**');
    await failure.getByRole('button', { name: 'Erneut versuchen' }).click();
    await waitForRange(page, '0 von 0');
    await grid(page, 'Benutzer').locator('.ag-overlay').getByText('Keine Daten vorhanden!').waitFor();
    expect(await failure.count()).toBe(0);
    await screenshot(page, 'nutzer-sb-empty');
    await context.close();
  });

  it('shows the rows of a page before its total, and counts once per search, not per page or sort', async () => {
    const context = await signedInContext(browser, 'sb@example.org');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openNutzer(page);
    const all = await totalRows(page);
    expect(all).toBeGreaterThan(20);
    await page.getByLabel('Einträge pro Seite').selectOption('10');
    await waitForRange(page, `1–10 von ${all}`);

    // Hold every count back: the rows must not wait for it.
    const counts: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let countAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (countAsked = resolve));
    await page.route('**/trpc/**', async (route) => {
      const url = decodeURIComponent(route.request().url());
      if (url.includes('"part":"total"')) {
        counts.push(url);
        countAsked();
        await held;
      }
      await route.continue();
    });
    const rowsAnswered = page.waitForResponse((r) => {
      const url = decodeURIComponent(r.url());
      return url.includes('"part":"rows"') && url.includes('"search":"example"');
    });
    await page.getByRole('textbox', { name: 'Suche' }).fill('example');
    await page.keyboard.press('Enter');
    await rowsAnswered;
    await asked;
    await waitForRange(page, '1–10 von …');
    await page.locator('.ag-grid-scrolling-rows .ag-row[row-id]').nth(9).waitFor();
    expect(await rowIds(page)).toHaveLength(10);
    const pager = page.getByRole('navigation', { name: 'Seitennavigation' });
    expect(await pager.getByRole('button', { name: 'Nächste Seite' }).isEnabled()).toBe(true);
    expect(await pager.getByRole('button', { name: 'Letzte Seite' }).isEnabled()).toBe(false);
    expect(await rangeLabel(page).getAttribute('aria-busy')).toBe('true');
    await screenshot(page, 'nutzer-sb-counting');
    release();
    const found = await totalRows(page);
    expect(found).toBeGreaterThan(10);
    expect(counts).toHaveLength(1);

    // Paging and sorting reuse the count of the same search.
    await pager.getByRole('button', { name: 'Seite 2', exact: true }).click();
    await waitForRange(page, `11–20 von ${found}`);
    await headerCell(page, 'name').locator('.ag-header-cell-label').click();
    await page.waitForFunction(
      () => document.querySelector('.ag-header-cell[col-id="name"]')?.getAttribute('aria-sort') === 'ascending',
    );
    await waitForRange(page, `1–10 von ${found}`);
    expect(counts).toHaveLength(1);
    await page.unroute('**/trpc/**');
    expect(errors).toEqual([]);
    await context.close();
  });

  // The export runs as a background job: on a loaded CI machine it can take longer than Playwright's 30 s default.
  it('exports the list to Excel and offers the file for download', { timeout: 120_000 }, async () => {
    const context = await signedInContext(browser, 'sb@example.org');
    const page = await context.newPage();
    await openNutzer(page);
    await page.getByRole('button', { name: 'Excel-Export' }).click();
    const link = page.getByRole('link', { name: 'Excel-Datei herunterladen' });
    await link.waitFor({ timeout: 90_000 });
    expect(await link.getAttribute('href')).toMatch(/^\/api\/Export\/Download\/[0-9a-f-]{36}$/);
    await screenshot(page, 'nutzer-sb-export');
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const path = await download.path();
    expect(statSync(path).size).toBeGreaterThan(1000);
    await context.close();
  });
});

describe('/nutzer for Administration: every user with actions', () => {
  it('shows all users, searches, and links to set password, edit and delete', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, 'admin@example.org', DEMO_PASSWORD);
    await waitForAppPath(page, '/nutzer'); // spec 000 §6: Administration lands on /nutzer
    await page.getByRole('heading', { name: 'Nutzer', level: 1 }).waitFor();
    await page.locator('.ag-grid-scrolling-rows .ag-row').first().waitFor();
    // Everyone, staff included (the seed has 67; other journeys may add users meanwhile).
    expect(await totalRows(page)).toBeGreaterThanOrEqual(60);
    await screenshot(page, 'nutzer-admin');

    await page.getByRole('textbox', { name: 'Suche' }).fill('admin@example');
    await waitForRange(page, '1–1 von 1');
    const adminRow = rowWith(page, 'email', 'admin@example.org');
    const adminId = (await adminRow.getAttribute('row-id')) ?? '';
    expect(adminId).not.toBe('');
    expect((await cell(page, adminId, 'rollen').innerText()).trim()).toBe('Administration');
    const row = page.locator(`.ag-row[row-id="${adminId}"] .ag-grid-pinned-right-cells`);
    const id = encodeURIComponent(adminId);
    expect(await row.getByRole('link', { name: 'Passwort setzen' }).getAttribute('href')).toBe(
      `${APP_BASE_PATH}/changePasswortAdmin/${id}`,
    );
    expect(await row.getByRole('link', { name: 'Bearbeiten' }).getAttribute('href')).toBe(
      `${APP_BASE_PATH}/editNutzerAdmin/${id}`,
    );
    expect(await row.getByRole('link', { name: 'Löschen' }).getAttribute('href')).toBe(
      `${APP_BASE_PATH}/deleteNutzerAdmin/${id}`,
    );
    await row.getByRole('link', { name: 'Bearbeiten' }).hover();
    await page.getByRole('tooltip', { name: 'Bearbeiten' }).waitFor();
    await screenshot(page, 'nutzer-admin-search');

    await row.getByRole('link', { name: 'Bearbeiten' }).click();
    await waitForAppPath(page, `/editNutzerAdmin/${adminId}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('role guard', () => {
  it('an applicant opening /nutzer sees "Keine Berechtigung"', async () => {
    const { context, page } = await signedInPage(browser, 'kunde@example.org', '/nutzer');
    await page.getByRole('heading', { name: 'Keine Berechtigung', level: 1 }).waitFor();
    await page.getByText('Sie haben keine Berechtigung, diese Seite zu öffnen.').waitFor();
    await page.getByRole('link', { name: 'Zur Startseite', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Zurück' }).waitFor();
    expect(await page.locator('.ag-root').count()).toBe(0);
    await screenshot(page, 'keine-berechtigung');
    await context.close();
  });

  it('staff (SbBereich) may not open /rollen', async () => {
    const { context, page } = await signedInPage(browser, 'sb@example.org', '/rollen');
    await page.getByRole('heading', { name: 'Keine Berechtigung', level: 1 }).waitFor();
    await context.close();
  });

  it('a visitor is sent to the login and comes back after signing in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(appUrl('/nutzer'));
    await waitForAppPath(page, `/login/${encodeURIComponent('/nutzer')}`);
    await page.getByRole('textbox', { name: 'E-Mail' }).fill('sb@example.org');
    await page.getByLabel(/^Passwort\s*\*?$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await waitForAppPath(page, '/nutzer');
    await page.getByRole('heading', { name: 'Benutzer', level: 1 }).waitFor();
    await context.close();
  });
});
