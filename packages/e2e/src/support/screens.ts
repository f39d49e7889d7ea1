import type { Browser, BrowserContext, Page } from 'playwright-core';
import { settledAnimations } from './axe.js';
import { watchErrors, type ViewportSize } from './browser.js';
import { grid } from './grid.js';
import { openAppPath, signedInPage } from './login.js';

interface SignedIn {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/**
 * The signed-in loop over screens of the layout and accessibility journeys: one browser context per user (signed in
 * once, at one viewport), taken from screen to screen; its page and console errors are collected from the start.
 */
export class SignedInScreens {
  private readonly users = new Map<string, SignedIn>();

  constructor(
    private readonly browser: Browser,
    private readonly viewport?: ViewportSize,
  ) {}

  /** The user's page on `path` once the app has rendered it (the first call signs the user in). */
  async open(who: string, path: string): Promise<Page> {
    const known = this.users.get(who);
    if (known) {
      await openAppPath(known.page, path);
      return known.page;
    }
    const opened = await signedInPage(this.browser, who, path, { viewport: this.viewport });
    this.users.set(who, { ...opened, errors: watchErrors(opened.page) });
    return opened.page;
  }

  /** Page and console errors of the user's page so far. */
  errors(who: string): string[] {
    return this.users.get(who)?.errors ?? [];
  }

  async close(): Promise<void> {
    for (const u of this.users.values()) await u.context.close();
    this.users.clear();
  }
}

/** Waits until the grid named `name` shows its first page (rows, or the empty text) and the page is quiet. */
export async function gridLoaded(page: Page, name: string): Promise<void> {
  await grid(page, name).waitFor();
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

/**
 * Switches columns on in the grid's chooser 'Spalten' by their labels, as a user does (remembered with the table
 * state), for a journey that reads a column the list keeps off by default at its screen size.
 */
export async function showColumns(page: Page, labels: readonly string[]): Promise<void> {
  await page.getByRole('button', { name: /^Spalten/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  for (const label of labels) await dialog.getByRole('checkbox', { name: label, exact: true }).check();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}
