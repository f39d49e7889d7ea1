import { statSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, seedUser, type SeededUser } from '../support/api.js';
import { apiGet, type ArrangedAntrag } from '../support/antrag.js';
import {
  attachmentsOf,
  euro,
  fetchPdf,
  freshCustomer,
  mwstOf,
  offerView,
  rawMail,
  rowHasClass,
  searchAngebote,
  sendRequest,
  settledDialog,
  tableRowsWhen,
  type OfferCustomer,
} from '../support/angebot.js';
import { appPathOf, appUrl, launchBrowser, screenshot, waitForAppPath, watchErrors } from '../support/browser.js';
import { describedText, expectFieldError, field, waitForToast } from '../support/forms.js';
import { cell, columnTexts, grid } from '../support/grid.js';
import { signedInPage } from '../support/login.js';
import { showColumns } from '../support/screens.js';
import { mailFilesTo, waitForMail } from '../support/mails.js';

// Issue 6 item 7, in the browser: staff price two sent requests of a fresh applicant (an Erstkunde) and send
// them, the second with prepayment; the customer rejects the first and orders the second, then fills the
// invoice address through its error paths; afterwards the server's refusals show in the pages, staff end a
// third request, and the customer's offer history lists it all (spec 000 §2, §5; 001 §2 Offers).
// The steps build on each other (one story), so the `it`s run in order and share the arranged data.

const MSG = {
  erstkunde: 'Erstkunde: Dieser Kunde hat noch keine Rechnung bezahlt.',
  gespeichert: 'Speichern Erfolgreich.',
  vorgangErfolgreich: 'Vorgang Erfolgreich.',
  widerruf: 'Bitte erkennen Sie die Widerrufsbelehrung an.',
  ustIdNr: 'Invalid Umsatzsteuer-Identifikationsnummer format - DE000000000.',
  projektnummer: 'Bitte geben Sie eine Projektnummer an oder wählen Sie „Keine Projektnummer“.',
  pflicht: 'Pflichtfeld',
  bestaetigung: 'Bitte bestätigen Sie die Angaben zur Rechnungsadresse.',
  adresseGespeichert: 'Angaben erfolgreich gespeichert.',
  nichtGefunden: 'Das Angebot wurde nicht gefunden.',
  nurLesen: 'Das Angebot kann nicht mehr geändert werden.',
} as const;

const BEMERKUNG = 'Zufahrt über den Hof. Termin für die Einweisung nach Absprache.';
const ABLEHN_TEXT = 'Das Budget für dieses Jahr ist ausgeschöpft.';

let browser: Browser;
let customer: OfferCustomer;
/** A: priced by hand in the browser, sent normally, rejected. B: price-list proposal, sent with prepayment, ordered. C: ended by staff. */
let a: ArrangedAntrag;
let b: ArrangedAntrag;
let c: ArrangedAntrag;
/** Prices of the price list as the 'Preisliste' modal shows them, in cents. */
const preis = { grundgebuehr: 0, gemeinde: 0, eilzuschlag: 0 };
/** The totals of A and B as the staff page showed them (the customer must see the same). */
const totals = { a: { netto: 0, mwst: 0, brutto: 0 }, b: { netto: 0, mwst: 0, brutto: 0 } };
let auftragId = '';
/** How many municipalities A's area touches. */
let gemeindenA = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  customer = await freshCustomer('Angebot', { vorname: 'Erika', name: 'Erstkundin' });
  a = await sendRequest(customer, { vorhaben: 'Angebot E2E A (Eilbearbeitung)', eilbearbeitung: true });
  b = await sendRequest(customer, { vorhaben: 'Angebot E2E B (Vorkasse)' });
  c = await sendRequest(customer, { vorhaben: 'Angebot E2E C (wird beendet)' });
});
afterAll(async () => {
  await browser.close();
});

/** Cents from the app's German notation ('1.234,56 €' → 123456). */
function cents(text: string): number {
  const m = /^(\d{1,3}(?:\.\d{3})*),(\d{2}) €$/.exec(text.trim());
  if (!m) throw new Error(`kein Betrag: „${text}“`);
  return Number((m[1] ?? '').replace(/\./g, '')) * 100 + Number(m[2]);
}

const statusBanner = (page: Page, title: string | RegExp) => page.getByRole('status').filter({ hasText: title });

/** The Mantine checkbox around an input (its label and error text). */
const checkboxRoot = (checkbox: Locator) => checkbox.page().locator('.mantine-Checkbox-root').filter({ has: checkbox });

/** /antraege's action link of a row (the pinned action column). */
const rowAction = (page: Page, id: string) => page.locator(`.ag-row[row-id="${id}"]`).getByRole('link');

async function openEditPage(page: Page, antrag: ArrangedAntrag): Promise<void> {
  await page.goto(appUrl('/angebote'));
  await searchAngebote(page, antrag.vorgangsnummer, 1);
  await page.getByRole('link', { name: `Angebot ${antrag.vorgangsnummer} bearbeiten` }).click();
  await waitForAppPath(page, `/angebot/${antrag.id}`);
  await page.getByRole('heading', { level: 1, name: `Angebot ${antrag.vorgangsnummer}` }).waitFor();
}

describe('staff price and send two offers of a new customer', () => {
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    page = (await signedInPage(browser, 'sb@example.org', '/auftraege')).page;
    errors = watchErrors(page);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('/angebote lists the three sent requests, highlighted as Erstkunde, without an offer yet', async () => {
    await page.goto(appUrl('/angebote'));
    await page.getByRole('heading', { level: 1, name: 'Angebote' }).waitFor();
    // amount, prepayment and first customer show by default on a wide screen only: switched on (and remembered)
    await showColumns(page, ['Netto', 'Vorkasse', 'Erstkunde']);
    await searchAngebote(page, customer.tag, 3);
    for (const antrag of [a, b, c]) {
      expect(await rowHasClass(page, antrag.id, 'lap-row-warning'), antrag.vorgangsnummer).toBe(true);
      expect((await cell(page, antrag.id, 'erstKunde').innerText()).trim()).toBe('Erstkunde');
      expect((await cell(page, antrag.id, 'antragStatus').innerText()).trim()).toBe('Neuer Antrag');
      expect((await cell(page, antrag.id, 'nettoBetrag').innerText()).trim()).toBe('Noch nicht initialisiert');
      expect((await cell(page, antrag.id, 'firma').innerText()).trim()).toBe(customer.firma);
    }
    // a customer who has paid before is not highlighted: kunde@example.org's requests
    await page.getByRole('textbox', { name: 'Suche' }).fill('Klara Kunde');
    const kundeRow = page.locator('.ag-grid-scrolling-rows .ag-row[row-id]').first();
    await kundeRow.waitFor();
    await expect
      .poll(() => page.locator('.ag-grid-scrolling-rows .ag-row[row-id]', { hasText: customer.tag }).count(), {
        timeout: 10_000,
      })
      .toBe(0);
    const kundeId = (await kundeRow.getAttribute('row-id')) ?? '';
    expect(await rowHasClass(page, kundeId, 'lap-row-warning')).toBe(false);
    expect((await cell(page, kundeId, 'erstKunde').innerText()).trim()).toBe('Nein');
    await searchAngebote(page, customer.tag, 3);
    await screenshot(page, 'angebot-liste');
  });

  it('opens A with "Bearbeiten": header, Erstkunde warning, "Noch nicht versendet"; the price list', async () => {
    await page.getByRole('link', { name: `Angebot ${a.vorgangsnummer} bearbeiten` }).click();
    await waitForAppPath(page, `/angebot/${a.id}`);
    await page.getByRole('heading', { level: 1, name: `Angebot ${a.vorgangsnummer}` }).waitFor();
    await page.getByText(MSG.erstkunde).waitFor();
    await statusBanner(page, 'Noch nicht versendet').waitFor();
    await page.getByText('Eilbearbeitung', { exact: true }).waitFor();
    await page.getByText('Noch keine Positionen.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Angebot senden', exact: true }).isDisabled()).toBe(true);

    // the price list (master data) the proposal is built from
    await page.getByRole('button', { name: 'Preisliste', exact: true }).click();
    const liste = await settledDialog(page.getByRole('dialog', { name: 'Preisliste' }));
    const preisVon = async (bezeichnung: string) =>
      cents(`${await liste.getByRole('textbox', { name: `Preis in Euro von ${bezeichnung}` }).inputValue()} €`);
    await liste.getByRole('textbox', { name: 'Preis in Euro von Grundgebühr Leitungsauskunft' }).waitFor();
    preis.grundgebuehr = await preisVon('Grundgebühr Leitungsauskunft');
    preis.gemeinde = await preisVon('Auskunft je betroffener Gemeinde');
    preis.eilzuschlag = await preisVon('Zuschlag Eilbearbeitung');
    expect(preis).toEqual({ grundgebuehr: 8900, gemeinde: 2500, eilzuschlag: 4900 }); // the demo seed's prices
    await screenshot(page, 'angebot-preisliste');
    await liste.getByRole('button', { name: 'Schließen' }).click();
    await liste.waitFor({ state: 'hidden' });
  });

  it('a removed municipality is stored and not charged by the proposal; restored, it is charged again', async () => {
    // the municipalities the drawn square touches, as the server lists them
    const res = await apiGet(page, `api/Angebot/GetGemeindenById/${a.id}`);
    expect(res.status()).toBe(200);
    const gemeinden = (await res.json()) as Array<{ gemeindeName: string; disabled: boolean }>;
    expect(gemeinden.length).toBeGreaterThan(0);
    const list = page.getByRole('list', { name: 'Betroffene Gemeinden' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(gemeinden.length);
    const name = gemeinden[0]?.gemeindeName ?? '';
    const n = gemeinden.length;
    gemeindenA = n;
    const table = page.getByRole('table', { name: 'Positionen' });
    const zeile = (pos: number, beschreibung: string, anzahl: number, einheit: string, cent: number) => [
      String(pos),
      beschreibung,
      String(anzahl),
      einheit,
      euro(cent),
      euro(anzahl * cent),
      '',
    ];

    await page.getByRole('button', { name: `${name} entfernen` }).click();
    await page.getByRole('button', { name: `${name} wiederherstellen` }).waitFor();
    await page.getByText(`${n - 1} von ${n} berücksichtigt`).waitFor();
    await list.getByRole('listitem').filter({ hasText: name }).getByText('(entfernt)').waitFor();
    const removed = (await (await apiGet(page, `api/Angebot/GetGemeindenById/${a.id}`)).json()) as Array<{
      gemeindeName: string;
      disabled: boolean;
    }>;
    expect(removed.find((g) => g.gemeindeName === name)?.disabled).toBe(true);

    // no positions yet: the proposal is taken at once, without the removed municipality
    await page.getByRole('button', { name: 'Positionen aus Preisliste übernehmen' }).click();
    await waitForToast(page, MSG.vorgangErfolgreich);
    const ohne = [
      zeile(1, 'Grundgebühr Leitungsauskunft', 1, 'pauschal', preis.grundgebuehr),
      ...(n > 1 ? [zeile(2, 'Auskunft je betroffener Gemeinde', n - 1, 'Gemeinde', preis.gemeinde)] : []),
      zeile(n > 1 ? 3 : 2, 'Zuschlag Eilbearbeitung', 1, 'pauschal', preis.eilzuschlag),
    ];
    expect(await tableRowsWhen(table, ohne)).toEqual(ohne);
    await screenshot(page, 'angebot-gemeinde-entfernt');

    await page.getByRole('button', { name: `${name} wiederherstellen` }).click();
    await page.getByRole('button', { name: `${name} entfernen` }).waitFor();
    await page.getByText(`${n} von ${n} berücksichtigt`).waitFor();
    expect(await list.getByText('(entfernt)').count()).toBe(0);
    const restored = (await (await apiGet(page, `api/Angebot/GetGemeindenById/${a.id}`)).json()) as Array<{
      disabled: boolean;
    }>;
    expect(restored.every((g) => !g.disabled)).toBe(true);

    // positions exist now: the proposal replaces them only after a confirmation
    await page.getByRole('button', { name: 'Positionen aus Preisliste übernehmen' }).click();
    const ersetzen = await settledDialog(page.getByRole('dialog', { name: 'Positionen aus Preisliste übernehmen' }));
    await ersetzen
      .getByText('Die vorhandenen Positionen werden durch den Vorschlag aus der Preisliste ersetzt. Fortfahren?')
      .waitFor();
    await ersetzen.getByRole('button', { name: 'Übernehmen' }).click();
    await ersetzen.waitFor({ state: 'hidden' });
    const mit = [
      zeile(1, 'Grundgebühr Leitungsauskunft', 1, 'pauschal', preis.grundgebuehr),
      zeile(2, 'Auskunft je betroffener Gemeinde', n, 'Gemeinde', preis.gemeinde),
      zeile(3, 'Zuschlag Eilbearbeitung', 1, 'pauschal', preis.eilzuschlag),
    ];
    expect(await tableRowsWhen(table, mit)).toEqual(mit);
  });

  it('adds 2,5 × 12,30 €, edits and deletes a line; the totals on the screen are the server’s', async () => {
    const gemeinden = gemeindenA;
    const table = page.getByRole('table', { name: 'Positionen' });
    const proposal = [
      ['1', 'Grundgebühr Leitungsauskunft', '1', 'pauschal', euro(preis.grundgebuehr), euro(preis.grundgebuehr), ''],
      [
        '2',
        'Auskunft je betroffener Gemeinde',
        String(gemeinden),
        'Gemeinde',
        euro(preis.gemeinde),
        euro(gemeinden * preis.gemeinde),
        '',
      ],
      ['3', 'Zuschlag Eilbearbeitung', '1', 'pauschal', euro(preis.eilzuschlag), euro(preis.eilzuschlag), ''],
    ];

    // a new line typed the German way: '2,5' × '12,3' (shown as 12,30 once left) → 30,75 €
    await page.getByRole('button', { name: 'Position hinzufügen' }).click();
    const neu = await settledDialog(page.getByRole('dialog', { name: 'Position hinzufügen' }));
    expect(await field(neu, 'Pos.').inputValue()).toBe('4');
    await field(neu, 'Beschreibung').fill('Einweisung vor Ort');
    await field(neu, 'Einheit').fill('Std.');
    await field(neu, 'Anzahl').fill('2,5');
    await field(neu, 'Einzelpreis (netto)').fill('12,3');
    await field(neu, 'Einzelpreis (netto)').blur();
    expect(await field(neu, 'Einzelpreis (netto)').inputValue()).toBe('12,30');
    await neu.locator('[aria-live="polite"]').filter({ hasText: '30,75 €' }).waitFor();
    await screenshot(page, 'angebot-position-neu');
    await neu.getByRole('button', { name: 'Speichern' }).click();
    await neu.waitFor({ state: 'hidden' });
    await waitForToast(page, MSG.gespeichert);
    const withNew = [...proposal, ['4', 'Einweisung vor Ort', '2,5', 'Std.', '12,30 €', '30,75 €', '']];
    expect(await tableRowsWhen(table, withNew)).toEqual(withNew);

    // edit line 1: the form shows the stored price in euros; a new price
    await page.getByRole('button', { name: 'Position 1 bearbeiten' }).click();
    const edit = await settledDialog(page.getByRole('dialog', { name: 'Position 1 bearbeiten' }));
    expect(await field(edit, 'Einzelpreis (netto)').inputValue()).toBe(
      (preis.grundgebuehr / 100).toFixed(2).replace('.', ','),
    );
    await field(edit, 'Einzelpreis (netto)').fill('95,50');
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await edit.waitFor({ state: 'hidden' });

    // delete line 3 (the urgency surcharge), after 'Wirklich löschen?'
    await page.getByRole('button', { name: 'Position 3 löschen' }).click();
    const confirm = await settledDialog(page.getByRole('dialog', { name: 'Position 3 löschen' }));
    await confirm.getByText('Wirklich löschen?').waitFor();
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await confirm.waitFor({ state: 'hidden' });
    const final = [
      ['1', 'Grundgebühr Leitungsauskunft', '1', 'pauschal', '95,50 €', '95,50 €', ''],
      proposal[1] ?? [],
      ['4', 'Einweisung vor Ort', '2,5', 'Std.', '12,30 €', '30,75 €', ''],
    ];
    expect(await tableRowsWhen(table, final)).toEqual(final);

    // totals: written out here, shown on the screen, answered by the server, all the same
    const netto = 9550 + gemeinden * preis.gemeinde + 3075;
    totals.a = { netto, mwst: mwstOf(netto), brutto: netto + mwstOf(netto) };
    const foot = [
      ['Netto', euro(totals.a.netto), ''],
      ['zzgl. 19 % MwSt.', euro(totals.a.mwst), ''],
      ['Brutto', euro(totals.a.brutto), ''],
    ];
    expect(await tableRowsWhen(table, foot, 'tfoot')).toEqual(foot);
    const view = await offerView(page, a.id);
    expect({ netto: view.nettoBetrag, mwst: view.mwst, brutto: view.betrag }).toEqual(totals.a);
    expect(foot.map((r) => r[1])).toEqual([euro(view.nettoBetrag), euro(view.mwst), euro(view.betrag)]);
    const versand = page.getByRole('region', { name: 'Versand' });
    await versand.getByText(euro(view.betrag), { exact: true }).waitFor();
  });

  it('saves a remark, shows the offer PDF and sends A: banner, status, mail with the PDF attached', async () => {
    const bemerkung = page.getByRole('textbox', { name: 'Bemerkung' });
    await bemerkung.fill(BEMERKUNG);
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await waitForToast(page, MSG.gespeichert);
    await expect.poll(async () => (await offerView(page, a.id)).bemerkung, { timeout: 10_000 }).toBe(BEMERKUNG);

    // 'Angebot anzeigen' and 'Gemeinden als PDF' open PDFs the signed-in case worker may fetch
    for (const name of ['Angebot anzeigen', 'Gemeinden als PDF']) {
      const href = (await page.getByRole('link', { name }).getAttribute('href')) ?? '';
      expect(href, name).toMatch(/^\/api\/Angebot\/(DownloadAngebotPdf|GemeindenPdf)\//);
      const pdf = await fetchPdf(page, href);
      expect(pdf, name).toMatchObject({ status: 200, contentType: 'application/pdf', head: '%PDF-' });
    }

    const before = await mailFilesTo(customer.email);
    await screenshot(page, 'angebot-bearbeiten');
    await page.getByRole('button', { name: 'Angebot senden', exact: true }).click();
    const dialog = await settledDialog(page.getByRole('dialog', { name: 'Angebot senden' }));
    await dialog
      .getByText(`Das Angebot über ${euro(totals.a.brutto)} (brutto) wird an ${customer.email} gesendet.`)
      .waitFor();
    await screenshot(page, 'angebot-senden-dialog');
    await dialog.getByRole('button', { name: 'Senden' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await waitForToast(page, MSG.vorgangErfolgreich);
    const banner = statusBanner(page, /^Angebot versendet am \d{2}\.\d{2}\.\d{4}/);
    await banner.waitFor();
    expect(await banner.innerText()).not.toContain('Vorkasse');
    await banner.getByText('Die Entscheidung des Kunden steht noch aus.').waitFor();
    await page.getByText('Angebot erstellt', { exact: true }).first().waitFor();
    const view = await offerView(page, a.id);
    expect(view).toMatchObject({ antragStatus: 3, vorkasseStatus: 0, angebotVersand: expect.any(String) });

    const mail = await waitForMail(customer.email, {
      ignore: before,
      subject: `Ihr Angebot zur Leitungsauskunft ${a.vorgangsnummer}`,
    });
    expect(mail.text).toContain(`ein Angebot über ${euro(totals.a.brutto)} (brutto)`);
    expect(mail.text).not.toContain('Vorkasse');
    expect(mail.text).toContain(`/angebotkunde/${a.id}`);
    const pdfs = attachmentsOf(rawMail(mail.row.file)).filter((x) => x.contentType === 'application/pdf');
    expect(pdfs.map((x) => x.filename)).toEqual([`Angebot_${a.vorgangsnummer}.pdf`]);
    expect(pdfs[0]?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfs[0]?.content.length ?? 0).toBeGreaterThan(2000);
  });

  it('prices B from the price list and sends it with prepayment', async () => {
    await openEditPage(page, b);
    await page.getByRole('button', { name: 'Positionen aus Preisliste übernehmen' }).click();
    const gemeinden = ((await (await apiGet(page, `api/Angebot/GetGemeindenById/${b.id}`)).json()) as unknown[]).length;
    const rows = [
      ['1', 'Grundgebühr Leitungsauskunft', '1', 'pauschal', euro(preis.grundgebuehr), euro(preis.grundgebuehr), ''],
      [
        '2',
        'Auskunft je betroffener Gemeinde',
        String(gemeinden),
        'Gemeinde',
        euro(preis.gemeinde),
        euro(gemeinden * preis.gemeinde),
        '',
      ],
    ];
    const table = page.getByRole('table', { name: 'Positionen' });
    expect(await tableRowsWhen(table, rows)).toEqual(rows);
    const netto = preis.grundgebuehr + gemeinden * preis.gemeinde;
    totals.b = { netto, mwst: mwstOf(netto), brutto: netto + mwstOf(netto) };
    const view = await offerView(page, b.id);
    expect({ netto: view.nettoBetrag, mwst: view.mwst, brutto: view.betrag }).toEqual(totals.b);

    const before = await mailFilesTo(customer.email);
    await page.getByRole('button', { name: 'Angebot mit Vorkasse senden' }).click();
    const dialog = await settledDialog(page.getByRole('dialog', { name: 'Angebot mit Vorkasse senden' }));
    await dialog
      .getByText(`Das Angebot über ${euro(totals.b.brutto)} (brutto) mit Vorkasse wird an ${customer.email} gesendet.`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Senden' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await waitForToast(page, MSG.vorgangErfolgreich);
    await statusBanner(page, /^Angebot versendet am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} \(Vorkasse\)/).waitFor();
    expect(await offerView(page, b.id)).toMatchObject({ antragStatus: 3, vorkasseStatus: 1 });
    await screenshot(page, 'angebot-vorkasse-versendet');

    const mail = await waitForMail(customer.email, {
      ignore: before,
      subject: `Ihr Angebot zur Leitungsauskunft ${b.vorgangsnummer}`,
    });
    expect(mail.text).toContain(`ein Angebot über ${euro(totals.b.brutto)} (brutto)`);
    expect(mail.text).toContain('Dieses Angebot wird gegen Vorkasse ausgeführt');
    const pdfs = attachmentsOf(rawMail(mail.row.file)).filter((x) => x.contentType === 'application/pdf');
    expect(pdfs.map((x) => x.filename)).toEqual([`Angebot_${b.vorgangsnummer}.pdf`]);
    expect(pdfs[0]?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // the list: both offered, with their net sums and the prepayment mark
    await page.goto(appUrl('/angebote'));
    await searchAngebote(page, customer.tag, 3);
    await cell(page, a.id, 'antragStatus').filter({ hasText: 'Angebot erstellt' }).waitFor();
    expect((await cell(page, b.id, 'antragStatus').innerText()).trim()).toBe('Angebot erstellt');
    expect((await cell(page, a.id, 'nettoBetrag').innerText()).trim()).toBe(euro(totals.a.netto));
    expect((await cell(page, b.id, 'nettoBetrag').innerText()).trim()).toBe(euro(totals.b.netto));
    expect((await cell(page, a.id, 'vorkasse').innerText()).trim()).toBe('Nein');
    expect((await cell(page, b.id, 'vorkasse').innerText()).trim()).toBe('Vorkasse');
    expect(errors).toEqual([]);
  });
});

describe('the customer rejects A and orders B, then gives the invoice address', () => {
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    page = (await signedInPage(browser, customer.email, '/antraege', { password: customer.password })).page;
    errors = watchErrors(page);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('opens A from /antraege: positions and totals as staff saw them, the remark, the PDF', async () => {
    await grid(page, 'Anträge').waitFor();
    const action = rowAction(page, a.id);
    await action.waitFor();
    expect((await action.innerText()).trim()).toBe('Angebot anzeigen');
    expect((await rowAction(page, c.id).innerText()).trim()).toBe('Ansehen');
    await action.click();
    await waitForAppPath(page, `/antragAngebot/${a.id}`);
    await page.getByRole('heading', { level: 1, name: `Angebot ${a.vorgangsnummer}` }).waitFor();

    const gemeinden = String(gemeindenA);
    const table = page.getByRole('table', { name: 'Leistungen' });
    const rows = [
      ['1', 'Grundgebühr Leitungsauskunft', '1', 'pauschal', '95,50 €', '95,50 €'],
      [
        '2',
        'Auskunft je betroffener Gemeinde',
        gemeinden,
        'Gemeinde',
        euro(preis.gemeinde),
        euro(Number(gemeinden) * preis.gemeinde),
      ],
      ['4', 'Einweisung vor Ort', '2,5', 'Std.', '12,30 €', '30,75 €'],
    ];
    expect(await tableRowsWhen(table, rows)).toEqual(rows);
    const foot = [
      ['Nettobetrag', euro(totals.a.netto)],
      ['zzgl. 19 % MwSt.', euro(totals.a.mwst)],
      ['Gesamtbetrag (brutto)', euro(totals.a.brutto)],
    ];
    expect(await tableRowsWhen(table, foot, 'tfoot')).toEqual(foot);
    const summary = page.getByRole('region', { name: 'Preisübersicht' });
    for (const amount of [totals.a.netto, totals.a.mwst, totals.a.brutto])
      await summary.getByText(euro(amount), { exact: true }).waitFor();
    expect(await summary.getByText('Vorkasse').count()).toBe(0);
    await page.getByText(BEMERKUNG).waitFor();

    const pdfLink = page.getByRole('link', { name: 'Angebot als PDF herunterladen' });
    const pdf = await fetchPdf(page, (await pdfLink.getAttribute('href')) ?? '');
    expect(pdf).toMatchObject({ status: 200, contentType: 'application/pdf', head: '%PDF-' });
    await screenshot(page, 'angebot-kunde');
  });

  it('rejects A with "Zu teuer" and a text: back on /antraege, the row says "Angebot abgelehnt"', async () => {
    await page.getByRole('button', { name: 'Angebot ablehnen' }).click();
    const dialog = await settledDialog(page.getByRole('dialog', { name: 'Angebot ablehnen' }));
    await dialog.getByRole('radio', { name: 'Zu teuer' }).check();
    const text = field(dialog, 'Anmerkung');
    // at most 200 characters
    await text.fill('x'.repeat(230));
    expect((await text.inputValue()).length).toBe(200);
    await dialog.getByText('200 / 200 Zeichen').waitFor();
    await text.fill(ABLEHN_TEXT);
    await dialog.getByText(`${ABLEHN_TEXT.length} / 200 Zeichen`).waitFor();
    await screenshot(page, 'angebot-ablehnen');
    await dialog.getByRole('button', { name: 'Ablehnung senden' }).click();
    await waitForAppPath(page, '/antraege');
    await waitForToast(page, 'Ihre Ablehnung wurde übermittelt.');
    await cell(page, a.id, 'antragStatus').filter({ hasText: 'Angebot abgelehnt' }).waitFor();
    await rowAction(page, a.id).filter({ hasText: 'Ansehen' }).waitFor();
    expect((await rowAction(page, b.id).innerText()).trim()).toBe('Angebot anzeigen');
    expect(await offerView(page, a.id)).toMatchObject({ antragStatus: 4, ablehnGrund: `zu_teuer: ${ABLEHN_TEXT}` });
  });

  it('orders B: the prepayment text; without the withdrawal checkbox the exact message; with it the invoice address', async () => {
    await rowAction(page, b.id).click();
    await waitForAppPath(page, `/antragAngebot/${b.id}`);
    const summary = page.getByRole('region', { name: 'Preisübersicht' });
    await summary.getByText(euro(totals.b.brutto), { exact: true }).waitFor();
    await summary
      .getByText(
        `Dieses Angebot wird gegen Vorkasse ausgeführt. Nach Ihrer Beauftragung erhalten Sie eine Vorkasserechnung über ${euro(totals.b.brutto)};`,
        { exact: false },
      )
      .waitFor();

    const order = page.getByRole('button', { name: 'Zahlungspflichtig beauftragen' });
    const checkbox = page.getByRole('checkbox', { name: /Ich habe die Widerrufsbelehrung gelesen/ });
    await order.click();
    // shown at the checkbox (that it is also linked to it for screen readers is checked in angebot-a11y)
    await checkboxRoot(checkbox).getByText(MSG.widerruf, { exact: true }).waitFor();
    expect(await checkbox.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(appPathOf(page)).toBe(`/antragAngebot/${b.id}`);
    expect((await offerView(page, b.id)).antragStatus).toBe(3);
    await screenshot(page, 'angebot-widerruf-fehler');

    await checkbox.check();
    expect(await page.getByText(MSG.widerruf, { exact: true }).count()).toBe(0);
    await order.click();
    await waitForAppPath(page, `/rechnungsadresse/${b.id}`);
    await waitForToast(page, 'Auftrag erfolgreich erteilt.');
    const url = new URL(page.url());
    const view = await offerView(page, b.id);
    expect(view.antragStatus).toBe(5);
    auftragId = view.auftragId ?? '';
    expect(auftragId).toMatch(/^[0-9a-f-]{36}$/);
    expect(url.searchParams.get('rt')).toBe('a');
    expect(url.searchParams.get('aid')).toBe(auftragId);
  });

  it('the invoice address refuses a missing Projektnummer, a bad USt-IdNr, an empty Firmenzusatz and a missing confirmation; then saves', async () => {
    await page.getByRole('heading', { level: 1, name: 'Rechnungsadresse' }).waitFor();
    await page.getByText('Vielen Dank für Ihren Auftrag!').waitFor();
    // prefilled from the request's applicant
    expect(await field(page, 'Firma').inputValue()).toBe(customer.firma);
    expect(await field(page, 'Name').inputValue()).toBe(customer.name);
    expect(await field(page, 'Land').inputValue()).toBe('Deutschland');
    expect(await field(page, 'E-Mail-Adresse für die Rechnung').inputValue()).toBe(customer.email);
    expect(await field(page, 'USt-IdNr.').isDisabled()).toBe(true);

    const saves: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('saveRechnungsAdresse')) saves.push(req.url());
    });
    const speichern = page.getByRole('button', { name: 'Speichern', exact: true });
    const projekt = field(page, 'Projektnummer');
    const bestaetigung = page.getByRole('checkbox', {
      name: /Ich bestätige, dass die Rechnung an diese Adresse gestellt werden soll/,
    });

    // 1. nothing added: no Projektnummer, no confirmation
    await speichern.click();
    await expectFieldError(projekt, MSG.projektnummer);
    await checkboxRoot(bestaetigung).getByText(MSG.bestaetigung, { exact: true }).waitFor();
    expect(await projekt.evaluate((el) => el === document.activeElement)).toBe(true);

    // 2. 'Ausland' enables the USt-IdNr.; a wrong one gets the spec's message
    await page.getByRole('checkbox', { name: 'Ausland', exact: true }).check();
    const ust = field(page, 'USt-IdNr.');
    expect(await ust.isDisabled()).toBe(false);
    await ust.fill('DE12345');
    await field(page, 'Land').fill('Österreich');
    await speichern.click();
    await expectFieldError(ust, MSG.ustIdNr);

    // 3. a company addition shown but left empty
    await page.getByRole('button', { name: 'Firmenzusatz hinzufügen' }).click();
    const zusatz = field(page, 'Firmenzusatz 1');
    await zusatz.waitFor();
    expect(await zusatz.evaluate((el) => el === document.activeElement)).toBe(true);
    await speichern.click();
    await expectFieldError(zusatz, MSG.pflicht);
    await screenshot(page, 'rechnungsadresse-fehler');

    // 4. all fixed but the confirmation: only that error remains
    await projekt.fill('<b>P-1</b>');
    await ust.fill('AT123456789');
    await zusatz.fill('Abteilung Tiefbau');
    await speichern.click();
    await checkboxRoot(bestaetigung).getByText(MSG.bestaetigung, { exact: true }).waitFor();
    for (const input of [projekt, ust, zusatz]) {
      await expect.poll(() => input.getAttribute('aria-invalid'), { timeout: 10_000 }).not.toBe('true');
      expect(await describedText(input)).not.toMatch(/Pflichtfeld|Invalid|Bitte geben Sie/);
    }
    expect(saves).toEqual([]);
    expect(await page.getByText('Vielen Dank für Ihren Auftrag!').count()).toBe(1);

    // 5. confirmed: saved, toast, back to the requests
    await bestaetigung.check();
    await speichern.click();
    await waitForAppPath(page, '/antraege');
    await waitForToast(page, MSG.adresseGespeichert);
    expect(saves.length).toBe(1);
    // B was offered with prepayment: once the address is known the prepayment invoice goes out by itself (issue 14)
    await cell(page, b.id, 'antragStatus')
      .filter({ hasText: /Auftrag erteilt|Rechnung versendet/ })
      .waitFor();
    await rowAction(page, b.id).filter({ hasText: 'Dokumente' }).waitFor();
  });

  it('reopened from the ordered offer, the address shows what was stored (tags stripped from the Projektnummer)', async () => {
    await page.goto(appUrl(`/antragAngebot/${b.id}`));
    await page.getByText(/^Sie haben dieses Angebot am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr beauftragt\.$/).waitFor();
    expect(await page.getByRole('button', { name: 'Zahlungspflichtig beauftragen' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Rechnungsadresse prüfen' }).click();
    await waitForAppPath(page, `/rechnungsadresse/${b.id}`);
    expect(new URL(page.url()).searchParams.get('aid')).toBe(auftragId);
    const projekt = field(page, 'Projektnummer');
    await projekt.waitFor();
    expect(await projekt.inputValue()).toBe('P-1');
    expect(await field(page, 'Firmenzusatz 1').inputValue()).toBe('Abteilung Tiefbau');
    expect(await page.getByRole('checkbox', { name: 'Ausland', exact: true }).isChecked()).toBe(true);
    expect(await field(page, 'USt-IdNr.').inputValue()).toBe('AT123456789');
    expect(await field(page, 'Land').inputValue()).toBe('Österreich');
    expect(await field(page, 'Firma').inputValue()).toBe(customer.firma);
    // stored once: no thank-you for a new order any more
    expect(await page.getByText('Vielen Dank für Ihren Auftrag!').count()).toBe(0);
    await screenshot(page, 'rechnungsadresse-gespeichert');
    expect(errors).toEqual([]);
  });
});

describe('what is no longer allowed shows in the pages', () => {
  it('staff: the ordered offer B is read-only; the rejected A shows the reason', async () => {
    const page = (await signedInPage(browser, 'sb@example.org', `/angebot/${b.id}`)).page;
    await page.getByRole('heading', { level: 1, name: `Angebot ${b.vorgangsnummer}` }).waitFor();
    const banner = statusBanner(page, 'Auftrag erteilt');
    await banner.waitFor();
    await banner.getByText(MSG.nurLesen, { exact: false }).waitFor();
    await page.getByText('Das Angebot kann nicht mehr versendet werden', { exact: false }).waitFor();
    for (const name of [
      'Angebot senden',
      'Angebot mit Vorkasse senden',
      'Vorgang beenden',
      'Angebot zurücksetzen',
      'Position hinzufügen',
      'Positionen aus Preisliste übernehmen',
    ]) {
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    expect(await page.getByRole('button', { name: /entfernen$/ }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Bemerkung' }).getAttribute('readonly')).not.toBeNull();
    // the offer is still shown: 'Angebot anzeigen' opens the PDF
    expect(await page.getByRole('link', { name: 'Angebot anzeigen' }).count()).toBe(1);
    await screenshot(page, 'angebot-beauftragt-sb');

    await page.goto(appUrl(`/angebot/${a.id}`));
    await statusBanner(page, `Angebot abgelehnt: Zu teuer – ${ABLEHN_TEXT}`).waitFor();
    await page.context().close();
  });

  it('another applicant cannot open the customer’s offers: "Angebot nicht gefunden", nothing of them shown', async () => {
    const other: SeededUser = await seedUser(await adminSession(), {
      tag: 'angebot-fremd',
      vorname: 'Fritz',
      name: 'Fremd',
    });
    const page = (await signedInPage(browser, other.email, '/antraege', { password: other.password })).page;
    for (const path of [`/angebotkunde/${b.id}`, `/antragAngebot/${a.id}`, `/angebot/${b.id}`]) {
      await page.goto(appUrl(path));
      await page.getByRole('heading', { name: 'Angebot nicht gefunden' }).waitFor();
      await page.getByText(MSG.nichtGefunden).waitFor();
      expect(await page.getByText(a.vorgangsnummer).count(), path).toBe(0);
      expect(await page.getByText(b.vorgangsnummer).count(), path).toBe(0);
      expect(await page.getByRole('button', { name: 'Zahlungspflichtig beauftragen' }).count(), path).toBe(0);
    }
    await screenshot(page, 'angebot-fremd');
    expect((await fetchPdf(page, `/api/Angebot/DownloadAngebotPdf/${b.id}`)).status).toBe(404);
    expect((await apiGet(page, `api/Angebot/GetAngebotByAntragId/${a.id}`)).status()).toBe(404);
    await page.context().close();
  });

  it('staff end C with "Vorgang beenden?"; its row in /angebote changes to "Durch Dienstleister beendet"', async () => {
    const page = (await signedInPage(browser, 'sb@example.org', '/auftraege')).page;
    await openEditPage(page, c);
    await statusBanner(page, 'Noch nicht versendet').waitFor();

    // asked first; 'Abbrechen' leaves it open
    await page.getByRole('button', { name: 'Vorgang beenden' }).click();
    const dialog = await settledDialog(page.getByRole('dialog', { name: 'Vorgang beenden' }));
    await dialog.getByText('Vorgang beenden?', { exact: true }).waitFor();
    await screenshot(page, 'angebot-beenden-dialog');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await offerView(page, c.id)).antragStatus).toBe(2);

    await page.getByRole('button', { name: 'Vorgang beenden' }).click();
    await dialog.getByRole('button', { name: 'Beenden' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await waitForToast(page, MSG.vorgangErfolgreich);
    await statusBanner(page, 'Vorgang durch Dienstleister beendet').waitFor();
    expect(await page.getByRole('button', { name: 'Angebot senden', exact: true }).count()).toBe(0);
    expect((await offerView(page, c.id)).antragStatus).toBe(8);

    await page.goto(appUrl('/angebote'));
    // B was ordered (status 5): no longer an open offer, so no longer listed
    await searchAngebote(page, customer.tag, 2);
    await cell(page, c.id, 'antragStatus').filter({ hasText: 'Durch Dienstleister beendet' }).waitFor();
    expect((await cell(page, a.id, 'antragStatus').innerText()).trim()).toBe('Angebot abgelehnt');
    expect(await page.locator(`.ag-row[row-id="${b.id}"]`).count()).toBe(0);
    await screenshot(page, 'angebot-liste-danach');
    await page.context().close();
  });
});

describe('the customer’s offer history', () => {
  it('shows firma, name, vorname and the offers; the Excel export gives a link to the file', async () => {
    const page = (await signedInPage(browser, 'sb@example.org', '/auftraege')).page;
    const errors = watchErrors(page);
    // reached from the offer page's 'Angebotshistorie'
    await page.goto(appUrl(`/angebot/${a.id}`));
    await page.getByRole('link', { name: 'Angebotshistorie' }).click();
    await waitForAppPath(page, `/angebotshistorie/${customer.id}`);
    await page.getByRole('heading', { level: 1, name: 'Angebotshistorie' }).waitFor();
    const kunde = page.getByRole('region', { name: 'Kunde' });
    await kunde.getByText(customer.firma, { exact: true }).waitFor();
    await kunde.getByText(customer.name, { exact: true }).waitFor();
    await kunde.getByText(customer.vorname, { exact: true }).waitFor();

    await grid(page, 'Angebotshistorie').waitFor();
    await page.locator('.ag-grid-scrolling-rows .ag-row[row-id]').first().waitFor();
    const vorgaenge = await columnTexts(page, 'vorgang');
    expect(vorgaenge).toEqual(expect.arrayContaining([a.vorgangsnummer, b.vorgangsnummer]));
    const netto = await columnTexts(page, 'summeNetto');
    expect(netto[vorgaenge.indexOf(a.vorgangsnummer)]).toBe(euro(totals.a.netto));
    expect(netto[vorgaenge.indexOf(b.vorgangsnummer)]).toBe(euro(totals.b.netto));
    const auftragAm = await columnTexts(page, 'auftragAm');
    expect(auftragAm[vorgaenge.indexOf(b.vorgangsnummer)]).toMatch(/^\d{2}\.\d{2}\.\d{4}/);
    expect(auftragAm[vorgaenge.indexOf(a.vorgangsnummer)]).toBe('');
    await page.getByRole('link', { name: `Angebot ${a.vorgangsnummer} öffnen` }).waitFor();

    await page.getByRole('button', { name: 'Excel-Export' }).click();
    const link = page.getByRole('link', { name: 'Excel-Datei herunterladen' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(/^\/api\/Export\/Download\/[0-9a-f-]{36}$/);
    await screenshot(page, 'angebotshistorie');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(statSync(await download.path()).size).toBeGreaterThan(1000);

    // the row's link opens the offer
    await page.getByRole('link', { name: `Angebot ${a.vorgangsnummer} öffnen` }).click();
    await waitForAppPath(page, `/angebot/${a.id}`);
    await page.getByRole('heading', { level: 1, name: `Angebot ${a.vorgangsnummer}` }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
