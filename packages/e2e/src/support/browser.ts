import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const APP_BASE_PATH = '/leitungsauskunftportal';
export const ARTIFACTS_DIR = fileURLToPath(new URL('../../artifacts/', import.meta.url));

/**
 * Debian's chromium, never a downloaded browser; SwiftShader for WebGL (maps). One renderer process per site and
 * context (`--process-per-site`): a page opened in a context used before (see `newContext`) joins the renderer that
 * already ran the app, whose compiled code it reuses.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--process-per-site',
    ],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/** Absolute URL of an in-app path ('/login' → http://host/leitungsauskunftportal/login). */
export function appUrl(path: string): string {
  return `${baseUrl()}${APP_BASE_PATH}${path}`;
}

function stripBase(pathname: string): string {
  const rest = pathname.startsWith(APP_BASE_PATH) ? pathname.slice(APP_BASE_PATH.length) : pathname;
  return rest === '' ? '/' : rest;
}

/** The pathname the browser shows, without the base path ('/' for the start page). */
export function appPathOf(page: Page): string {
  return stripBase(new URL(page.url()).pathname);
}

/**
 * Waits until the app shows the given in-app path ('/' matches the base path with or without slash): in the address
 * bar, and rendered. The router renders a navigation in a React transition, so the address changes while the page
 * left is still on screen (its successor's code may still be loading): the shell marks the path it has rendered
 * (`data-path` on the main region), and only then is the new page there to be read or used.
 */
export async function waitForAppPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => stripBase(url.pathname) === path);
  await page.waitForFunction((wanted) => {
    const rendered = document.getElementById('inhalt')?.dataset['path'];
    if (rendered === undefined) return false;
    const plain = (p: string) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return p;
      }
    };
    return plain(rendered) === plain(wanted);
  }, path);
}

export interface ViewportSize {
  width: number;
  height: number;
}

type StorageState = Exclude<NonNullable<Parameters<Browser['newContext']>[0]>['storageState'], string | undefined>;

/** A context a journey closed, kept for the next one of its browser, with the page that keeps its renderer alive. */
interface IdleContext {
  context: BrowserContext;
  keeper: Page;
  /** Handed to a journey and not closed since. */
  leased: boolean;
}

/** Per browser (one per journey file) and viewport: the contexts closed and wiped, ready for the next test. */
const idleContexts = new WeakMap<Browser, Map<string, IdleContext[]>>();

/**
 * A German desktop browser context, as case workers use it (with cookies and storage to start from, if given).
 *
 * A new context costs the browser a renderer process that compiles the app's ~80 scripts anew (~1 s of CPU per
 * page on a 2-core machine). So a context a journey closes is wiped and kept instead (cookies, permissions, the
 * origin's storage, the HTTP cache, every page but one), and the next `newContext` of the same browser and viewport
 * gets it: its new page joins the renderer that one kept page (on /healthz) holds for the site. A context whose
 * journey added init scripts or routes is closed for good. Each journey still starts with no cookies and no storage
 * but what it asks for.
 */
export async function newContext(
  browser: Browser,
  viewport: ViewportSize = { width: 1366, height: 820 },
  storageState?: StorageState,
): Promise<BrowserContext> {
  const key = `${viewport.width}x${viewport.height}`;
  const idle = idleContexts.get(browser)?.get(key)?.pop() ?? (await openReusable(browser, viewport, key));
  const { context, keeper } = idle;
  idle.leased = true;
  if (storageState?.cookies?.length) await context.addCookies(storageState.cookies);
  for (const origin of storageState?.origins ?? []) {
    if (origin.origin !== new URL(keeper.url()).origin)
      throw new Error(`newContext: storage for ${origin.origin} is not kept (only ${baseUrl()})`);
    await keeper.evaluate((items) => {
      for (const item of items) window.localStorage.setItem(item.name, item.value);
    }, origin.localStorage);
  }
  return context;
}

async function openReusable(browser: Browser, viewport: ViewportSize, key: string): Promise<IdleContext> {
  const context = await browser.newContext({ viewport, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const keeper = await context.newPage();
  await keeper.goto(`${baseUrl()}/healthz`);
  const idle: IdleContext = { context, keeper, leased: false };
  let reusable = true;
  const closeForGood = context.close.bind(context);
  const addInitScript = context.addInitScript.bind(context);
  const route = context.route.bind(context);
  context.addInitScript = (...args: Parameters<BrowserContext['addInitScript']>) => {
    reusable = false;
    return addInitScript(...args);
  };
  context.route = (...args: Parameters<BrowserContext['route']>) => {
    reusable = false;
    return route(...args);
  };
  context.close = async (options?: Parameters<BrowserContext['close']>[0]) => {
    if (!idle.leased) return;
    idle.leased = false;
    if (!reusable || !browser.isConnected()) return closeForGood(options);
    reusable = false;
    try {
      for (const page of context.pages()) if (page !== keeper) await page.close();
      await context.clearCookies();
      await context.clearPermissions();
      await keeper.evaluate(() => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      });
      const cdp = await context.newCDPSession(keeper);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    } catch {
      return closeForGood(options);
    }
    reusable = true;
    const pool = idleContexts.get(browser) ?? new Map<string, IdleContext[]>();
    idleContexts.set(browser, pool);
    pool.set(key, [...(pool.get(key) ?? []), idle]);
  };
  return idle;
}

/** Open overlays that a full-page capture could close: it resizes the viewport, and popovers, menus,
 * date pickers and the mobile navigation react to resize events. */
const TRANSIENT_OVERLAYS = [
  '[data-dates-dropdown]',
  '.mantine-Popover-dropdown',
  '.mantine-Menu-dropdown',
  '.mantine-Combobox-dropdown',
  '.ag-popup',
].join(', ');

/**
 * Saves a screenshot under packages/e2e/artifacts/ (gitignored): the full page, unless an overlay is open
 * or the caller asks for the viewport only — a full-page capture resizes the viewport, which closes
 * popovers and the phone navigation in the middle of a journey.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name}.png`);
  const fullPage = options.fullPage ?? (await page.locator(TRANSIENT_OVERLAYS).count()) === 0;
  await page.screenshot({ path, fullPage });
  return path;
}

/** Collects page errors and console errors, so a journey can assert a clean run. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}
