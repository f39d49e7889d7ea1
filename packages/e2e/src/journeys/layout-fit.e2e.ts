import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCustomer, priceAndSend, sendRequest, staffSession } from '../support/angebot.js';
import { seriousViolations } from '../support/antrag.js';
import { settledAnimations } from '../support/axe.js';
import { launchBrowser, screenshot, type ViewportSize } from '../support/browser.js';
import { headerCell, openColumnFilter, totalRows } from '../support/grid.js';
import { signedInPage } from '../support/login.js';
import { gridLoaded, SignedInScreens } from '../support/screens.js';

/**
 * Issue 42, what users hit 1 and 2: every staff grid and the applicant's list show their default columns without
 * sideways scrolling and without a cut header at 1366 × 768, and more columns at 1920 × 1080; the notes control covers
 * nothing and stays below a modal's overlay.
 */

const SIZES: ViewportSize[] = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

/** What the lists of one fresh order show: its operators, mails and history, its customer's offers. */
interface Arranged {
  auftragId: string;
  antragId: string;
  customerId: string;
  sbId: string;
}

interface Screen {
  who: string;
  path: (a: Arranged) => string;
  /** The grid's accessible name. */
  grid: string;
  /** Always shown (the pinned column a row is known by). */
  always: string;
  /** Shown at 1920 px only (switchable in 'Spalten' at 1366 px); empty where everything fits at 1366 px already. */
  wide: readonly string[];
  /** Columns whose values must show whole (no ellipsis) in every row of the first page. */
  whole?: readonly string[];
}

const SB = 'sb@example.org';
const ADMIN = 'admin@example.org';

const SCREENS: readonly Screen[] = [
  {
    who: SB,
    path: () => '/auftraege',
    grid: 'Aufträge',
    always: 'vorgangsnummer',
    wide: ['auftragsDatum', 'bearbeitungsFrist', 'ort'],
    whole: ['bearbeitungsStatus', 'prioritaet'],
  },
  { who: SB, path: () => '/mahnungen', grid: 'Mahnungen', always: 'vorgangsnummer', wide: [] },
  { who: SB, path: () => '/vorkasselist', grid: 'Vorkassen', always: 'vorgangsnummer', wide: ['auftragsDatum'] },
  { who: SB, path: () => '/rechnungen', grid: 'Rechnungen', always: 'vorgangsnummer', wide: ['rechnungVersand'] },
  { who: 'kunde@example.org', path: () => '/antraege', grid: 'Anträge', always: 'vorgangsnummer', wide: [] },
  {
    who: SB,
    path: () => '/angebote',
    grid: 'Angebote',
    always: 'vorgangsnummer',
    wide: ['antragsteller', 'angebotAm', 'nettoBetrag', 'vorkasse'],
    whole: ['antragStatus', 'nettoBetrag'],
  },
  {
    who: SB,
    path: () => '/rechnungenbezahlt',
    grid: 'Versandte Rechnungen',
    always: 'vorgangsnummer',
    wide: ['rechnungsDatum', 'rechnungVersand', 'rechnungStatus'],
    whole: ['rechnungStatus'],
  },
  {
    who: SB,
    path: () => '/netzbetreiber',
    grid: 'Netzbetreiber',
    always: 'name',
    wide: ['schluessel', 'kontakt', 'portalLink'],
  },
  {
    who: SB,
    path: () => '/mailversand',
    grid: 'E-Mails an Versorger',
    always: 'versorgerName',
    wide: ['empfaenger', 'ort', 'bearbeiter'],
  },
  {
    who: SB,
    path: (a) => `/bearbeitungslist/${a.auftragId}`,
    grid: 'Auskünfte der Infrastrukturbetreiber',
    always: 'versorgerName',
    wide: ['auskunftDatum', 'abgeschlossen', 'auskunftBemerkung'],
    whole: ['anfrageStatus'],
  },
  {
    who: SB,
    path: (a) => `/emails/${a.auftragId}`,
    grid: 'Versorger zum Auftrag',
    always: 'versorgerName',
    wide: ['automatikVersand', 'anhaenge'],
    whole: ['kanal'],
  },
  {
    who: SB,
    path: () => '/nutzer',
    grid: 'Benutzer',
    always: 'email',
    wide: ['anzahlAntraege', 'registrierungsGrund'],
  },
  { who: ADMIN, path: () => '/nutzer', grid: 'Nutzer', always: 'email', wide: ['firma', 'ort', 'anzahlAntraege'] },
  { who: ADMIN, path: () => '/rollen', grid: 'Rollen', always: 'text', wide: [] },
  { who: SB, path: () => '/historien', grid: 'Historien', always: 'name', wide: [] },
  {
    who: SB,
    path: (a) => `/historie/${a.sbId}`,
    grid: 'Historie',
    always: 'vorgang',
    wide: [],
    whole: ['anfrageStatus'],
  },
  {
    who: SB,
    path: (a) => `/auftraghistorie/${a.antragId}`,
    grid: 'Auftragshistorie',
    always: 'datum',
    wide: [],
    whole: ['anfrageStatus'],
  },
  {
    who: SB,
    path: (a) => `/angebothistorie/${a.customerId}`,
    grid: 'Angebotshistorie',
    always: 'vorgang',
    wide: [],
  },
];

let browser: Browser;
let arranged: Arranged;
beforeAll(async () => {
  browser = await launchBrowser();
  // one order of its own, with its operators assigned: the lists of one order are not empty
  const sb = await staffSession();
  const sbId = await sb.signIn(SB);
  const customer = await freshCustomer('Layout', { vorname: 'Lena', name: 'Layoutprobe' });
  const antrag = await sendRequest(customer, {
    vorhaben: 'Layout: Hausanschluss Strom',
    betreiber: [1, 2, 3, 4, 5, 6],
  });
  await priceAndSend(sb, antrag.id, false);
  const { auftragId } = (await customer.session.mutation('angebot.zustimmung', {
    antragId: antrag.id,
    widerrufAnerkannt: true,
  })) as { auftragId: string };
  await sb.mutation('versorger.netzbetreiberZumAuftrag', { auftragId });
  // every state of an enquiry on the supplier table (their badges' contrast): answered, asked, open
  const { rows } = (await sb.query('versorger.list', { auftragId, page: 1, pageSize: 100 })) as {
    rows: { id: string }[];
  };
  const [answered, asked] = rows;
  if (!answered || !asked) throw new Error('zu wenige Betreiber am Auftrag');
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
  await sb.mutation('versorger.update', { id: answered.id, angefragtDatum: daysAgo(3), auskunftDatum: daysAgo(1) });
  await sb.mutation('versorger.update', { id: asked.id, angefragtDatum: daysAgo(2) });
  arranged = { auftragId, antragId: antrag.id, customerId: customer.id, sbId };
});
afterAll(async () => {
  await browser.close();
});

interface Fit {
  scrollWidth: number;
  clientWidth: number;
  pageScrollWidth: number;
  pageClientWidth: number;
  columns: string[];
  /** 'col-id width' of each shown column, for the log. */
  widths: string[];
  /** Headers whose text does not fit its cell (a word cut). */
  cutHeaders: string[];
  /** Cells of the `whole` columns whose value is cut. */
  cutCells: string[];
}

/** How wide the grid's columns are against its width, which field columns it shows, and what is cut. */
async function measureFit(page: Page, name: string, whole: readonly string[]): Promise<Fit> {
  return page.evaluate(
    ({ label, whole }) => {
      const root = document.querySelector<HTMLElement>(`[role="region"][aria-label="${label}"]`);
      // AG Grid's horizontal scrollbar spans the columns: it scrolls only when they are wider than the grid
      const hScroll = root?.querySelector<HTMLElement>('.ag-body-horizontal-scroll-viewport') ?? null;
      const headers = Array.from(root?.querySelectorAll<HTMLElement>('.ag-header-cell[col-id]') ?? []);
      const cut = (el: HTMLElement | null) => el !== null && el.scrollWidth > el.clientWidth + 1;
      const cutHeaders = headers
        .filter((h) => !h.classList.contains('lap-header-sr'))
        .filter((h) => cut(h.querySelector<HTMLElement>('.ag-header-cell-text')))
        .map((h) => h.getAttribute('col-id') ?? '');
      const cutCells: string[] = [];
      for (const col of whole) {
        for (const c of Array.from(root?.querySelectorAll<HTMLElement>(`.ag-row .ag-cell[col-id="${col}"]`) ?? [])) {
          // the cell itself, or the badge or text wrapper inside it
          const inner = Array.from(c.querySelectorAll<HTMLElement>('*'));
          if (cut(c) || inner.some(cut)) cutCells.push(`${col}: ${c.textContent?.trim() ?? ''}`);
        }
      }
      return {
        scrollWidth: hScroll?.scrollWidth ?? -1,
        clientWidth: hScroll?.clientWidth ?? 0,
        pageScrollWidth: document.documentElement.scrollWidth,
        pageClientWidth: document.documentElement.clientWidth,
        columns: headers.map((c) => c.getAttribute('col-id') ?? ''),
        widths: headers.map((c) => `${c.getAttribute('col-id') ?? ''} ${Math.round(c.getBoundingClientRect().width)}`),
        cutHeaders,
        cutCells,
      };
    },
    { label: name, whole },
  );
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

/** The screenshot's name: the path without ids ('/bearbeitungslist/…' → 'bearbeitungslist'), with the signed-in role. */
const shotName = (screen: Screen, width: number): string =>
  `layout-fit-${screen.path({ auftragId: '', antragId: '', customerId: '', sbId: '' }).split('/')[1] ?? ''}${screen.who === ADMIN ? '-admin' : ''}-${width}`;

/** The field columns each screen showed at 1366 px, to compare with 1920 px. */
const shownAtNarrow = new Map<Screen, string[]>();

describe('default columns fit the screen; the notes control covers nothing', () => {
  for (const size of SIZES) {
    describe(`${size.width} × ${size.height}`, () => {
      let screens: SignedInScreens;
      beforeAll(() => {
        screens = new SignedInScreens(browser, size);
      });
      afterAll(async () => {
        await screens.close();
      });

      for (const screen of SCREENS) {
        it(`${screen.path({ auftragId: ':auftragId', antragId: ':antragId', customerId: ':userId', sbId: ':userId' })} (${screen.grid}): no sideways scrolling, nothing cut`, async () => {
          const page = await screens.open(screen.who, screen.path(arranged));
          await gridLoaded(page, screen.grid);
          const fit = await measureFit(page, screen.grid, screen.whole ?? []);
          console.log(
            `[layout-fit] ${size.width}x${size.height} ${screen.path(arranged)} ${screen.grid}: columns ${fit.scrollWidth}/${fit.clientWidth} px, page ${fit.pageScrollWidth}/${fit.pageClientWidth} px, ${fit.columns.length} columns: ${fit.widths.join(', ')}${fit.cutHeaders.length ? ` | cut headers: ${fit.cutHeaders.join(', ')}` : ''}${fit.cutCells.length ? ` | cut cells: ${fit.cutCells.join('; ')}` : ''}`,
          );
          await screenshot(page, shotName(screen, size.width), { fullPage: false });
          expect(fit.scrollWidth).toBeGreaterThan(0);
          expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
          expect(fit.pageScrollWidth).toBeLessThanOrEqual(fit.pageClientWidth);
          expect(fit.cutHeaders).toEqual([]);
          expect(fit.cutCells).toEqual([]);
          expect(fit.columns).toContain(screen.always);
          // the wide-only columns: at 1366 px a click away in 'Spalten', at 1920 px shown
          for (const column of screen.wide)
            if (size.width >= 1920) expect(fit.columns).toContain(column);
            else expect(fit.columns).not.toContain(column);
          if (size.width < 1920) shownAtNarrow.set(screen, fit.columns);
          else if (screen.wide.length > 0)
            expect(fit.columns.length).toBeGreaterThan(shownAtNarrow.get(screen)?.length ?? Infinity);

          if (screen.who === SB) {
            const button = await notesButton(page).boundingBox();
            if (!button) throw new Error('Notizen-Knopf nicht sichtbar');
            const covered = (await contentBoxes(page)).filter((c) => intersects(button, c.box)).map((c) => c.what);
            expect(covered).toEqual([]);
          }
          expect(await seriousViolations(page)).toEqual([]);
          expect(screens.errors(screen.who)).toEqual([]);
        });
      }

      it('/auftraege shows the columns case workers work by, the remark on a wide screen', async () => {
        const page = await screens.open(SB, '/auftraege');
        await gridLoaded(page, 'Aufträge');
        const shown = (await measureFit(page, 'Aufträge', [])).columns;
        for (const column of ['vorgangsnummer', 'bearbeitungsStatus', 'auftraggeber', 'prioritaet', 'bearbeiter'])
          expect(shown).toContain(column);
        if (size.width >= 1920) expect(shown).toContain('bemerkung');
        else expect(shown).not.toContain('bemerkung');
      });

      it('the notes control is below a modal overlay', async () => {
        const page = await screens.open(SB, '/mahnungen');
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
