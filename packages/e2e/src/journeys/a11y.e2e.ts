import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/antrag.js';
import { appUrl, launchBrowser, newContext, screenshot } from '../support/browser.js';
import { gridLoaded, SignedInScreens } from '../support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('accessibility (axe-core): no serious or critical violations', () => {
  const pages: { name: string; path: string; heading: string }[] = [
    { name: 'start', path: '/', heading: 'Leitungsauskunft online beantragen' },
    { name: 'login', path: '/login', heading: 'Anmeldung' },
    { name: 'not-found', path: '/kein/pfad', heading: 'Seite nicht vorhanden!' },
  ];

  for (const { name, path, heading } of pages) {
    it(`${name} page`, async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.goto(appUrl(path));
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await screenshot(page, name);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }

  describe('signed in', () => {
    let screens: SignedInScreens;
    beforeAll(() => {
      screens = new SignedInScreens(browser);
    });
    afterAll(async () => {
      await screens.close();
    });

    it('signed-in shell (SbBereich, the longest navigation)', async () => {
      const page = await screens.open('sb@example.org', '/auftraege');
      await page.getByRole('link', { name: 'Dashboard' }).waitFor();
      // staff land on /auftraege: checked once its grid has loaded (a grid still loading has no focusable cells yet)
      await gridLoaded(page, 'Aufträge');
      expect(await seriousViolations(page)).toEqual([]);
    });

    for (const { who, email, path, heading, table } of [
      { who: 'SbBereich', email: 'sb@example.org', path: '/nutzer', heading: 'Benutzer', table: 'Benutzer' },
      { who: 'Administration', email: 'admin@example.org', path: '/nutzer', heading: 'Nutzer', table: 'Nutzer' },
      { who: 'Administration', email: 'admin@example.org', path: '/rollen', heading: 'Rollen', table: 'Rollen' },
    ]) {
      it(`${path} as ${who} (the shared table)`, async () => {
        const page = await screens.open(email, path);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await gridLoaded(page, table);
        expect(await seriousViolations(page)).toEqual([]);
        // and with a filter popup open
        const header = page.locator('.ag-header-cell').nth(1);
        await header.hover();
        await header.locator('.ag-header-cell-filter-button').click();
        await page.locator('.ag-popup .ag-filter').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        expect(screens.errors(email)).toEqual([]);
      });
    }
  });

  it('finds what it is there to find: planted violations on the page and inside a frame', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(appUrl('/login'));
    await page.getByRole('heading', { name: 'Anmeldung', level: 1 }).waitFor();
    await page.evaluate(() => {
      const plant = document.createElement('div');
      plant.innerHTML = '<input type="text"><p style="color:#ddd;background:#fff">blass</p>';
      document.querySelector('main')?.append(plant);
      const frame = document.createElement('iframe');
      frame.title = 'Rahmen';
      frame.srcdoc = '<!doctype html><html lang="de"><body><main><button></button></main></body></html>';
      document.querySelector('main')?.append(frame);
      return new Promise((resolve) => frame.addEventListener('load', resolve));
    });
    const found = await seriousViolations(page);
    expect(found.some((f) => f.includes(': label '))).toBe(true);
    expect(found.some((f) => f.includes(': color-contrast '))).toBe(true);
    expect(found.some((f) => f.includes(': button-name ') && f.includes('iframe'))).toBe(true);
    await context.close();
  });

  it('the login page with field errors', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(appUrl('/login'));
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[aria-invalid="true"]').length === 2);
    await screenshot(page, 'login-field-errors');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
