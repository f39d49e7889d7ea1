import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshCustomer, type OfferCustomer } from '../support/angebot.js';
import {
  antragInput,
  chooseTool,
  createSent,
  drawPolygon,
  mapCanvas,
  seriousViolations,
  storedFeatures,
  waitForMap,
} from '../support/antrag.js';
import { appPathOf, appUrl, launchBrowser, newContext, screenshot, waitForAppPath } from '../support/browser.js';
import { expectFieldError, field } from '../support/forms.js';
import { emailField, passwordField, signedInPage } from '../support/login.js';

// Issue 42, what users hit in the request wizard and around it (items 6, 7, 10, 12), at 1366×768: step 1 keeps a
// draft over a reload and asks before leaving; phone and PLZ say what is wrong; the map step fits the window with
// its save button and area reading; a double-click finishes a polygon without a stray sketch; /antragansicht shows
// the map first; the dashboard's open figure is the large one; an empty login password is told it is missing.

const VIEWPORT = { width: 1366, height: 768 } as const;
const LEAVE_MSG = 'Sie haben ungespeicherte Änderungen. Seite trotzdem verlassen?';
const TELEFON_MSG = 'Bitte geben Sie eine echte Telefonnummer an (beginnend mit + oder 0, mindestens 5 Ziffern).';
const PLZ_MSG = 'Bitte geben Sie eine gültige Postleitzahl mit 5 Ziffern ein.';

let browser: Browser;
let customer: OfferCustomer;
let page: Page;

/** The in-tab drafts of the request form (sessionStorage keys). */
const draftKeys = (p: Page): Promise<string[]> =>
  p.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('lap.antrag-entwurf.')));

/** Whether the element's box lies inside the window (no scrolling needed) and nothing else covers its middle. */
async function fullyVisible(p: Page, name: string): Promise<{ inWindow: boolean; uncovered: boolean }> {
  const button = p.getByRole('button', { name, exact: true });
  return button.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {
      inWindow: r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth,
      uncovered: hit !== null && el.contains(hit),
    };
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  customer = await freshCustomer('Entwurf', { vorname: 'Erna', name: 'Entwurf' });
  page = (await signedInPage(browser, customer.email, '/antraege', { password: customer.password, viewport: VIEWPORT }))
    .page;
});
afterAll(async () => {
  await browser.close();
});

describe('request wizard, step 1: validation, draft and leave warning', () => {
  it('tells "abc" as a phone and "123" as a PLZ what is wrong', async () => {
    await page.goto(appUrl('/antrag'));
    await page.getByRole('heading', { name: 'Neuer Antrag', level: 1 }).waitFor();
    const daten = page.locator('#antragsdaten');
    const antragsteller = page.locator('#antragsteller');
    await field(daten, 'Vorhaben').fill('Entwurf E2E: Carport');
    await field(daten, 'PLZ').fill('123');
    await field(antragsteller, 'Telefon').fill('abc');
    await page.getByRole('button', { name: 'Speichern und weiter' }).click();
    await expectFieldError(field(daten, 'PLZ'), PLZ_MSG);
    await expectFieldError(field(antragsteller, 'Telefon'), TELEFON_MSG);
    // the same kind of field says it the same way: an empty required text is 'Bitte geben Sie … an!'
    await expectFieldError(field(daten, 'Projektangaben'), 'Bitte geben Sie die Projektangaben an!');
    await expectFieldError(field(daten, 'Bautiefe'), 'Bitte geben Sie die Bautiefe an!');
    expect(appPathOf(page)).toBe('/antrag');
    await screenshot(page, 'nf-wizard-schritt1-fehler', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('keeps what was typed over a reload, and says so', async () => {
    expect(await draftKeys(page)).toHaveLength(1);
    await page.reload();
    await page.getByRole('heading', { name: 'Neuer Antrag', level: 1 }).waitFor();
    await page.getByText('Nicht gespeicherte Eingaben wiederhergestellt').waitFor();
    expect(await field(page.locator('#antragsdaten'), 'Vorhaben').inputValue()).toBe('Entwurf E2E: Carport');
    expect(await field(page.locator('#antragsteller'), 'Telefon').inputValue()).toBe('abc');
    await screenshot(page, 'nf-wizard-entwurf-wiederhergestellt', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('asks before leaving with unsaved changes: in the app with its own question, the browser before unloading', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Anträge', exact: true }).first().click();
    const frage = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await frage.getByText(LEAVE_MSG).waitFor();
    await screenshot(page, 'nf-wizard-verlassen-frage', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);
    await frage.getByRole('button', { name: 'Auf der Seite bleiben' }).click();
    await frage.waitFor({ state: 'hidden' });
    expect(appPathOf(page)).toBe('/antrag');
    expect(await field(page.locator('#antragsdaten'), 'Vorhaben').inputValue()).toBe('Entwurf E2E: Carport');

    // closing the tab: the browser's own 'beforeunload' question (Chromium shows no page text)
    const other = await page.context().newPage();
    await other.goto(appUrl('/antrag'));
    // a second tab loads the wizard cold (on a busy machine that took more than the default 30 s once)
    await other.getByRole('heading', { name: 'Neuer Antrag', level: 1 }).waitFor({ timeout: 60_000 });
    await field(other.locator('#antragsdaten'), 'Vorhaben').fill('Noch ein Vorhaben');
    const dialog = other.waitForEvent('dialog');
    await other.close({ runBeforeUnload: true });
    const asked = await dialog;
    expect(asked.type()).toBe('beforeunload');
    await asked.accept();

    await page.getByRole('navigation').getByRole('link', { name: 'Anträge', exact: true }).first().click();
    await frage.getByRole('button', { name: 'Seite verlassen' }).click();
    await waitForAppPath(page, '/antraege');
  });

  it('offers the draft again in the tab; saving clears it and moves on without asking', async () => {
    await page.goto(appUrl('/antrag'));
    await page.getByText('Nicht gespeicherte Eingaben wiederhergestellt').waitFor();
    const daten = page.locator('#antragsdaten');
    const antragsteller = page.locator('#antragsteller');
    await field(daten, 'Projektangaben').fill('Streifenfundament');
    await field(daten, 'Straße').fill('Hauptstraße');
    await field(daten, 'Hausnummer').fill('12');
    await field(daten, 'PLZ').fill('01589');
    await field(daten, 'Ort').fill('Riesa');
    await field(daten, 'Bautiefe').fill('0,8 m');
    for (const [label, value] of [
      ['Vorname', 'Erna'],
      ['Nachname', 'Entwurf'],
      ['Straße', 'Teststraße'],
      ['Hausnummer', '1'],
      ['PLZ', '01067'],
      ['Ort', 'Dresden'],
      ['Telefon', '0351 1234567'],
      ['E-Mail', customer.email],
    ] as const) {
      await field(antragsteller, label).fill(value);
    }
    await page.getByRole('checkbox', { name: 'Identisch mit Antragsteller' }).check();
    await page.getByRole('checkbox', { name: 'Bauausführender unbekannt' }).check();
    await page.getByRole('checkbox', { name: 'Strom', exact: true }).check();
    await page.getByRole('checkbox', { name: /Informationsblatt/ }).check();
    await page.getByRole('button', { name: 'Speichern und weiter' }).click();
    await page.waitForURL(
      (url) => /\/antrag\/[0-9a-f-]{36}$/.test(url.pathname) && url.searchParams.get('schritt') === '2',
    );
    expect(await page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' }).count()).toBe(0);
    expect(await draftKeys(page)).toEqual([]);
  });
});

describe('request wizard, step 2 at 1366×768', () => {
  it('shows the map with its save button and the area reading in the window, nothing covering the button', async () => {
    await waitForMap(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'nf-wizard-karte-leer-1366x768', { fullPage: false });
    expect(await fullyVisible(page, 'Karte speichern und weiter')).toEqual({ inWindow: true, uncovered: true });

    await chooseTool(page, 'Fläche zeichnen');
    const box = await mapCanvas(page).boundingBox();
    if (!box) throw new Error('Karte ohne Größe');
    const w = box.width;
    const h = box.height;
    await drawPolygon(page, [
      [w * 0.3, h * 0.25],
      [w * 0.6, h * 0.25],
      [w * 0.6, h * 0.75],
      [w * 0.3, h * 0.75],
    ]);
    const messung = page.getByTestId('karte-messung');
    await expect.poll(() => messung.innerText()).toMatch(/^Fläche: /);
    await expect.poll(async () => (await storedFeatures(page, appPathOf(page).split('/')[2] ?? '')).length).toBe(1);
    const reading = await messung.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    });
    expect(reading).toBe(true);
    expect(await fullyVisible(page, 'Karte speichern und weiter')).toEqual({ inWindow: true, uncovered: true });
    await screenshot(page, 'nf-wizard-karte-1366x768', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finishes a polygon by double-clicking its first point without starting a stray sketch', async () => {
    const antragId = appPathOf(page).split('/')[2] ?? '';
    const box = await mapCanvas(page).boundingBox();
    if (!box) throw new Error('Karte ohne Größe');
    const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
    const points = [at(0.7, 0.3), at(0.85, 0.3), at(0.85, 0.6)];
    for (const [x, y] of points) {
      await page.mouse.move(x, y, { steps: 4 });
      await page.mouse.down();
      await page.mouse.up();
    }
    const [fx, fy] = points[0] ?? at(0.7, 0.3);
    await page.mouse.move(fx, fy, { steps: 4 });
    await page.mouse.dblclick(fx, fy);
    await expect.poll(async () => (await storedFeatures(page, antragId)).length).toBe(2);
    // a stray sketch would become the measured shape (its reading empty) and a click would go on drawing it
    await page.waitForTimeout(700);
    await expect.poll(() => page.getByTestId('karte-messung').innerText()).toMatch(/^Fläche: /);
    await screenshot(page, 'nf-wizard-karte-doppelklick', { fullPage: false });
    await page.getByRole('button', { name: 'Karte speichern und weiter' }).click();
    await page.waitForURL((url) => url.searchParams.get('schritt') === '3');
    await screenshot(page, 'nf-wizard-dateiupload', { fullPage: false });
    await page.getByRole('button', { name: 'Weiter zur Zusammenfassung' }).click();
    await page.waitForURL((url) => url.searchParams.get('schritt') === '4');
    await page.getByRole('button', { name: 'Antrag versenden' }).waitFor();
    await screenshot(page, 'nf-wizard-zusammenfassung', { fullPage: false });
    // at the bottom of the long summary the floating scroll buttons leave its buttons free
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => fullyVisible(page, 'Antrag versenden')).toEqual({ inWindow: true, uncovered: true });
    await screenshot(page, 'nf-wizard-zusammenfassung-ende', { fullPage: false });
  });
});

describe('/antragansicht at 1366×768', () => {
  it('shows the map near the top and the sections in two columns', async () => {
    const antrag = await createSent(customer.session, antragInput(customer, { vorhaben: 'Ansicht E2E' }));
    await page.goto(appUrl(`/antragansicht/${antrag.id}`));
    await waitForMap(page);
    const top = await mapCanvas(page).evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThan(VIEWPORT.height);
    const hoehe = await page.evaluate(() => document.documentElement.scrollHeight);
    await screenshot(page, 'nf-antragansicht-1366x768', { fullPage: false });
    await screenshot(page, 'nf-antragansicht-ganz', { fullPage: true });
    console.log(`[nutzerfuehrung] /antragansicht ${hoehe} px hoch, Karte oben bei ${Math.round(top)} px`);
    // it was 3,450 px with the map at the very bottom (issue 42); two columns of sections take a sixth off
    expect(hoehe).toBeLessThan(3000);
    const [daten, antragsteller] = await Promise.all([
      page.locator('#antragsdaten').boundingBox(),
      page.locator('#antragsteller').boundingBox(),
    ]);
    expect(daten && antragsteller && Math.abs(daten.y - antragsteller.y) < 2).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('dashboard and login', () => {
  it('shows the open figure large on the dashboard', async () => {
    const staff = (await signedInPage(browser, 'sb@example.org', '/dashboard', { viewport: VIEWPORT })).page;
    const karte = staff.getByRole('region', { name: 'Angebote' });
    await karte.getByText('offen', { exact: true }).waitFor();
    const [gross, klein] = await Promise.all([
      karte
        .getByText('offen', { exact: true })
        .locator('xpath=preceding-sibling::*[1]')
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
      karte.getByText(/^\d+ neu$/).evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
    ]);
    expect(gross).toBeGreaterThan(klein * 2);
    await screenshot(staff, 'nf-dashboard-1366x768', { fullPage: false });
    expect(await seriousViolations(staff)).toEqual([]);
  });

  it('tells an empty login password that it is missing (not its length)', async () => {
    const context = await newContext(browser, VIEWPORT);
    const login = await context.newPage();
    await login.goto(appUrl('/login'));
    await emailField(login).fill('kunde@example.org');
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await expectFieldError(passwordField(login), 'Bitte geben Sie das Passwort an.');
    await passwordField(login).fill('kurz');
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await expectFieldError(passwordField(login), 'Das Passwort muss mindestens 8 Zeichen lang sein.');
    await context.close();
  });
});
