import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Download, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiSession } from '../support/api.js';
import { freshCustomer, priceAndSend, sendRequest, staffSession, type OfferCustomer } from '../support/angebot.js';
import { antragInput, createDraft, seriousViolations, squareWkt, waitForMap } from '../support/antrag.js';
import { appUrl, ARTIFACTS_DIR, launchBrowser, screenshot, waitForAppPath, watchErrors } from '../support/browser.js';
import { expectFieldError, field, noToasts, waitForToast } from '../support/forms.js';
import { openAppPath, signedInContext, signedInPage } from '../support/login.js';

// Map print and the area export on the map view (issue 17, spec 001 §2 'Map print', §4 print states, §5 print rules,
// §7 Print). A case worker opens an order's request map from /bearbeitungslist, is told what is missing, places a print
// area, moves it by keyboard and mouse, sees the printing state and the error toast, and (where the server renders
// maps) prints a PDF; the customer prints on their own request; both area files download.

const VIEWPORT = { width: 1366, height: 768 };

let browser: Browser;
let sb: ApiSession;
let customer: OfferCustomer;
let antragId: string;
let auftragId: string;
let vorgangsnummer: string;
let staff: Page;
let staffErrors: string[];

/** The full page (the convention) and the map section alone, to look at the print panel at full size. */
async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await page
    .getByRole('region', { name: 'Kartenansicht Anfrage' })
    .screenshot({ path: join(ARTIFACTS_DIR, `${name}-karte.png`) });
}

const panel = (page: Page): Locator => page.getByRole('region', { name: 'Karte drucken' });
const bereichKnopf = (page: Page, nr: number): Locator =>
  panel(page).getByRole('button', { name: `Druckbereich ${nr}`, exact: true });
const label = (page: Page, nr: number): Locator => page.locator('.lap-print-label', { hasText: new RegExp(`^${nr}$`) });

/**
 * Picks a select's option and waits until the field shows it; once more after Escape if the pick did not take (a CI
 * run on a busy machine clicked an option of a dropdown still opening, and the journey went on without a scale).
 */
async function choose(page: Page, name: 'Druckvorlage' | 'Maßstab', option: string): Promise<void> {
  const input = field(panel(page), name);
  for (let attempt = 1; ; attempt++) {
    await input.click();
    await page.getByRole('option', { name: option, exact: true }).click();
    try {
      await expect.poll(() => input.inputValue(), { timeout: 5_000 }).toBe(option);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

async function box(el: Locator): Promise<{ x: number; y: number }> {
  const b = await el.boundingBox();
  if (!b) throw new Error('nicht sichtbar');
  return { x: b.x, y: b.y };
}

/** Where a print area's number sits on the map (relative to the map, so scrolling the page does not count). */
/** Scrolls the map into the middle of the window (below the fixed app header), for mouse work on it. */
async function mapInView(page: Page): Promise<void> {
  await page.locator('canvas.maplibregl-canvas').evaluate((el) => el.scrollIntoView({ block: 'center' }));
}

async function position(el: Locator): Promise<{ x: number; y: number }> {
  const [l, m] = await Promise.all([box(el), box(el.page().locator('canvas.maplibregl-canvas'))]);
  return { x: Math.round((l.x - m.x) * 10) / 10, y: Math.round((l.y - m.y) * 10) / 10 };
}

/** Great-circle distance in metres (enough to check a ground size to a few per mille). */
function metres(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

interface SentJob {
  extents: [number, number, number, number];
  id_projekt: string;
  template: string;
  scale: number;
  epsg_code: number;
  rotation: number;
}

/** The print jobs of a tRPC batch call to druck.drucken. */
function jobsOf(request: Request): SentJob[] {
  const body = request.postDataJSON() as Record<string, SentJob[] | { json: SentJob[] }>;
  const first = body['0'];
  if (!first) throw new Error('kein Druckauftrag');
  return Array.isArray(first) ? first : first.json;
}

async function downloadText(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

beforeAll(async () => {
  browser = await launchBrowser();
  sb = await staffSession();
  customer = await freshCustomer('Druck', { vorname: 'Doris', name: 'Druck' });
  const antrag = await sendRequest(customer, { vorhaben: 'Druck E2E: Hausanschluss Strom' });
  await priceAndSend(sb, antrag.id, false);
  const answer = (await customer.session.mutation('angebot.zustimmung', {
    antragId: antrag.id,
    widerrufAnerkannt: true,
  })) as { auftragId: string };
  [antragId, auftragId, vorgangsnummer] = [antrag.id, answer.auftragId, antrag.vorgangsnummer];
  const context = await signedInContext(browser, 'sb@example.org', { viewport: VIEWPORT });
  staff = await context.newPage();
  staffErrors = watchErrors(staff);
  await openAppPath(staff, '/auftraege');
});
afterAll(async () => {
  await browser.close();
});

describe('map print: the case worker on an order', () => {
  it("opens the order's request map from the order page; template and scale are required, and at least one print area", async () => {
    await staff.goto(appUrl(`/bearbeitungslist/${auftragId}`));
    await staff.getByRole('link', { name: 'Antrag vom Kunden' }).click();
    await waitForAppPath(staff, `/antragansicht/${antragId}`);
    await waitForMap(staff);
    await panel(staff).waitFor();
    await shot(staff, 'druck-sb-leer');
    expect(await seriousViolations(staff)).toEqual([]);

    await panel(staff).getByRole('button', { name: 'Drucken', exact: true }).click();
    await expectFieldError(field(panel(staff), 'Druckvorlage'), 'Bitte wählen Sie eine Druckvorlage.');
    await expectFieldError(field(panel(staff), 'Maßstab'), 'Bitte wählen Sie einen Maßstab.');
    await panel(staff).getByText('Bitte mindestens einen Druckbereich auswählen.').waitFor();

    await choose(staff, 'Druckvorlage', 'A4 Hochformat');
    await choose(staff, 'Maßstab', '1:500');
    await expect.poll(() => field(panel(staff), 'Druckvorlage').getAttribute('aria-invalid')).not.toBe('true');
    await panel(staff).getByRole('button', { name: 'Drucken', exact: true }).click();
    // spec 001 §5, messages.tsv: a validation message (at the panel, not a toast)
    await panel(staff)
      .getByRole('alert')
      .filter({ hasText: 'Bitte mindestens einen Druckbereich auswählen.' })
      .waitFor();
    expect(await staff.locator('.mantine-Notification-root').count()).toBe(0);
    await shot(staff, 'druck-sb-pflichtangaben');
    expect(await seriousViolations(staff)).toEqual([]);
  });

  it('adds a print area at the map centre, moves it with the arrow keys and with the mouse', async () => {
    await panel(staff).getByRole('button', { name: 'Druckbereich hinzufügen' }).click();
    await bereichKnopf(staff, 1).waitFor();
    expect(await bereichKnopf(staff, 1).getAttribute('aria-pressed')).toBe('true');
    expect(await panel(staff).getByText('Bitte mindestens einen Druckbereich auswählen.').count()).toBe(0);
    await label(staff, 1).waitFor();
    const start = await position(label(staff, 1));

    // keyboard: the area's button takes the arrow keys (10 % of the sheet per step)
    await bereichKnopf(staff, 1).focus();
    await staff.keyboard.press('ArrowRight');
    await staff.keyboard.press('ArrowRight');
    await expect.poll(async () => (await position(label(staff, 1))).x).toBeGreaterThan(start.x + 5);
    const rechts = await position(label(staff, 1));
    expect(Math.abs(rechts.y - start.y)).toBeLessThan(1);
    await staff.keyboard.press('ArrowUp');
    await expect.poll(async () => (await position(label(staff, 1))).y).toBeLessThan(rechts.y - 5);
    const oben = await position(label(staff, 1));
    // one step up is 12.45 m, one step right 9.5 m: the pixel steps keep that ratio
    const proMeter = (rechts.x - start.x) / 19;
    expect(Math.abs((rechts.y - oben.y) / proMeter - 12.45)).toBeLessThan(1);

    // mouse: grab the area inside its frame and drag it 80 px down and 60 px left
    await mapInView(staff);
    const absolut = await box(label(staff, 1));
    const grip = { x: absolut.x + 30, y: absolut.y + 40 };
    await staff.mouse.move(grip.x, grip.y);
    await staff.mouse.down();
    await staff.mouse.move(grip.x - 30, grip.y + 40, { steps: 4 });
    await staff.mouse.move(grip.x - 60, grip.y + 80, { steps: 4 });
    await staff.mouse.up();
    const gezogen = await position(label(staff, 1));
    expect(Math.abs(gezogen.x - (oben.x - 60))).toBeLessThan(3);
    expect(Math.abs(gezogen.y - (oben.y + 80))).toBeLessThan(3);
    // the map itself takes the arrow keys for the selected area (instead of panning)
    await staff.locator('canvas.maplibregl-canvas').focus();
    await staff.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await position(label(staff, 1))).x).toBeLessThan(gezogen.x - 5);
    expect(Math.abs((await position(label(staff, 1))).x - (gezogen.x - proMeter * 9.5))).toBeLessThan(2);
    await shot(staff, 'druck-sb-bereich');
    expect(await seriousViolations(staff)).toEqual([]);
  });

  it('while printing: controls disabled, the map frozen, a loader with the elapsed time; a failure toasts "Fehler beim Drucken"', async () => {
    // hold the call a moment (and then fail it like a broken connection) to see the printing state
    let gesendet: Request | null = null;
    await staff.route('**/trpc/druck.drucken**', async (route) => {
      gesendet = route.request();
      await new Promise((r) => setTimeout(r, 4000));
      await route.abort('connectionfailed');
    });
    const vorher = await position(label(staff, 1));
    await panel(staff).getByRole('button', { name: 'Drucken', exact: true }).click();
    await panel(staff)
      .getByText(/^1 Seite wird gedruckt … \d+ s$/)
      .waitFor();
    await staff.getByTestId('karte-druckt').waitFor();
    for (const name of ['Drucken', 'Druckbereich hinzufügen', 'Druckbereich 1', 'Druckbereich 1 entfernen']) {
      expect(await panel(staff).getByRole('button', { name, exact: true }).isDisabled()).toBe(true);
    }
    expect(await field(panel(staff), 'Druckvorlage').isDisabled()).toBe(true);
    expect(await field(panel(staff), 'Maßstab').isDisabled()).toBe(true);
    await shot(staff, 'druck-sb-druckt');
    // the map takes no input: a drag on the area moves nothing
    await mapInView(staff);
    const absolut = await box(label(staff, 1));
    await staff.mouse.move(absolut.x + 30, absolut.y + 40);
    await staff.mouse.down();
    await staff.mouse.move(absolut.x + 130, absolut.y + 40, { steps: 4 });
    await staff.mouse.up();
    expect(await position(label(staff, 1))).toEqual(vorher);

    await waitForToast(staff, 'Fehler beim Drucken');
    expect(await staff.getByTestId('karte-druckt').count()).toBe(0);
    expect(await panel(staff).getByRole('button', { name: 'Drucken', exact: true }).isDisabled()).toBe(false);
    await staff.unroute('**/trpc/druck.drucken**');

    // what was sent: one job, A4 Hochformat 1:500 of this request, 95 m × 124.5 m of ground in EPSG:4326
    if (!gesendet) throw new Error('kein Druckaufruf');
    const [job, ...rest] = jobsOf(gesendet);
    expect(rest).toEqual([]);
    if (!job) throw new Error('kein Druckauftrag');
    expect([job.id_projekt, job.template, job.scale, job.epsg_code, job.rotation]).toEqual([
      antragId,
      'A4 Hochformat',
      500,
      4326,
      0,
    ]);
    const [w, s, e, n] = job.extents;
    const mitte = (s + n) / 2;
    expect(Math.abs(metres([w, mitte], [e, mitte]) - 95)).toBeLessThan(0.5);
    expect(Math.abs(metres([w, s], [w, n]) - 124.5)).toBeLessThan(0.5);
    await noToasts(staff);
  });

  it('prints: toast "Druckvorgang erfolgreich." and the PDF downloads under the name from the header', async () => {
    const download = staff.waitForEvent('download', { timeout: 60_000 });
    await panel(staff).getByRole('button', { name: 'Drucken', exact: true }).click();
    await waitForToast(staff, 'Druckvorgang erfolgreich.');
    const pdf = await download;
    expect(pdf.suggestedFilename()).toBe(`Kartendruck_${vorgangsnummer}.pdf`);
    expect((await downloadText(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await noToasts(staff);
  });

  it('changing the scale resizes the area around its centre; removing it empties the list', async () => {
    const vorher = await position(label(staff, 1));
    await choose(staff, 'Maßstab', '1:250');
    // half the scale: the upper left corner moves towards the centre
    await expect.poll(async () => (await position(label(staff, 1))).x).toBeGreaterThan(vorher.x + 5);
    expect((await position(label(staff, 1))).y).toBeGreaterThan(vorher.y + 5);
    await panel(staff).getByRole('button', { name: 'Druckbereich hinzufügen' }).click();
    await bereichKnopf(staff, 2).waitFor();
    await panel(staff).getByRole('button', { name: 'Druckbereich 2 entfernen' }).click();
    await bereichKnopf(staff, 1).focus();
    await staff.keyboard.press('Delete');
    await expect
      .poll(() =>
        panel(staff)
          .getByRole('button', { name: /^Druckbereich \d+$/ })
          .count(),
      )
      .toBe(0);
    expect(await staff.locator('.lap-print-label').count()).toBe(0);
  });

  it('downloads the request area as A{n}_Anfrageflaeche.json (a FeatureCollection) and .kml', async () => {
    const n = vorgangsnummer.replace(/^AS/, '');
    const [json] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('button', { name: 'Anfragefläche als GeoJSON' }).click(),
    ]);
    expect(json.suggestedFilename()).toBe(`A${n}_Anfrageflaeche.json`);
    const geo = JSON.parse((await downloadText(json)).toString('utf8')) as {
      type: string;
      features: Array<{ geometry: { type: string }; properties: Record<string, unknown> }>;
    };
    expect(geo.type).toBe('FeatureCollection');
    expect(geo.features.map((f) => f.geometry.type)).toEqual(['Polygon']);
    expect(geo.features[0]?.properties).toMatchObject({
      vorgangsnummer,
      ort: 'Riesa',
      beschreibung: 'Druck E2E: Hausanschluss Strom',
    });

    const [kml] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('button', { name: 'Anfragefläche als KML' }).click(),
    ]);
    expect(kml.suggestedFilename()).toBe(`A${n}_Anfrageflaeche.kml`);
    const text = (await downloadText(kml)).toString('utf8');
    expect(
      text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">'),
    ).toBe(true);
    expect(text).toContain('<name>Fläche 1</name>');
    expect(staffErrors.filter((e) => !e.includes('ERR_FAILED') && !e.includes('Failed to load resource'))).toEqual([]);
  });
});

describe('map print: the customer on their own request', () => {
  let page: Page;

  beforeAll(async () => {
    page = (
      await signedInPage(browser, customer.email, '/antraege', { password: customer.password, viewport: VIEWPORT })
    ).page;
  });

  it('sees the print panel and the area export on the request view', async () => {
    await page.goto(appUrl(`/antragansicht/${antragId}`));
    await waitForMap(page);
    await panel(page).waitFor();
    await page.getByRole('button', { name: 'Anfragefläche als KML' }).waitFor();
    await choose(page, 'Druckvorlage', 'A4 Querformat');
    await choose(page, 'Maßstab', '1:1.000');
    await panel(page).getByRole('button', { name: 'Druckbereich hinzufügen' }).click();
    await label(page, 1).waitFor();
    await shot(page, 'druck-kunde');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('has the same on the documents page of the request', async () => {
    await page.goto(appUrl(`/dokumente/${antragId}`));
    await waitForMap(page);
    await panel(page).waitFor();
    await page.getByRole('button', { name: 'Anfragefläche als GeoJSON' }).waitFor();
    await screenshot(page, 'druck-kunde-dokumente');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(appUrl(`/antragansicht/${antragId}`));
    await waitForMap(page);
    await choose(page, 'Druckvorlage', 'A4 Querformat');
    await choose(page, 'Maßstab', '1:1.000');
    await panel(page).getByRole('button', { name: 'Druckbereich hinzufügen' }).click();
    await label(page, 1).waitFor();
  });

  it('prints a PDF of their own request', async () => {
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await panel(page).getByRole('button', { name: 'Drucken', exact: true }).click();
    await waitForToast(page, 'Druckvorgang erfolgreich.');
    const pdf = await download;
    expect(pdf.suggestedFilename()).toBe(`Kartendruck_${vorgangsnummer}.pdf`);
    expect((await downloadText(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('map print: the first print area lies over the site (issue 42)', () => {
  it('places the first sheet over the middle of the shapes, not at the map centre', async () => {
    // a site away from the map's default view (Riesa), so the map centre is not the site
    const site = { lng: 13.2956, lat: 51.3036, half: 0.0003 };
    const draft = await createDraft(
      customer.session,
      antragInput(customer, { vorhaben: 'Druck E2E: Fläche abseits der Mitte' }),
    );
    await customer.session.mutation('antrag.addFeature', {
      antragId: draft.id,
      wkt: squareWkt(site.lng, site.lat, site.half),
    });
    await customer.session.mutation('antrag.send', { id: draft.id });
    const page = (
      await signedInPage(browser, customer.email, `/antragansicht/${draft.id}`, {
        password: customer.password,
        viewport: VIEWPORT,
      })
    ).page;
    await waitForMap(page);
    await choose(page, 'Druckvorlage', 'A4 Hochformat');
    await choose(page, 'Maßstab', '1:500');
    await panel(page).getByRole('button', { name: 'Druckbereich hinzufügen' }).click();
    await label(page, 1).waitFor();
    await shot(page, 'druck-bereich-ueber-flaeche');

    let gesendet: Request | null = null;
    await page.route('**/trpc/druck.drucken**', async (route) => {
      gesendet = route.request();
      await route.abort('connectionfailed');
    });
    await panel(page).getByRole('button', { name: 'Drucken', exact: true }).click();
    await waitForToast(page, 'Fehler beim Drucken');
    if (!gesendet) throw new Error('kein Druckaufruf');
    const [job] = jobsOf(gesendet);
    if (!job) throw new Error('kein Druckauftrag');
    const [w, s, e, n] = job.extents;
    // the sheet's middle is the site's middle (within a metre), and the sheet holds the whole (small) site
    expect(metres([(w + e) / 2, (s + n) / 2], [site.lng, site.lat])).toBeLessThan(1);
    expect(
      w <= site.lng - site.half && e >= site.lng + site.half && s <= site.lat - site.half && n >= site.lat + site.half,
    ).toBe(true);
    await page.context().close();
  });
});
