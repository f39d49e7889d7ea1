import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, newContext, screenshot, waitForAppPath } from '../support/browser.js';
import { signIn } from '../support/login.js';
import { DEMO_PASSWORD } from '../support/users.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('unknown paths (spec 001 §2)', () => {
  it('shows "Seite nicht vorhanden!" and the start-page link works', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(appUrl('/gibt-es-nicht/123'));
    await page.getByRole('heading', { name: 'Seite nicht vorhanden!', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Zurück' }).waitFor();
    expect(await page.title()).toBe('Seite nicht vorhanden! · Leitungsauskunftportal');
    await screenshot(page, 'not-found');

    await page.getByRole('link', { name: 'Zur Startseite', exact: true }).click();
    await waitForAppPath(page, '/');
    await page.getByRole('heading', { name: 'Leitungsauskunft online beantragen' }).waitFor();
    await context.close();
  });

  it('"Zurück" returns to the previous page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'sb@example.org', DEMO_PASSWORD);
    await waitForAppPath(page, '/auftraege');
    // Every navigation target is built now: an in-app move to an unknown address, as a stale link would make it (a
    // history entry the router follows, with react-router's history index).
    await page.evaluate(
      (url) => {
        const current: unknown = window.history.state;
        const idx =
          typeof current === 'object' && current !== null && 'idx' in current && typeof current.idx === 'number'
            ? current.idx
            : 0;
        const state = { usr: null, key: 'stale-link', idx: idx + 1 };
        window.history.pushState(state, '', url);
        window.dispatchEvent(new PopStateEvent('popstate', { state }));
      },
      new URL(appUrl('/auftraege/gibt-es-nicht/1')).pathname,
    );
    await page.getByRole('heading', { name: 'Seite nicht vorhanden!' }).waitFor();
    await page.getByRole('button', { name: 'Zurück' }).click();
    await waitForAppPath(page, '/auftraege');
    await context.close();
  });
});
