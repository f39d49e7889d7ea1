import { statSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinToday, germanDay, seriousViolations } from '../support/antrag.js';
import { freshCustomer, priceAndSend, sendRequest, staffSession, type OfferCustomer } from '../support/angebot.js';
import type { ApiSession } from '../support/api.js';
import { appUrl, launchBrowser, screenshot, waitForAppPath } from '../support/browser.js';
import { waitForToast } from '../support/forms.js';
import { grid, rangeLabel, rowIds, waitForRange } from '../support/grid.js';
import { signedInPage } from '../support/login.js';

// Invoices (spec 001 §2 'Invoices, prepayments, dunning'): an accepted order with an invoice address is invoiced from
// its offer, a line is corrected with a German number, the MwSt changed, the invoice sent after the confirmation,
// cancelled and recreated, and the recreated one sent and marked paid. /rechnungen hides the paid order until
// 'abgeschlossene Rechnungen anzeigen', filters to drafts and exports a date range; a second sent invoice is paid in
// bulk on /rechnungenbezahlt, a prepayment order completed in bulk on /vorkasselist. axe and a screenshot on each state.
// Orders are arranged through the API, all for one fresh customer (its company holds a tag the lists can search for).

interface Order {
  antragId: string;
  auftragId: string;
  vorgangsnummer: string;
}

let browser: Browser;
let page: Page;
let sb: ApiSession;
let customer: OfferCustomer;
/** Invoiced in the browser: draft, corrected, sent, cancelled and recreated, paid. */
let erster: Order;
/** Its invoice sent through the API; paid in bulk on /rechnungenbezahlt. */
let zweiter: Order & { rechnungId: string };
/** Only a draft invoice (through the API): what 'nur nicht versendete Rechnungen' shows. */
let entwurf: Order & { rechnungId: string };
/** Offer sent with prepayment and accepted: waits on /vorkasselist. */
let vorkasse: Order;

/** A request of the customer, priced and sent by staff, accepted by the customer: an order. */
async function acceptedOrder(vorhaben: string, withPrepayment: boolean): Promise<Order> {
  const antrag = await sendRequest(customer, { vorhaben });
  await priceAndSend(sb, antrag.id, withPrepayment);
  const answer = (await customer.session.mutation('angebot.zustimmung', {
    antragId: antrag.id,
    widerrufAnerkannt: true,
  })) as { auftragId: string };
  return { antragId: antrag.id, auftragId: answer.auftragId, vorgangsnummer: antrag.vorgangsnummer };
}

/** The customer confirms the proposed invoice address (an invoice can be sent only with one). */
async function confirmInvoiceAddress(order: Order, projektnummer: string): Promise<void> {
  const vorschlag = (await customer.session.query('antrag.rechnungsAdresse', { antragId: order.antragId })) as Record<
    string,
    unknown
  >;
  await customer.session.mutation('antrag.saveRechnungsAdresse', {
    ...vorschlag,
    antragId: order.antragId,
    rt: 'r',
    adressenAenderung: true,
    projektnummer,
    keineProjektnummer: false,
  });
}

/** Staff create the invoice draft from the offer (GetNewRechnungByAuftragId); its id. */
async function draftInvoice(order: Order): Promise<string> {
  const rechnung = (await sb.mutation('rechnung.neu', { auftragId: order.auftragId })) as { rechnungId: string };
  return rechnung.rechnungId;
}

/** Full-page screenshot from the top (scrolled, the fixed header would be drawn across the page). */
async function shot(name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** Types a German date into a date field and leaves it (the field keeps only a valid day within its range). */
async function typeDate(label: string, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(text);
  await input.press('Tab');
}

/** A grid row (all its parts: AG Grid renders pinned columns separately) by its row id. */
const gridRow = (rowId: string) => page.locator(`.ag-row[row-id="${rowId}"]`);

/** Types into the list's search and waits until the pager says `range` and the grid has loaded. */
async function search(text: string, range: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Suche', exact: true }).fill(text);
  await waitForRange(page, range).catch(async (error: unknown) => {
    await shot('rechnung-fehler-suche');
    throw new Error(`Suche „${text}“: der Pager zeigt „${await rangeLabel(page).innerText()}“ statt „${range}“`, {
      cause: error,
    });
  });
  await page.locator('[role="region"][aria-busy="true"]').waitFor({ state: 'detached' });
}

beforeAll(async () => {
  browser = await launchBrowser();
  sb = await staffSession();
  customer = await freshCustomer('Rechnung', { vorname: 'Rita', name: 'Rechnungsfeld' });
  erster = await acceptedOrder('Rechnung: Hausanschluss Strom', false);
  await confirmInvoiceAddress(erster, 'P-E2E-1');
  const z = await acceptedOrder('Rechnung: Sammelzahlung', false);
  await confirmInvoiceAddress(z, 'P-E2E-2');
  zweiter = { ...z, rechnungId: await draftInvoice(z) };
  await sb.mutation('rechnung.send', { rechnungId: zweiter.rechnungId });
  const e = await acceptedOrder('Rechnung: nur Entwurf', false);
  await confirmInvoiceAddress(e, 'P-E2E-3');
  entwurf = { ...e, rechnungId: await draftInvoice(e) };
  vorkasse = await acceptedOrder('Rechnung: Vorkasse', true);

  page = (await signedInPage(browser, 'sb@example.org', '/auftraege')).page;
});
afterAll(async () => {
  await browser.close();
});

describe('invoices of an order', () => {
  it('shows no invoice yet, then a draft from the offer; a line corrected with a German number; MwSt 16 %', async () => {
    await page.goto(appUrl(`/rechnungenauftrag/${erster.auftragId}?u=1`));
    await page.getByText('Noch keine Rechnungen für diesen Auftrag').waitFor();
    // u=1 is dropped on load
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await shot('rechnung-keine');
    expect(await seriousViolations(page)).toEqual([]);

    // the case worker creates the invoice from the offer and corrects the first line's price
    await page.getByRole('button', { name: 'Neue Rechnung' }).click();
    // issue 42: the click says what it did
    await waitForToast(page, 'Ein neuer Rechnungsentwurf wurde angelegt.');
    await page.getByText(`Rechnungen zum Auftrag ${erster.vorgangsnummer}`).waitFor();
    const preis = page.getByRole('textbox', { name: 'Einzelpreis (€) der Position 1' });
    await preis.fill('1.234,50');
    await preis.press('Tab');
    await expect.poll(() => page.getByText('1.234,50 €').count()).toBeGreaterThan(0);
    // … and takes 16 % MwSt
    await page.getByRole('textbox', { name: 'MwSt' }).click();
    await page.getByRole('option', { name: '16 %' }).click();
    await page.getByText('MwSt (16 %)').waitFor();
    await shot('rechnung-entwurf');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('sends it after the confirmation; then it is read-only and offers its documents', async () => {
    await page.getByRole('button', { name: 'Rechnung senden' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Senden' }).click();
    await waitForToast(page, 'Die Rechnung wurde versendet.');
    const tabelle = page.getByRole('table', { name: 'Rechnungen des Auftrags' });
    await tabelle
      .getByText(/RE\d{4}-\d{5}/)
      .first()
      .waitFor();
    // sent: no more 'Rechnung senden', the MwSt is fixed, the documents are offered
    await expect.poll(() => page.getByRole('button', { name: 'Rechnung senden' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'MwSt' }).isDisabled()).toBe(true);
    await page
      .getByRole('link', { name: /^E-Rechnung \(XML\) der Rechnung RE/ })
      .first()
      .waitFor();
    await shot('rechnung-versendet');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('cancels and recreates it, sends the new one and marks it paid', async () => {
    await page.getByRole('button', { name: 'Stornieren und neu erstellen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Stornieren' }).click();
    await waitForToast(page, 'Die Rechnung wurde storniert; ein neuer Entwurf wurde angelegt.');
    const tabelle = page.getByRole('table', { name: 'Rechnungen des Auftrags' });
    await tabelle.getByText('Stornorechnung').waitFor();
    await tabelle.getByText('Storniert').first().waitFor();
    await shot('rechnung-storniert');
    expect(await seriousViolations(page)).toEqual([]);

    // the recreated draft is sent …
    await page.getByRole('button', { name: 'Rechnung senden' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Senden' }).click();
    await waitForToast(page, 'Die Rechnung wurde versendet.');
    // … and the payment recorded
    await page.getByRole('button', { name: 'Rechnung bezahlt' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Abschließen' }).click();
    await waitForToast(page, 'Rechnungen erfolgreich abgeschlossen');
    const bezahlt = tabelle.getByRole('row').filter({ hasText: 'Bezahlt' });
    await bezahlt.waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Rechnung bezahlt' }).count()).toBe(0);
    // paid: no cancellation offered (a refund is not the portal's), and the page says why
    expect(await page.getByRole('button', { name: /^Stornieren/ }).count()).toBe(0);
    await page
      .getByText('Die Rechnung ist bereits bezahlt und kann nicht storniert werden.', { exact: false })
      .waitFor();
    // the paid (selected) row under the mouse: its status badge must stay readable
    await bezahlt.hover();
    await shot('rechnung-bezahlt');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('/rechnungen', () => {
  it('hides the paid order unless "abgeschlossene Rechnungen anzeigen" is ticked', async () => {
    await page.goto(appUrl('/rechnungen'));
    await page.getByRole('heading', { level: 1, name: 'Rechnungen' }).waitFor();
    await grid(page, 'Rechnungen').waitFor();
    // paid: the search finds nothing, the grid says so
    await search(erster.vorgangsnummer, '0 von 0');
    await grid(page, 'Rechnungen').locator('.ag-overlay').getByText('Keine Daten vorhanden!').waitFor();
    await shot('rechnungen-leer');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('checkbox', { name: 'abgeschlossene Rechnungen anzeigen' }).check();
    await waitForRange(page, '1–3 von 3');
    await page
      .getByRole('link', { name: `Rechnungen zum Auftrag ${erster.vorgangsnummer}` })
      .first()
      .waitFor();
    await shot('rechnungen-abgeschlossene');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('checkbox', { name: 'abgeschlossene Rechnungen anzeigen' }).uncheck();
  });

  it('links to the sent invoices and the dunning notices, filters to drafts, exports an invoice-date range', async () => {
    await page.getByRole('link', { name: 'Versandte Rechnungen' }).waitFor();
    await page.getByRole('link', { name: 'Mahnungen' }).waitFor();

    // the customer's open invoices: the sent one, the draft and the prepayment draft
    await search(customer.tag, '1–3 von 3');
    expect(await rowIds(page)).toEqual(expect.arrayContaining([zweiter.rechnungId, entwurf.rechnungId]));
    // only the drafts
    await page.getByRole('checkbox', { name: 'nur nicht versendete Rechnungen' }).check();
    await waitForRange(page, '1–2 von 2');
    const drafts = await rowIds(page);
    expect(drafts).toContain(entwurf.rechnungId);
    expect(drafts).not.toContain(zweiter.rechnungId);
    await page.getByRole('checkbox', { name: 'nur nicht versendete Rechnungen' }).uncheck();
    await waitForRange(page, '1–3 von 3');

    // the export range starts 01.07.2025 at the earliest: an earlier day is not taken
    const von = page.getByRole('textbox', { name: 'Export von (Rechnungsdatum)', exact: true });
    await typeDate('Export von (Rechnungsdatum)', '30.06.2025');
    await expect.poll(() => von.inputValue()).toBe('');
    await typeDate('Export von (Rechnungsdatum)', '01.07.2025');
    await typeDate('Export bis', germanDay(berlinToday()));
    expect(await von.inputValue()).toBe('01.07.2025');
    expect(await page.getByRole('textbox', { name: 'Export bis', exact: true }).inputValue()).toBe(
      germanDay(berlinToday()),
    );

    await page.getByRole('button', { name: 'Excel-Export' }).click();
    const link = page.getByRole('link', { name: 'Excel-Datei herunterladen' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(/^\/api\/Export\/Download\/[0-9a-f-]{36}$/);
    await shot('rechnungen-export');
    expect(await seriousViolations(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(statSync(await download.path()).size).toBeGreaterThan(1000);
  });
});

describe('payments in bulk', () => {
  it('"Versandte Rechnungen": the second order ticked and completed with "1 Aufträge Abschließen"', async () => {
    await page.getByRole('link', { name: 'Versandte Rechnungen' }).click();
    await waitForAppPath(page, '/rechnungenbezahlt');
    await page.getByRole('heading', { level: 1, name: 'Versandte Rechnungen' }).waitFor();
    await grid(page, 'Versandte Rechnungen').waitFor();
    await search(zweiter.vorgangsnummer, '1–1 von 1');
    await gridRow(zweiter.rechnungId)
      .getByRole('link', { name: `Rechnungen: 1 zu ${zweiter.vorgangsnummer}` })
      .waitFor();

    // the case worker ticks the row; the button counts the orders
    await gridRow(zweiter.rechnungId).getByRole('checkbox').check();
    const abschliessen = page.getByRole('button', { name: '1 Aufträge Abschließen' });
    await abschliessen.waitFor();
    await shot('rechnungen-bezahlt-auswahl');
    // the grid's hover tooltip from the tick is transient: out of the way before the check (CI read it mid-fade)
    await page.mouse.move(0, 0);
    await expect.poll(() => page.locator('.ag-tooltip:visible').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await abschliessen.click();
    await waitForToast(page, 'Rechnungen erfolgreich abgeschlossen');
    // paid: the row has gone
    await waitForRange(page, '0 von 0');
    await grid(page, 'Versandte Rechnungen').locator('.ag-overlay').getByText('Keine Daten vorhanden!').waitFor();
    expect(await gridRow(zweiter.rechnungId).count()).toBe(0);
    await page.getByRole('button', { name: '0 Aufträge Abschließen' }).waitFor();
    await shot('rechnungen-bezahlt-erledigt');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('"Vorkasse": the prepayment order ticked and completed with "1 Vorkassen Abschließen"; then it is an order to process', async () => {
    await page.goto(appUrl('/vorkasselist'));
    await page.getByRole('heading', { level: 1, name: 'Vorkasse' }).waitFor();
    await grid(page, 'Vorkassen').waitFor();
    await search(vorkasse.vorgangsnummer, '1–1 von 1');
    const row = gridRow(vorkasse.auftragId);
    await row.getByRole('button', { name: `Bezahlt: Vorkasse ${vorkasse.vorgangsnummer}` }).waitFor();
    await row.getByRole('link', { name: `Angebot zu ${vorkasse.vorgangsnummer} ansehen` }).waitFor();
    // the row's three buttons fit their column (none is cut off)
    expect(await row.locator('.ag-cell[col-id="aktionen"]').evaluate((c) => c.scrollWidth <= c.clientWidth)).toBe(true);

    // 'Bezahlt' asks first (issue 42); cancelled, nothing changes
    await row.getByRole('button', { name: `Bezahlt: Vorkasse ${vorkasse.vorgangsnummer}` }).click();
    const frage = page.getByRole('dialog', { name: 'Zahlungseingang bestätigen' });
    await frage
      .getByText(`Ist die Vorkasse zu Vorgang ${vorkasse.vorgangsnummer} bezahlt?`, { exact: false })
      .waitFor();
    await shot('vorkasse-bezahlt-frage');
    expect(await seriousViolations(page)).toEqual([]);
    await frage.getByRole('button', { name: 'Abbrechen' }).click();
    await frage.waitFor({ state: 'hidden' });
    await waitForRange(page, '1–1 von 1');
    await row.waitFor();

    // the case worker ticks the row and completes it
    await row.getByRole('checkbox').check();
    const abschliessen = page.getByRole('button', { name: '1 Vorkassen Abschließen' });
    await abschliessen.waitFor();
    await shot('vorkasse-auswahl');
    expect(await seriousViolations(page)).toEqual([]);

    await abschliessen.click();
    await page
      .getByRole('dialog', { name: 'Zahlungseingang bestätigen' })
      .getByRole('button', { name: 'Als bezahlt abschließen' })
      .click();
    await waitForToast(page, 'Vorkassen erfolgreich abgeschlossen');
    await waitForRange(page, '0 von 0');
    await grid(page, 'Vorkassen').locator('.ag-overlay').getByText('Keine Daten vorhanden!').waitFor();
    expect(await row.count()).toBe(0);
    await shot('vorkasse-erledigt');
    expect(await seriousViolations(page)).toEqual([]);

    // released for processing: /auftraege lists it now
    await page.getByRole('link', { name: 'Aufträge', exact: true }).first().click();
    await waitForAppPath(page, '/auftraege');
    await page.getByRole('region', { name: 'Aufträge', exact: true }).waitFor();
    await search(vorkasse.vorgangsnummer, '1–1 von 1');
    await gridRow(vorkasse.auftragId).waitFor();
  });
});
