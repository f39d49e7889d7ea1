import { statSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFile, seriousViolations } from '../support/antrag.js';
import {
  freshCustomer,
  priceAndSend,
  sendRequest,
  settledDialog,
  staffSession,
  type OfferCustomer,
} from '../support/angebot.js';
import type { ApiSession } from '../support/api.js';
import { appUrl, baseUrl, launchBrowser, newContext, screenshot } from '../support/browser.js';
import { waitForToast } from '../support/forms.js';
import { signedInPage } from '../support/login.js';

// Operators answer without an account (spec 001 §2 versorgerupload/…, upload/…, /auftraguploads; 000 §2 /dokumente):
// a fresh accepted order gets its operators (API), a case worker takes an operator's signed link (versorgerUpload.link),
// the operator opens it in a browser without a session, uploads a PDF with progress and confirms; a second operator
// confirms 'nicht betroffen'; a broken signature shows the spec's alert; staff see the file on /auftraguploads and the
// customer downloads it on /dokumente with each operator's state. axe and a screenshot on every screen.

const KEINE_DATEN =
  'Keine Gültigen Daten gefunden. Versuchen Sie es später erneut oder wenden Sie sich an den Support.';
const PLAN = 'Bestandsplan Gas E2E.pdf';

interface VersorgerRow {
  id: string;
  versorgerName: string;
}

let browser: Browser;
let sb: ApiSession;
let customer: OfferCustomer;
let antragId: string;
let auftragId: string;
let vorgangsnummer: string;
let v1: VersorgerRow;
let v2: VersorgerRow;
/** In-app path and query of the operators' links (the server's public URL may name another host). */
let link1: string;
let link2: string;

async function linkOf(versorgerId: string): Promise<string> {
  const { url } = (await sb.query('versorgerUpload.link', { versorgerId })) as { url: string };
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

async function operatorPage(path: string): Promise<Page> {
  // a fresh context: no session, no cookies — the link alone opens the page
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}`);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  sb = await staffSession();
  customer = await freshCustomer('Upload', { vorname: 'Uwe', name: 'Upload' });
  const antrag = await sendRequest(customer, { vorhaben: 'Versorger-Upload: Hausanschluss' });
  await priceAndSend(sb, antrag.id, false);
  const answer = (await customer.session.mutation('angebot.zustimmung', {
    antragId: antrag.id,
    widerrufAnerkannt: true,
  })) as { auftragId: string };
  [antragId, auftragId, vorgangsnummer] = [antrag.id, answer.auftragId, antrag.vorgangsnummer];
  const zugeordnet = (await sb.mutation('versorger.netzbetreiberZumAuftrag', { auftragId })) as { anzahl: number };
  expect(zugeordnet.anzahl).toBeGreaterThanOrEqual(2);
  const list = (await sb.query('versorger.list', { auftragId, page: 1, pageSize: 100 })) as { rows: VersorgerRow[] };
  const rows = [...list.rows].sort((a, b) => a.versorgerName.localeCompare(b.versorgerName, 'de'));
  [v1, v2] = [rows[0] as VersorgerRow, rows[1] as VersorgerRow];
  link1 = await linkOf(v1.id);
  link2 = await linkOf(v2.id);
});
afterAll(async () => {
  await browser.close();
});

describe('operator upload link (versorgerupload/…)', () => {
  it('shows the order to the operator without a session, uploads a PDF with progress and confirms', async () => {
    const page = await operatorPage(link1);
    await page.getByRole('heading', { level: 1, name: `Auskunft zum Vorgang ${vorgangsnummer}` }).waitFor();
    await page.getByText(v1.versorgerName, { exact: true }).waitFor();
    const karte = page.getByRole('link', { name: /Bereich auf der Karte ansehen/ });
    expect(await karte.getAttribute('href')).toBe(
      `/leitungsauskunftportal/externalKarte/${antragId.replace(/-/g, '')}`,
    );
    expect(await page.getByText('Keine Dateien vorhanden.').isVisible()).toBe(true);
    await screenshot(page, 'versorgerupload');
    expect(await seriousViolations(page)).toEqual([]);

    // spec 001 §2: 'Hochladen' without a chosen file only warns
    await page.getByRole('button', { name: 'Hochladen', exact: true }).click();
    await waitForToast(page, 'Fehler - Keine Datei zum Upload vorhanden.');

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: /Dateien hierher ziehen/ }).click(),
    ]);
    expect(await chooser.element().getAttribute('accept')).toBe('.kml,.pdf,.jpeg,.jpg,.png,.zip,.7z');
    await chooser.setFiles({
      ...pdfFile(PLAN),
      buffer: Buffer.concat([pdfFile(PLAN).buffer, Buffer.alloc(400_000, 32)]),
    });
    await page.getByText('Ausgewählte Dateien (1)').waitFor();
    await screenshot(page, 'versorgerupload-auswahl');
    await page.getByRole('button', { name: 'Hochladen', exact: true }).click();
    // per-file progress, then the stored file in the list
    await page.getByRole('progressbar', { name: `Fortschritt ${PLAN}` }).waitFor();
    await page.getByRole('table', { name: 'Ihre Dateien' }).getByText(PLAN).waitFor();
    await page.getByText('Hochgeladen', { exact: true }).waitFor();
    await screenshot(page, 'versorgerupload-hochgeladen');

    await page.getByRole('button', { name: 'Senden bestätigen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Senden bestätigen' });
    await dialog.getByText('Sie senden eine Datei als Auskunft').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Senden bestätigen' }).click();
    await waitForToast(page, 'Vorgang Erfolgreich.');
    await page.getByText('Auskunft übermittelt').waitFor();
    // final for the link: no upload, no delete
    expect(await page.getByRole('button', { name: 'Hochladen', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: `${PLAN} löschen` }).count()).toBe(0);
    await screenshot(page, 'versorgerupload-bestaetigt');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('lets an operator without plans confirm only as "nicht betroffen"', async () => {
    const page = await operatorPage(link2);
    await page.getByRole('heading', { level: 1, name: `Auskunft zum Vorgang ${vorgangsnummer}` }).waitFor();
    await page.getByRole('button', { name: 'Senden bestätigen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Senden bestätigen' });
    const checkbox = dialog.getByRole('checkbox', { name: /Wir sind nicht betroffen/ });
    await checkbox.waitFor();
    await dialog.getByRole('button', { name: 'Senden bestätigen' }).click();
    await dialog
      .getByText('Bitte laden Sie Ihre Pläne hoch oder bestätigen Sie, dass Sie nicht betroffen sind.')
      .waitFor();
    await screenshot(page, 'versorgerupload-nicht-betroffen-dialog');
    await checkbox.check();
    await dialog.getByRole('button', { name: 'Senden bestätigen' }).click();
    await page.getByText(/nicht betroffen\./).waitFor();
    await page.context().close();
  });

  it('shows the spec’s alert for a broken signature', async () => {
    const broken = link1.replace(/s=([A-Za-z0-9_-])/, (_m, c: string) => `s=${c === 'A' ? 'B' : 'A'}`);
    expect(broken).not.toBe(link1);
    const page = await operatorPage(broken);
    const alert = page.getByRole('alert').filter({ hasText: KEINE_DATEN });
    await alert.waitFor();
    expect(await page.getByRole('button', { name: 'Hochladen', exact: true }).count()).toBe(0);
    await screenshot(page, 'versorgerupload-ungueltig');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('staff and customer see the answer', () => {
  it('case workers see the file on /auftraguploads and the operator page upload/…', async () => {
    const { context, page } = await signedInPage(browser, 'sb@example.org', `/auftraguploads/${auftragId}`);
    await page.getByRole('heading', { level: 1, name: `Dateien der Netzbetreiber – ${vorgangsnummer}` }).waitFor();
    const table = page.getByRole('table', { name: 'Dateien der Netzbetreiber' });
    const link = table.getByRole('link', { name: PLAN });
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(/^\/api\/Antrag\/DownloadVersorgerDatei\/[0-9a-f-]{36}$/);
    await table.getByText(v1.versorgerName).waitFor();
    expect(await page.getByRole('link', { name: 'Zurück zum Auftrag' }).getAttribute('href')).toBe(
      `/leitungsauskunftportal/bearbeitungslist/${auftragId}`,
    );
    await screenshot(page, 'auftraguploads');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(appUrl(`/upload/${v1.id}/${auftragId}`));
    await page.getByRole('heading', { level: 1, name: `Auskunft zum Vorgang ${vorgangsnummer}` }).waitFor();
    await page.getByText('Upload für den Netzbetreiber').waitFor();
    await page.getByRole('table', { name: 'Dateien des Netzbetreibers' }).getByRole('link', { name: PLAN }).waitFor();
    await screenshot(page, 'upload-sachbearbeitung');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('the customer downloads the operator’s file on /dokumente and sees each operator’s state', async () => {
    const { context, page } = await signedInPage(browser, customer.email, `/dokumente/${antragId}`, {
      password: customer.password,
    });
    const table = page.getByRole('table', { name: 'Antworten der Netzbetreiber' });
    await table.waitFor();
    const row1 = table.getByRole('row').filter({ hasText: v1.versorgerName });
    await row1.getByText(/^Auskunft erteilt am \d{2}\.\d{2}\.\d{4}$/).waitFor();
    await table
      .getByRole('row')
      .filter({ hasText: v2.versorgerName })
      .getByText(/^nicht betroffen \(Auskunft vom \d{2}\.\d{2}\.\d{4}\)$/)
      .waitFor();
    const link = row1.getByRole('link', { name: new RegExp(PLAN.replace(/[.]/g, '\\.')) });
    expect(await link.getAttribute('href')).toMatch(/^\/api\/Antrag\/DownloadVersorgerDatei\/[0-9a-f-]{36}$/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(PLAN);
    expect(statSync(await download.path()).size).toBeGreaterThan(400_000);
    await screenshot(page, 'dokumente-auskuenfte');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('revoking an operator link (issue 42: a link mailed to the wrong address)', () => {
  it('the supplier row’s Upload dialog asks first, shows the new link; the old link then says it is no longer valid', async () => {
    // an operator that has not answered yet (v1 and v2 have)
    const list = (await sb.query('versorger.list', { auftragId, page: 1, pageSize: 100 })) as {
      rows: Array<VersorgerRow & { anfrageStatus: number }>;
    };
    const row = list.rows.find((r) => r.anfrageStatus < 3);
    if (!row) throw new Error('kein offener Versorger im Auftrag');
    const altLink = await linkOf(row.id);

    const { context, page } = await signedInPage(browser, 'sb@example.org', `/bearbeitungslist/${auftragId}`);
    await page.getByRole('button', { name: `Upload – ${row.versorgerName}` }).click();
    const dialog = await settledDialog(page.getByRole('dialog', { name: `Upload – ${row.versorgerName}` }));
    await dialog.getByRole('button', { name: 'Upload-Link widerrufen' }).click();
    const frage = await settledDialog(page.getByRole('dialog', { name: 'Upload-Link widerrufen' }));
    await frage
      .getByText(`Alle bisher an ${row.versorgerName} versandten Upload-Links werden ungültig.`, { exact: false })
      .waitFor();
    await screenshot(page, 'upload-link-widerrufen-frage');
    expect(await seriousViolations(page)).toEqual([]);
    await frage.getByRole('button', { name: 'Widerrufen' }).click();
    await waitForToast(page, 'Der bisherige Upload-Link ist nicht mehr gültig. Ein neuer Link wurde erstellt.');
    const neu = dialog.getByLabel('Neuer Upload-Link');
    await neu.waitFor();
    const neuerLink = new URL(await neu.inputValue());
    expect(neuerLink.pathname).toBe(`/leitungsauskunftportal/versorgerupload/${row.id}/${auftragId}`);
    await screenshot(page, 'upload-link-widerrufen');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    // the link the operator had: the page says it is no longer valid, and offers no upload
    const alt = await operatorPage(altLink);
    await alt.getByRole('alert').filter({ hasText: 'Dieser Link ist nicht mehr gültig.' }).waitFor();
    expect(await alt.getByRole('button', { name: 'Hochladen', exact: true }).count()).toBe(0);
    await screenshot(alt, 'versorgerupload-widerrufen');
    await alt.context().close();
    // the new one opens the operator's page with its upload
    const aktuell = await operatorPage(`${neuerLink.pathname}${neuerLink.search}`);
    await aktuell.getByRole('heading', { level: 1, name: `Auskunft zum Vorgang ${vorgangsnummer}` }).waitFor();
    await aktuell.getByRole('button', { name: 'Hochladen', exact: true }).waitFor();
    await aktuell.context().close();
  });
});
