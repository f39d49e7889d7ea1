import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/antrag.js';
import { launchBrowser, screenshot, type ViewportSize } from '../support/browser.js';
import { openAppPath, signedInContext } from '../support/login.js';

// The shared table on a phone (issue 42): below 768 px every list is a list of cards with search, sort, filters and
// paging, and no AG Grid code is loaded. Checked at two phone sizes on /antraege (applicant), /auftraege and
// /rechnungen (case worker): the cards show, nothing is wider than the screen, axe-core finds nothing serious, and
// filters, chips and paging work from the keyboard. Screenshots under artifacts/grid-mobile-*.

const PHONES: readonly ViewportSize[] = [
  { width: 412, height: 823 },
  { width: 390, height: 844 },
];

const LISTS = [
  { path: '/antraege', email: 'kunde@example.org', name: 'antraege', region: 'Anträge' },
  { path: '/auftraege', email: 'sb@example.org', name: 'auftraege', region: 'Aufträge' },
  { path: '/rechnungen', email: 'sb@example.org', name: 'rechnungen', region: undefined },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The list's cards, or its empty or error state, have rendered. */
async function waitForList(page: Page): Promise<void> {
  await page
    .getByTestId('grid-card')
    .or(page.getByText('Keine Daten vorhanden!'))
    .or(page.getByText('Die Daten konnten nicht geladen werden.'))
    .first()
    .waitFor();
}

/** The scripts the page loaded, their size (kB, encoded) and whether one of them is AG Grid's. */
async function loadedScripts(page: Page): Promise<{ kb: number; agGrid: string[] }> {
  return page.evaluate(async () => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e): e is PerformanceResourceTiming => e.name.endsWith('.js'));
    const agGrid: string[] = [];
    for (const s of scripts) {
      const text = await (await fetch(s.name)).text();
      // a class name only AG Grid's own code carries
      if (text.includes('ag-root-wrapper')) agGrid.push(s.name);
    }
    return { kb: Math.round(scripts.reduce((sum, s) => sum + s.encodedBodySize, 0) / 1024), agGrid };
  });
}

/** Presses Tab (Shift+Tab) until the focused element is named `name`: it is reachable by keyboard. */
async function tabTo(page: Page, name: RegExp, backwards = false, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      if (!(el instanceof HTMLElement)) return '';
      const labels = el instanceof HTMLInputElement || el instanceof HTMLSelectElement ? el.labels : null;
      return el.getAttribute('aria-label') ?? labels?.[0]?.textContent ?? el.textContent ?? '';
    });
    if (name.test(focused.trim())) return;
  }
  throw new Error(`not reached by Tab: ${String(name)}`);
}

for (const viewport of PHONES) {
  const size = `${viewport.width}x${viewport.height}`;
  describe(`the lists on a ${size} phone`, () => {
    for (const list of LISTS) {
      it(`${list.path}: cards, no AG Grid, nothing wider than the screen, no serious axe findings`, async () => {
        const context = await signedInContext(browser, list.email, { viewport });
        try {
          const page = await context.newPage();
          await openAppPath(page, list.path);
          await waitForList(page);
          if (list.region) await page.getByRole('region', { name: list.region }).waitFor();
          await page.getByRole('combobox', { name: 'Sortierung' }).waitFor();
          await page.getByTestId('grid-range').waitFor();
          expect(await page.locator('.ag-root-wrapper').count()).toBe(0);
          const scripts = await loadedScripts(page);
          console.log(`grid-mobile ${list.path} ${size}: ${scripts.kb} kB JavaScript`);
          expect(scripts.agGrid).toEqual([]);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow).toBeLessThanOrEqual(0);
          await screenshot(page, `grid-mobile-${list.name}-${size}`);
          expect(await seriousViolations(page)).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  });
}

describe('keyboard on the phone list (/auftraege, 412×823)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await signedInContext(browser, 'sb@example.org', { viewport: { width: 412, height: 823 } });
    page = await context.newPage();
    await openAppPath(page, '/auftraege');
    await waitForList(page);
  });
  afterAll(async () => {
    await context.close();
  });

  it('sorts with the select', async () => {
    const sort = page.getByRole('combobox', { name: 'Sortierung' });
    const titles = () => page.getByTestId('grid-card-title').allTextContents();
    const sorted = (xs: string[], direction: 1 | -1) =>
      xs.every((x, i) => i === 0 || direction * x.localeCompare(xs[i - 1] ?? '') >= 0);
    await sort.focus();
    await sort.selectOption({ label: 'Vorgangsnummer (absteigend)' });
    await expect.poll(async () => sorted(await titles(), -1)).toBe(true);
    await sort.selectOption({ label: 'Vorgangsnummer (aufsteigend)' });
    await expect.poll(async () => sorted(await titles(), 1)).toBe(true);
    expect(await sort.inputValue()).toBe('vorgangsnummer:asc');
  });

  it('pages with the keyboard', async () => {
    const range = page.getByTestId('grid-range');
    const sizeSelect = page.getByRole('combobox', { name: 'Einträge pro Seite' });
    await sizeSelect.focus();
    await sizeSelect.selectOption('10');
    await expect.poll(() => range.textContent()).toMatch(/^(1–\d+|0) von \d/);
    const total = Number((await range.textContent())?.replace(/^.* von /, '').replace(/\./g, ''));
    if (total > 10) {
      await tabTo(page, /^Nächste Seite$/);
      await page.keyboard.press('Enter');
      await expect.poll(() => range.textContent()).toMatch(/^11–/);
      await tabTo(page, /^Erste Seite$/, true);
      await page.keyboard.press('Enter');
      await expect.poll(() => range.textContent()).toMatch(/^1–/);
    } else {
      expect(await page.getByRole('button', { name: 'Nächste Seite' }).isDisabled()).toBe(true);
    }
  });

  it('filters with the keyboard, and removes the filter with its chip', async () => {
    await page.getByRole('combobox', { name: 'Sortierung' }).focus();
    await tabTo(page, /^Filter$/);
    await page.keyboard.press('Enter');
    const field = page.getByRole('combobox', { name: 'Filtern nach' });
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await field.selectOption({ label: 'Status' });
    await tabTo(page, /^\(Alle auswählen\)$/);
    await page.keyboard.press('Space');
    await tabTo(page, /^Anwenden$/);
    await page.keyboard.press('Enter');
    // 'Anwenden' closes the form and gives the focus back to 'Filter'
    await expect.poll(() => field.count()).toBe(0);
    const chip = page.getByRole('button', { name: /^Filter entfernen: Status/ });
    await chip.waitFor();
    await screenshot(page, 'grid-mobile-auftraege-filter-412x823');
    await page.getByText('Keine Daten vorhanden!').waitFor();
    await tabTo(page, /^Filter entfernen: Status/);
    await page.keyboard.press('Enter');
    await expect.poll(() => chip.count()).toBe(0);
    await page.getByTestId('grid-card').first().waitFor();
  });
});
