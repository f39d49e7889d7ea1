import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/antrag.js';
import {
  fetchPdf,
  freshCustomer,
  priceAndSend,
  sendRequest,
  settledDialog,
  staffSession,
  type OfferCustomer,
} from '../support/angebot.js';
import type { ApiSession } from '../support/api.js';
import { launchBrowser, screenshot, waitForAppPath } from '../support/browser.js';
import { noToasts } from '../support/forms.js';
import { cell, grid, toast, waitForRange } from '../support/grid.js';
import { signedInPage } from '../support/login.js';

// /bearbeitungslist/{auftragId} and /auftragpositionen/{auftragId}/{antragId} (spec 001 §2): a case worker opens a
// fresh order from /auftraege, lets the operators be assigned, changes the priority (cancel keeps it, OK saves),
// switches a municipality off and on, marks an operator as asked in the table, reads its history, adds an operator
// by search, checks the cover letter and adds a position with a supplier. axe and screenshots on pages and modals.

let browser: Browser;
let page: Page;
let customer: OfferCustomer;
let sb: ApiSession;
let order: { antragId: string; auftragId: string; vorgangsnummer: string };

interface VersorgerRow {
  id: string;
  versorgerName: string;
  anfrageStatus: number;
  angefragtDatum: string | null;
}
interface AuftragView {
  prioritaet: number;
  gemeinden: Array<{ gemeindeId: number; gemeindeName: string; disabled: boolean }>;
}

async function versorgerRows(): Promise<VersorgerRow[]> {
  const res = (await sb.query('versorger.list', {
    auftragId: order.auftragId,
    page: 1,
    pageSize: 100,
    abgeschlosseneAnzeigen: true,
  })) as { rows: VersorgerRow[] };
  return res.rows;
}
const auftragView = async (): Promise<AuftragView> =>
  (await sb.query('auftrag.byId', { auftragId: order.auftragId })) as AuftragView;
const TABLE = 'Auskünfte der Infrastrukturbetreiber';

/** Waits until earlier toasts have gone (1.5–2.5 s), so a screenshot shows the screen, not a stack of messages. */
async function toastsGone(): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('.mantine-Notification-root').length === 0, undefined, {
    timeout: 10_000,
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  sb = await staffSession();
  customer = await freshCustomer('Bearbeitung', { vorname: 'Bea', name: 'Bearbeiter' });
  const antrag = await sendRequest(customer, { vorhaben: 'Bearbeitungsliste: Kabelgraben' });
  await priceAndSend(sb, antrag.id, false);
  const answer = (await customer.session.mutation('angebot.zustimmung', {
    antragId: antrag.id,
    widerrufAnerkannt: true,
  })) as { auftragId: string };
  order = { antragId: antrag.id, auftragId: answer.auftragId, vorgangsnummer: antrag.vorgangsnummer };
  page = (await signedInPage(browser, 'sb@example.org', '/auftraege')).page;
}, 120_000);
afterAll(async () => {
  await browser.close();
});

describe('/bearbeitungslist', () => {
  it('opens from /auftraege; "Netzbetreiber zum Auftrag" fills the supplier table; no serious axe findings', async () => {
    await grid(page, 'Aufträge').waitFor();
    await page.getByRole('textbox', { name: 'Suche' }).fill(customer.tag);
    await waitForRange(page, '1–1 von 1');
    await page.getByRole('link', { name: `Auftrag ${order.vorgangsnummer} bearbeiten` }).click();
    await waitForAppPath(page, `/bearbeitungslist/${order.auftragId}`);
    await page.getByRole('heading', { level: 1, name: `Bearbeitung von Auftrag - ${order.vorgangsnummer}` }).waitFor();
    await grid(page, TABLE).waitFor();

    await page.getByRole('button', { name: 'Netzbetreiber zum Auftrag' }).click();
    await toast(page, 'Vorgang Erfolgreich.').waitFor();
    const rows = await versorgerRows();
    expect(rows.length).toBeGreaterThan(0);
    await waitForRange(page, new RegExp(`von ${rows.length}$`));
    const first = rows[0];
    if (!first) throw new Error('no supplier row');
    await expect.poll(async () => (await cell(page, first.id, 'anfrageStatus').innerText()).trim()).toBe('offen');
    // spec 001 §2: no order without municipalities here, so the buttons show
    expect(await page.getByRole('button', { name: /^Gemeinde .* deaktivieren$/ }).count()).toBeGreaterThan(0);
    await screenshot(page, 'bearbeitungslist');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('asks before changing the priority: cancel restores, OK saves', async () => {
    // the previous step's toast must be gone before axe looks at the dialog
    await noToasts(page);
    const select = page.getByLabel('Priorität', { exact: true });
    expect(await select.inputValue()).toBe('3');
    await select.selectOption({ label: 'Hoch' });
    const dialog = await settledDialog(page.getByRole('dialog', { name: 'Priorität ändern' }));
    expect(await dialog.innerText()).toContain('Wollen Sie die Priorität wirklich ändern?');
    await screenshot(page, 'bearbeitungslist-prioritaet');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect.poll(() => select.inputValue()).toBe('3');
    expect((await auftragView()).prioritaet).toBe(3);

    await select.selectOption({ label: 'Wichtig' });
    await page.getByRole('dialog', { name: 'Priorität ändern' }).getByRole('button', { name: 'OK' }).click();
    await toast(page, 'Speichern Erfolgreich.').first().waitFor();
    await expect.poll(async () => (await auftragView()).prioritaet).toBe(2);
    await expect.poll(() => select.inputValue()).toBe('2');
  });

  it('disables and restores a municipality with its button', async () => {
    const gemeinde = (await auftragView()).gemeinden[0];
    if (!gemeinde) throw new Error('order without municipality');
    await page.getByRole('button', { name: `Gemeinde ${gemeinde.gemeindeName} deaktivieren` }).click();
    const restore = page.getByRole('button', {
      name: `Gemeinde ${gemeinde.gemeindeName} (deaktiviert) wiederherstellen`,
    });
    await restore.waitFor();
    expect((await auftragView()).gemeinden.find((g) => g.gemeindeId === gemeinde.gemeindeId)?.disabled).toBe(true);
    await screenshot(page, 'bearbeitungslist-gemeinde-deaktiviert');
    await restore.click();
    await page.getByRole('button', { name: `Gemeinde ${gemeinde.gemeindeName} deaktivieren` }).waitFor();
    expect((await auftragView()).gemeinden.find((g) => g.gemeindeId === gemeinde.gemeindeId)?.disabled).toBe(false);
  });

  it('sets "angefragt am" in the table (TT.MM.JJJJ HH:mm): the row turns "angefragt" (yellow)', async () => {
    const row = (await versorgerRows())[0];
    if (!row) throw new Error('no supplier row');
    await cell(page, row.id, 'angefragtDatum').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: `Angefragt am – ${row.versorgerName}` }).click();
    const dropdown = page.locator('[data-dates-dropdown]');
    await dropdown.waitFor();
    await dropdown.locator('button[data-today]').first().click();
    await screenshot(page, 'bearbeitungslist-datum');
    await dropdown.getByRole('button', { name: 'Übernehmen' }).click();
    await toast(page, 'Speichern Erfolgreich.').first().waitFor();
    await expect.poll(async () => (await versorgerRows()).find((r) => r.id === row.id)?.anfrageStatus).toBe(2);
    const status = cell(page, row.id, 'anfrageStatus');
    await expect.poll(async () => (await status.innerText()).trim()).toBe('angefragt');
    expect(await status.locator('[data-status="2"]').count()).toBe(1);
    // German date-time in the cell, 08:00 preset
    expect(
      (await page.getByRole('button', { name: `Angefragt am – ${row.versorgerName}` }).innerText()).trim(),
    ).toMatch(/^\d{2}\.\d{2}\.\d{4} 08:00$/);
  });

  it('shows the supplier history and the upload modal', async () => {
    const row = (await versorgerRows())[0];
    if (!row) throw new Error('no supplier row');
    await page.getByRole('button', { name: `Historie – ${row.versorgerName}` }).click();
    const dialog = await settledDialog(page.getByRole('dialog', { name: `Historie – ${row.versorgerName}` }));
    await dialog.getByRole('table', { name: 'Historie des Versorgers' }).waitFor();
    expect(await dialog.locator('tbody tr').count()).toBeGreaterThan(0);
    await toastsGone();
    await screenshot(page, 'bearbeitungslist-historie');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: `Upload – ${row.versorgerName}` }).click();
    const upload = await settledDialog(page.getByRole('dialog', { name: `Upload – ${row.versorgerName}` }));
    await upload.getByText('Keine Dateien vorhanden.').waitFor();
    expect(await upload.getByRole('link', { name: 'Zur Upload-Seite' }).getAttribute('href')).toBe(
      `/leitungsauskunftportal/upload/${row.id}/${order.auftragId}`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await upload.getByRole('button', { name: 'Schließen' }).click();
    await upload.waitFor({ state: 'hidden' });
  });

  it('adds an operator through the search modal (at least 3 characters)', async () => {
    const before = await versorgerRows();
    await page.getByRole('button', { name: 'Netzbetreiber hinzufügen' }).click();
    const dialog = await settledDialog(page.getByRole('dialog', { name: 'Netzbetreiber hinzufügen' }));
    const add = dialog.getByRole('button', { name: 'Hinzufügen' });
    expect(await add.isDisabled()).toBe(true);
    await dialog.getByLabel('Netzbetreiber suchen').fill('Oschatz');
    const hit = dialog.getByRole('radio', { name: 'Stadtwerke Oschatz GmbH (Demo)' });
    await hit.waitFor();
    await hit.check();
    await screenshot(page, 'bearbeitungslist-netzbetreiber-suche');
    expect(await seriousViolations(page)).toEqual([]);
    await add.click();
    await toast(page, 'Vorgang Erfolgreich.').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const after = await versorgerRows();
    expect(after.length).toBe(before.length + 1);
    const added = after.find((r) => r.versorgerName === 'Stadtwerke Oschatz GmbH (Demo)');
    if (!added) throw new Error('operator not added');
    await cell(page, added.id, 'versorgerName').waitFor();
  });

  it('offers the cover letter as a PDF in a new tab', async () => {
    const link = page.getByRole('link', { name: 'Anschreiben Pdf (neuer Tab)' });
    expect(await link.getAttribute('target')).toBe('_blank');
    const href = await link.getAttribute('href');
    expect(href).toBe(`/api/Auftraege/DownloadAnschreiben/${order.auftragId}`);
    const pdf = await fetchPdf(page, href ?? '');
    expect(pdf.status).toBe(200);
    expect(pdf.contentType).toContain('application/pdf');
    expect(pdf.head).toBe('%PDF-');
  });
});

describe('/auftragpositionen', () => {
  it('adds a position and a supplier to it (the name is required)', async () => {
    await page.getByRole('link', { name: 'Positionen Auftrag' }).click();
    await waitForAppPath(page, `/auftragpositionen/${order.auftragId}/${order.antragId}`);
    await page.getByRole('heading', { level: 1, name: `Positionen Auftrag - ${order.vorgangsnummer}` }).waitFor();
    const table = page.getByRole('table', { name: 'Positionen des Auftrags' });
    await table.waitFor();
    await screenshot(page, 'auftragpositionen');
    expect(await seriousViolations(page)).toEqual([]);

    const name = `Fernwärme E2E ${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'Position hinzufügen' }).click();
    const form = await settledDialog(page.getByRole('dialog', { name: 'Position hinzufügen' }));
    await form.getByLabel('Positionsname').fill(name);
    await screenshot(page, 'auftragpositionen-position');
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Speichern' }).click();
    await toast(page, 'Speichern Erfolgreich.').first().waitFor();
    const row = table.locator('tbody tr', { hasText: name });
    await row.waitFor();
    // a position without suppliers is red
    expect(await row.getAttribute('data-versorger')).toBe('ohne');

    await page.getByRole('button', { name: `Versorger hinzufügen – Position ${name}` }).click();
    const vForm = await settledDialog(page.getByRole('dialog', { name: `Versorger hinzufügen – ${name}` }));
    await vForm.getByRole('button', { name: 'Speichern' }).click();
    await vForm.getByText('Bitte geben Sie den Namen des Versorgers an!').waitFor();
    // a fading toast of the save before is half transparent: axe would read its contrast mid-fade
    await toastsGone();
    await screenshot(page, 'auftragpositionen-versorger-fehler');
    expect(await seriousViolations(page)).toEqual([]);
    await vForm.getByRole('textbox', { name: 'Versorger' }).fill('Stadtwerke E2E');
    await vForm.getByLabel('E-Mail').fill('auskunft@stadtwerke-e2e.example.org');
    await vForm.getByLabel('Abfrageart').selectOption('Portal');
    // the portal link becomes a link and goes to the form filler: http(s) only (issue 42)
    await vForm.getByLabel('Portal-Link').fill('javascript:alert(document.cookie)');
    await vForm.getByRole('button', { name: 'Speichern' }).click();
    await vForm
      .getByText('Bitte geben Sie eine vollständige Adresse an, die mit http:// oder https:// beginnt.')
      .waitFor();
    await vForm.getByLabel('Portal-Link').fill('https://portal.stadtwerke-e2e.example.org');
    await vForm.getByRole('button', { name: 'Speichern' }).click();
    await toast(page, 'Speichern Erfolgreich.').first().waitFor();
    await vForm.waitFor({ state: 'hidden' });

    // the position now has a supplier: blue-ish, and its detail row lists it
    await expect.poll(() => row.getAttribute('data-versorger')).toBe('mit');
    const detail = page.getByRole('table', { name: `Versorger der Position ${name}` });
    await detail.waitFor();
    expect(await detail.innerText()).toContain('Stadtwerke E2E');
    expect(await detail.innerText()).toContain('Portal');
    await toastsGone();
    await screenshot(page, 'auftragpositionen-versorger');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
