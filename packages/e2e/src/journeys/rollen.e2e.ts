import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnTexts, headerCell, toast, totalRows, waitForRange } from '../support/grid.js';
import { launchBrowser, screenshot } from '../support/browser.js';
import { signedInPage } from '../support/login.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('/rollen (spec 000 §2, §5, §9)', () => {
  it('lists roles by name descending and creates a new one, checking the name first', async () => {
    const { context, page } = await signedInPage(browser, 'admin@example.org', '/rollen');
    await page.getByRole('heading', { name: 'Rollen', level: 1 }).waitFor();
    await page.locator('.ag-grid-scrolling-rows .ag-row').first().waitFor();
    expect(await headerCell(page, 'text').getAttribute('aria-sort')).toBe('descending');
    const roles = await columnTexts(page, 'text');
    expect(roles).toEqual(expect.arrayContaining(['Administration', 'SbBereich', 'Antragsteller']));
    expect(roles).toEqual([...roles].sort(new Intl.Collator('de-DE').compare).reverse());
    const before = await totalRows(page);
    await screenshot(page, 'rollen');

    await page.getByRole('button', { name: 'Neue Rolle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Rolle' });
    const name = dialog.getByRole('textbox', { name: 'Rollenname' });
    await name.fill('ab');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Der Rollenname muss mindestens 3 Zeichen lang sein.').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'rollen-dialog-error');

    const role = `Prüfer ${Date.now() % 100000}`;
    await name.fill(role);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await toast(page, 'Vorgang Erfolgreich.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await waitForRange(page, `1–${before + 1} von ${before + 1}`);
    expect(await columnTexts(page, 'text')).toContain(role);

    // The same name again: the server's message at the field.
    await page.getByRole('button', { name: 'Neue Rolle' }).click();
    await name.fill(role);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText(`Die Rolle „${role}“ existiert bereits.`).waitFor();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await context.close();
  });
});
