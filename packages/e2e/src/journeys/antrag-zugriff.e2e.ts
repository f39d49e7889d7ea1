import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, ApiSession, seedUser, type SeededUser } from '../support/api.js';
import {
  antragInput,
  apiGet,
  apiPost,
  createDraft,
  createSent,
  pdfFile,
  squareWkt,
  waitForMap,
  type ArrangedAntrag,
} from '../support/antrag.js';
import { appUrl, launchBrowser, newContext, screenshot, watchErrors } from '../support/browser.js';
import { field, waitForToast } from '../support/forms.js';
import { signedInPage } from '../support/login.js';

// Who may see a request (spec 000 §6, issue 5 "no one but its owner and staff can see it"): another applicant
// gets 404 everywhere, staff read it (and may correct the Ort), the operators' map link is public for sent
// requests only.

const KUNDE = { vorname: 'Klara', name: 'Kunde', email: 'kunde@example.org' };
const NICHT_GEFUNDEN = 'Der Antrag wurde nicht gefunden.';

let browser: Browser;
let kunde: ApiSession;
/** kunde's request, sent, with a map feature and a file. */
let sent: ArrangedAntrag;
let vorhaben: string;
let featureId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  kunde = new ApiSession();
  await kunde.signIn(KUNDE.email);
  vorhaben = `Zugriffsprüfung E2E ${Date.now().toString(36)}`;
  sent = await createSent(kunde, antragInput(KUNDE, { vorhaben, ort: 'Riesa' }), {
    owner: { email: KUNDE.email },
    files: [pdfFile('lageplan.pdf')],
  });
  const features = (await kunde.query('antrag.features', { antragId: sent.id })) as Array<{ featureId: number }>;
  featureId = features[0]?.featureId ?? 0;
});
afterAll(async () => {
  await browser.close();
});

describe('another applicant sees nothing of kunde’s request', () => {
  let other: SeededUser;
  beforeAll(async () => {
    other = await seedUser(await adminSession(), { tag: 'fremd', vorname: 'Fritz', name: 'Fremd' });
  });

  it('the pages show "nicht gefunden" and none of its data', async () => {
    const { context, page } = await signedInPage(browser, other.email, '/antraege', { password: other.password });
    for (const path of [`/antrag/${sent.id}`, `/antragansicht/${sent.id}`, `/dokumente/${sent.id}`]) {
      await page.goto(appUrl(path));
      await page.getByRole('heading', { name: 'Antrag nicht gefunden' }).waitFor();
      await page.getByText(NICHT_GEFUNDEN).waitFor();
      expect(await page.getByText(vorhaben).count(), path).toBe(0);
      expect(await page.getByText(sent.vorgangsnummer).count(), path).toBe(0);
      expect(await page.getByRole('application', { name: 'Karte' }).count(), path).toBe(0);
      expect(await page.getByRole('textbox').count(), path).toBe(0);
      await screenshot(page, `antrag-fremd${path.split('/')[1] ?? ''}`);
    }
    await context.close();
  });

  it('every REST call about it answers 404, changes included', async () => {
    const { context, page } = await signedInPage(browser, other.email, '/antraege', { password: other.password });
    const id = sent.id;
    for (const path of [
      `api/Antrag/GetAntragById/${id}`,
      `api/Antrag/FeaturesByAntragId/${id}`,
      `api/Antrag/PositionKarteByAntragId/${id}`,
      `api/Antrag/AntragFilesById/${id}`,
      `api/Antrag/DokumenteFilesById/${id}`,
      `api/Antrag/AuskunftFilesById/${id}`,
      `api/Antrag/AntragOrtSucheById/${id}`,
      `api/Antrag/DownloadAntragDateiByName/${id}/lageplan.pdf`,
    ]) {
      const res = await apiGet(page, path);
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).not.toContain(vorhaben);
    }
    const [file] = (await kunde.query('antrag.files', { antragId: id })) as Array<{ id: string }>;
    const download = await apiGet(page, `api/Antrag/DownloadAntragDatei/${file?.id ?? ''}`);
    expect(download.status()).toBe(404);
    const save = await apiPost(page, 'api/Antrag/PostAntrag', antragInput(KUNDE, { id, vorhaben: 'Übernommen' }));
    expect(save.status()).toBe(404);
    const feature = await apiPost(page, 'api/Antrag/PostFeature', { antragId: id, wkt: squareWkt() });
    expect(feature.status()).toBe(404);
    const cookies = await page.context().cookies();
    const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
    const del = await page.request.delete(`${new URL(page.url()).origin}/api/Antrag/DeleteFeature/${featureId}`, {
      headers: { 'x-xsrf-token': xsrf },
    });
    expect(del.status()).toBe(404);
    // nothing changed for the owner
    const own = (await kunde.query('antrag.byId', { id })) as { vorhaben: string };
    expect(own.vorhaben).toBe(vorhaben);
    expect(((await kunde.query('antrag.features', { antragId: id })) as unknown[]).length).toBe(1);
    await context.close();
  });
});

describe('staff (SbBereich) open a request read-only at /antragansicht', () => {
  it('everything is disabled except Ort, which has its own Speichern; the map is shown', async () => {
    const request = await createSent(
      kunde,
      antragInput(KUNDE, { vorhaben: `Ortskorrektur E2E ${Date.now().toString(36)}`, ort: 'Riesa' }),
    );
    const { context, page } = await signedInPage(browser, 'sb@example.org', '/auftraege');
    const errors = watchErrors(page);
    await page.goto(appUrl(`/antragansicht/${request.id}`));
    await page.getByRole('heading', { name: `Antrag ${request.vorgangsnummer}`, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Kartenansicht Anfrage' }).waitFor();
    await waitForMap(page);

    // every control of the form is disabled, except the Ort of the request
    const enabled = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
          'form[aria-label="Antrag"] input, form[aria-label="Antrag"] textarea',
        ),
      )
        .filter((el) => !el.disabled && el.type !== 'hidden')
        .map(
          (el) =>
            `${el.closest('section')?.id ?? ''}:${el.labels?.[0]?.textContent?.replace(/\s*\*$/, '').trim() ?? el.name}`,
        ),
    );
    expect(enabled).toEqual(['antragsdaten:Ort']);
    const ort = field(page.locator('#antragsdaten'), 'Ort');
    const speichern = page.getByRole('button', { name: 'Speichern', exact: true });
    expect(await ort.inputValue()).toBe('Riesa');
    expect(await speichern.isDisabled()).toBe(true); // unchanged
    expect(await page.getByRole('button', { name: 'Speichern und weiter' }).count()).toBe(0);

    await ort.fill('Ri');
    await page.locator('#antragsdaten').getByText('Der Ort muss mindestens 3 Zeichen lang sein.').waitFor();
    expect(await speichern.isDisabled()).toBe(true); // too short
    await ort.fill('Riesa-Weida');
    expect(await speichern.isEnabled()).toBe(true);
    await screenshot(page, 'antragansicht-sb');
    await speichern.click();
    await waitForToast(page, 'Ort gespeichert.');
    await page.waitForFunction(() => {
      const b = Array.from(document.querySelectorAll('button')).find((x) => x.textContent?.trim() === 'Speichern');
      return b?.disabled === true;
    });
    expect(((await kunde.query('antrag.byId', { id: request.id })) as { ort: string }).ort).toBe('Riesa-Weida');

    // still there after a reload
    await page.reload();
    await page.getByRole('heading', { name: 'Kartenansicht Anfrage' }).waitFor();
    expect(await field(page.locator('#antragsdaten'), 'Ort').inputValue()).toBe('Riesa-Weida');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the owner sees the same view without the Ort editor, with the file', async () => {
    const { context, page } = await signedInPage(browser, KUNDE.email, `/antragansicht/${sent.id}`);
    await page.getByRole('heading', { name: 'Kartenansicht Anfrage' }).waitFor();
    await waitForMap(page);
    expect(await field(page.locator('#antragsdaten'), 'Ort').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Speichern', exact: true }).count()).toBe(0);
    // the owner's file is listed and downloads (what the other applicant was refused above)
    const link = page.getByRole('link', { name: 'lageplan.pdf' });
    await link.waitFor();
    const res = await apiGet(page, (await link.getAttribute('href')) ?? '');
    expect(res.status()).toBe(200);
    expect((await res.body()).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    await context.close();
  });
});

describe('externalKarte: the operators’ map link (spec 000 §2)', () => {
  it('shows the area of a sent request without signing in, and nothing else', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(appUrl(`/externalKarte/${sent.id.replace(/-/g, '')}`));
    await page.getByRole('heading', { name: `Karte zum Vorgang ${sent.vorgangsnummer}`, level: 1 }).waitFor();
    await waitForMap(page);
    expect(await page.getByText(vorhaben).count()).toBe(0);
    expect(await page.getByRole('radiogroup', { name: 'Werkzeug' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    expect(page.url()).toContain('/externalKarte/');
    await screenshot(page, 'external-karte');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a draft (not sent) has no public map', async () => {
    const draft = await createDraft(kunde, antragInput(KUNDE));
    await kunde.mutation('antrag.addFeature', { antragId: draft.id, wkt: squareWkt() });
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(appUrl(`/externalKarte/${draft.id.replace(/-/g, '')}`));
    await page.getByRole('heading', { name: 'Karte nicht gefunden' }).waitFor();
    await page.getByText('Die Karte wurde nicht gefunden.').waitFor();
    expect(await page.getByRole('application', { name: 'Karte' }).count()).toBe(0);
    expect(await page.getByText(draft.vorgangsnummer).count()).toBe(0);
    // the id with its dashes is no key either
    await page.goto(appUrl(`/externalKarte/${sent.id}`));
    await page.getByText('Die Karte wurde nicht gefunden.').waitFor();
    await context.close();
  });
});
