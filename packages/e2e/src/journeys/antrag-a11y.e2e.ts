import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiSession } from '../support/api.js';
import {
  antragInput,
  createDraft,
  createSent,
  demoAntragInStatus,
  pdfFile,
  pngFile,
  seriousViolations,
  squareWkt,
  uploadAsOwner,
  waitForMap,
  type ArrangedAntrag,
} from '../support/antrag.js';
import { appUrl, launchBrowser, newContext, screenshot } from '../support/browser.js';
import { expectFieldError } from '../support/forms.js';
import { signedInPage } from '../support/login.js';

// axe-core (WCAG 2.1 A/AA) on every screen of the applicant's request: no serious or critical findings.
// Each screen is also saved under artifacts/ for a look.

const KUNDE = { vorname: 'Klara', name: 'Kunde', email: 'kunde@example.org' };

let browser: Browser;
let draft: ArrangedAntrag;
let sent: ArrangedAntrag;
let dokumenteId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const kunde = new ApiSession();
  await kunde.signIn(KUNDE.email);
  draft = await createDraft(kunde, antragInput(KUNDE, { vorhaben: 'Barrierefreiheit E2E (Entwurf)' }));
  await kunde.mutation('antrag.addFeature', { antragId: draft.id, wkt: squareWkt() });
  await uploadAsOwner({ email: KUNDE.email }, draft.id, [pdfFile('lageplan.pdf'), pngFile('foto.png')]);
  sent = await createSent(kunde, antragInput(KUNDE, { vorhaben: 'Barrierefreiheit E2E (versendet)' }), {
    owner: { email: KUNDE.email },
    files: [pdfFile('plan.pdf')],
  });
  dokumenteId = (await demoAntragInStatus(kunde, 5)).id;
});
afterAll(async () => {
  await browser.close();
});

describe('accessibility of the request screens (axe-core): no serious or critical violations', () => {
  // One signed-in applicant for the screens below (each test opens its screen by address).
  let page: Page;
  beforeAll(async () => {
    page = (await signedInPage(browser, KUNDE.email, '/antraege')).page;
  });
  afterAll(async () => {
    await page.context().close();
  });
  const check = async (name: string) => {
    await screenshot(page, `a11y-${name}`);
    expect(await seriousViolations(page), name).toEqual([]);
  };

  it('/antraege', async () => {
    await page.goto(appUrl('/antraege'));
    await page.locator('.ag-grid-scrolling-rows .ag-row').first().waitFor();
    await check('antraege');
  });

  it('/antrag step 1, empty and with the field errors of a submit', async () => {
    await page.goto(appUrl('/antrag'));
    await page.getByRole('button', { name: 'Speichern und weiter' }).waitFor();
    await check('antrag-schritt1');
    await page.getByRole('checkbox', { name: 'Identisch mit Antragsteller' }).check();
    await page.getByRole('button', { name: 'Speichern und weiter' }).click();
    await page.getByText('Bitte erkennen Sie unser Informationsblatt an.').waitFor();
    await check('antrag-schritt1-fehler');
  });

  it('/antrag step 2: the map with its tools', async () => {
    await page.goto(appUrl(`/antrag/${draft.id}?schritt=2`));
    await waitForMap(page);
    await page.getByRole('radiogroup', { name: 'Werkzeug' }).waitFor();
    await check('antrag-schritt2');
  });

  it('/antrag step 3: drop zone and files', async () => {
    await page.goto(appUrl(`/antrag/${draft.id}?schritt=3`));
    await page.getByRole('table', { name: 'Hochgeladene Dateien' }).getByRole('link', { name: 'foto.png' }).waitFor();
    await check('antrag-schritt3');
    // and with the upload list (progress bars)
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: /^Dateien hierher ziehen/ }).click(),
    ]);
    await chooser.setFiles([pdfFile('nachtrag.pdf')]);
    await page.getByRole('list', { name: 'Hochladen' }).getByText('Hochgeladen').waitFor();
    await check('antrag-schritt3-hochgeladen');
  });

  it('/antrag step 4: the summary', async () => {
    await page.goto(appUrl(`/antrag/${draft.id}?schritt=4`));
    await page.getByRole('button', { name: 'Antrag versenden' }).waitFor();
    await waitForMap(page);
    await check('antrag-schritt4');
  });

  it('/antrag of a sent request (read-only)', async () => {
    await page.goto(appUrl(`/antrag/${sent.id}`));
    await page.getByRole('alert').filter({ hasText: 'Dieser Antrag wurde versendet.' }).waitFor();
    await check('antrag-versendet');
  });

  it('/antragansicht (owner)', async () => {
    await page.goto(appUrl(`/antragansicht/${sent.id}`));
    await page.getByRole('heading', { name: 'Kartenansicht Anfrage' }).waitFor();
    await waitForMap(page);
    await check('antragansicht-kunde');
  });

  it('/antrag of a request that is not there (the error message)', async () => {
    await page.goto(appUrl('/antrag/00000000-0000-4000-8000-000000000000'));
    await page.getByText('Der Antrag wurde nicht gefunden.').waitFor();
    await check('antrag-nicht-gefunden');
  });

  it('/dokumente', async () => {
    await page.goto(appUrl(`/dokumente/${dokumenteId}`));
    await page.getByRole('heading', { name: /^Dokumente AS/, level: 1 }).waitFor();
    await waitForMap(page);
    await check('dokumente');
  });

  it('/antragansicht for staff, with the Ort editor', async () => {
    const page = (await signedInPage(browser, 'sb@example.org', `/antragansicht/${sent.id}`)).page;
    await page.getByRole('heading', { name: 'Kartenansicht Anfrage' }).waitFor();
    await waitForMap(page);
    await page.getByRole('button', { name: 'Speichern', exact: true }).waitFor();
    await screenshot(page, 'a11y-antragansicht-sb');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('the public map link', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(appUrl(`/externalKarte/${sent.id.replace(/-/g, '')}`));
    await waitForMap(page);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('the acknowledgement’s error is linked to its checkbox (aria-invalid, aria-describedby), as in the registration', async () => {
    const page = (await signedInPage(browser, KUNDE.email, '/antrag')).page;
    await page.getByRole('button', { name: 'Speichern und weiter' }).click();
    await page.getByText('Bitte erkennen Sie unser Informationsblatt an.').waitFor();
    await expectFieldError(
      page.getByRole('checkbox', { name: /Informationsblatt/ }),
      'Bitte erkennen Sie unser Informationsblatt an.',
      2000,
    );
    await page.context().close();
  });
});
