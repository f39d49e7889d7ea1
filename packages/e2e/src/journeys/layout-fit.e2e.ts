import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings, settledAnimations } from '../support/axe.js';
import { launchBrowser, screenshot, watchErrors, type ViewportSize } from '../support/browser.js';
import { grid, headerCell, openColumnFilter, totalRows } from '../support/grid.js';
import { signedInPage } from '../support/login.js';

/**
 * Issue 42, what users hit 1 and 2: the staff grids and the applicant's list show their default columns without
 * sideways scrolling at 1366 × 768 and 1920 × 1080 (more columns on the wider screen), and the notes control covers
 * nothing and stays below a modal's overlay.
 */

const SIZES: ViewportSize[] = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

const SCREENS = [
  { who: 'sb@example.org', path: '/auftraege', grid: 'Aufträge' },
  { who: 'sb@example.org', path: '/mahnungen', grid: 'Mahnungen' },
  { who: 'sb@example.org', path: '/vorkasselist', grid: 'Vorkassen' },
  { who: 'sb@example.org', path: '/rechnungen', grid: 'Rechnungen' },
  { who: 'kunde@example.org', path: '/antraege', grid: 'Anträge' },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function seriousViolations(page: Page): Promise<string[]> {
  return seriousAxeFindings(
    page,
    (v) => `${v.impact ?? ''}: ${v.id} – ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/** Waits until the grid shows its first page (rows, or the empty text) and the page is quiet. */
async function gridLoaded(page: Page, name: string): Promise<void> {
  const region = grid(page, name);
  await region.waitFor();
  await page.waitForFunction((label) => {
    const el = document.querySelector(`[role="region"][aria-label="${label}"]`);
    if (!el || el.getAttribute('aria-busy') === 'true') return false;
    return (
      el.querySelector('.ag-grid-scrolling-rows .ag-row') !== null ||
      el.querySelector('.ag-overlay-no-rows-center, .ag-overlay-no-rows-wrapper') !== null
    );
  }, name);
  await settledAnimations(page);
}

interface Fit {
  scrollWidth: number;
  clientWidth: number;
  pageScrollWidth: number;
  pageClientWidth: number;
  columns: string[];
}

/** How wide the grid's columns are against its width, and which field columns it shows. */
async function measureFit(page: Page, name: string): Promise<Fit> {
  return page.evaluate((label) => {
    const root = document.querySelector<HTMLElement>(`[role="region"][aria-label="${label}"]`);
    // AG Grid's horizontal scrollbar spans the columns: it scrolls only when they are wider than the grid
    const hScroll = root?.querySelector<HTMLElement>('.ag-body-horizontal-scroll-viewport') ?? null;
    const scrollWidth = hScroll?.scrollWidth ?? -1;
    const clientWidth = hScroll?.clientWidth ?? 0;
    const columns = Array.from(root?.querySelectorAll<HTMLElement>('.ag-header-cell[col-id]') ?? []).map(
      (c) => c.getAttribute('col-id') ?? '',
    );
    return {
      scrollWidth,
      clientWidth,
      pageScrollWidth: document.documentElement.scrollWidth,
      pageClientWidth: document.documentElement.clientWidth,
      columns,
    };
  }, name);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const intersects = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Boxes of what the notes control must never cover: action cells, pager, totals, the page's buttons and links. */
async function contentBoxes(page: Page): Promise<{ what: string; box: Box }[]> {
  return page.evaluate(() => {
    const selectors = [
      '.lap-cell-actions',
      '.ag-row-pinned',
      '[data-testid="grid-range"]',
      'main button',
      'main a[href]',
      'main .ag-header-cell',
      'main .ag-cell',
    ];
    const out: { what: string; box: Box }[] = [];
    for (const sel of selectors) {
      for (const el of Array.from(document.querySelectorAll<HTMLElement>(sel))) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.height > 0)
          out.push({
            what: `${sel}: ${el.textContent?.trim().slice(0, 30) ?? ''}`,
            box: { x: r.x, y: r.y, width: r.width, height: r.height },
          });
      }
    }
    return out;
  });
}

const notesButton = (page: Page) => page.getByRole('button', { name: 'Notizen öffnen' });

describe('default columns fit the screen; the notes control covers nothing', () => {
  for (const size of SIZES) {
    describe(`${size.width} × ${size.height}`, () => {
      const contexts = new Map<string, { context: BrowserContext; page: Page; errors: string[] }>();
      afterAll(async () => {
        for (const c of contexts.values()) await c.context.close();
      });
      const pageFor = async (who: string, path: string): Promise<Page> => {
        let c = contexts.get(who);
        if (!c) {
          const opened = await signedInPage(browser, who, path, { viewport: size });
          c = { ...opened, errors: watchErrors(opened.page) };
          contexts.set(who, c);
        } else {
          await c.page.goto(c.page.url().replace(/\/leitungsauskunftportal\/.*$/, `/leitungsauskunftportal${path}`));
        }
        return c.page;
      };

      for (const screen of SCREENS) {
        it(`${screen.path}: no sideways scrolling with the default columns`, async () => {
          const page = await pageFor(screen.who, screen.path);
          await gridLoaded(page, screen.grid);
          const fit = await measureFit(page, screen.grid);
          console.log(
            `[layout-fit] ${size.width}x${size.height} ${screen.path}: columns ${fit.scrollWidth}/${fit.clientWidth} px, page ${fit.pageScrollWidth}/${fit.pageClientWidth} px, ${fit.columns.length} columns: ${fit.columns.join(', ')}`,
          );
          await screenshot(page, `layout-fit-${screen.path.slice(1)}-${size.width}`, { fullPage: false });
          expect(fit.scrollWidth).toBeGreaterThan(0);
          expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
          expect(fit.pageScrollWidth).toBeLessThanOrEqual(fit.pageClientWidth);
          // the case number is always there
          expect(await headerCell(page, 'vorgangsnummer').count()).toBe(1);

          if (screen.who === 'sb@example.org') {
            const button = await notesButton(page).boundingBox();
            if (!button) throw new Error('Notizen-Knopf nicht sichtbar');
            const covered = (await contentBoxes(page)).filter((c) => intersects(button, c.box)).map((c) => c.what);
            expect(covered).toEqual([]);
          }
          expect(await seriousViolations(page)).toEqual([]);
          expect(contexts.get(screen.who)?.errors ?? []).toEqual([]);
        });
      }

      it('shows more columns on the wider screen', async () => {
        const page = await pageFor('sb@example.org', '/auftraege');
        await gridLoaded(page, 'Aufträge');
        const shown = (await measureFit(page, 'Aufträge')).columns;
        for (const column of ['vorgangsnummer', 'bearbeitungsStatus', 'auftraggeber', 'prioritaet', 'bearbeiter'])
          expect(shown).toContain(column);
        if (size.width >= 1920)
          for (const column of ['auftragsDatum', 'bearbeitungsFrist', 'ort', 'bemerkung'])
            expect(shown).toContain(column);
        else expect(shown).not.toContain('bemerkung');
      });

      it('the notes control is below a modal overlay', async () => {
        const page = await pageFor('sb@example.org', '/mahnungen');
        await gridLoaded(page, 'Mahnungen');
        await page.getByRole('button', { name: 'Mahnungsvorlagen' }).click();
        await page.getByRole('dialog', { name: 'Mahnungsvorlagen' }).waitFor();
        await settledAnimations(page);
        const box = await notesButton(page).boundingBox();
        if (!box) throw new Error('Notizen-Knopf nicht sichtbar');
        const onTop = await page.evaluate(
          ({ x, y }) => {
            const el = document.elementFromPoint(x, y);
            return {
              overlay: el?.closest('.mantine-Modal-overlay, .mantine-Modal-inner, .mantine-Modal-root') !== null,
              notes: el?.closest('#notizen-schalter') !== null,
            };
          },
          { x: box.x + box.width / 2, y: box.y + box.height / 2 },
        );
        await screenshot(page, `layout-fit-modal-${size.width}`, { fullPage: false });
        expect(onTop).toEqual({ overlay: true, notes: false });
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: 'Mahnungsvorlagen' }).waitFor({ state: 'detached' });
      });
    });
  }
});

describe("column chooser ('Spalten')", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await signedInPage(browser, 'sb@example.org', '/auftraege', { viewport: SIZES[0] }));
    await gridLoaded(page, 'Aufträge');
  });
  afterAll(async () => {
    await context.close();
  });

  const chooser = () => page.getByRole('button', { name: /^Spalten/ });
  const dialog = () => page.getByRole('dialog');

  it('switches a hidden column on with the keyboard, remembers it with the table state, and restores the default', async () => {
    expect(await headerCell(page, 'telefon').count()).toBe(0);
    await chooser().focus();
    await page.keyboard.press('Enter');
    await dialog().waitFor();
    const telefon = dialog().getByRole('checkbox', { name: 'Telefon' });
    expect(await telefon.isChecked()).toBe(false);
    // the case number is pinned and always shown
    expect(
      await dialog()
        .getByRole('checkbox', { name: /^Vorgangsnummer/ })
        .isDisabled(),
    ).toBe(true);
    await telefon.focus();
    await page.keyboard.press('Space');
    await headerCell(page, 'telefon').waitFor();
    await screenshot(page, 'layout-fit-spalten', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await expect.poll(() => chooser().evaluate((el) => el === document.activeElement)).toBe(true);

    const stored = JSON.parse(
      (await page.evaluate(() => window.localStorage.getItem('lap.grid.auftraege'))) ?? 'null',
    ) as { columns?: Record<string, boolean> } | null;
    expect(stored?.columns).toEqual({ telefon: true });
    await page.reload();
    await gridLoaded(page, 'Aufträge');
    await headerCell(page, 'telefon').waitFor();

    await chooser().click();
    await dialog().getByRole('button', { name: 'Standard wiederherstellen' }).click();
    await headerCell(page, 'telefon').waitFor({ state: 'detached' });
    expect(await dialog().getByRole('checkbox', { name: 'Telefon' }).isChecked()).toBe(false);
    await page.keyboard.press('Escape');
  });

  it('keeps the filter of a column that is switched off, with its chip to remove it', async () => {
    const all = await totalRows(page);
    const popup = await openColumnFilter(page, 'auftraggeber');
    await popup.getByLabel('Wert').fill('zz-kein-auftraggeber');
    await popup.getByLabel('Wert').press('Enter');
    await page.locator('.ag-popup .ag-filter').waitFor({ state: 'detached' });
    await expect.poll(() => totalRows(page)).toBe(0);

    await chooser().click();
    await dialog().getByRole('checkbox', { name: 'Auftraggeber' }).uncheck();
    await page.keyboard.press('Escape');
    await headerCell(page, 'auftraggeber').waitFor({ state: 'detached' });
    // still filtered, and the chip says by what
    expect(await totalRows(page)).toBe(0);
    const chips = page.getByRole('group', { name: 'Aktive Filter' });
    await chips.getByText(/^Auftraggeber/).waitFor();
    // the pill's remove button is mouse-only in Mantine (aria-hidden); 'Filter zurücksetzen' is the keyboard's way
    await chips.locator('button[aria-label^="Filter entfernen: Auftraggeber"]').click();
    await expect.poll(() => totalRows(page)).toBe(all);

    await chooser().click();
    await dialog().getByRole('button', { name: 'Standard wiederherstellen' }).click();
    await headerCell(page, 'auftraggeber').waitFor();
    await page.keyboard.press('Escape');
  });
});
