import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/antrag.js';
import { appUrl, launchBrowser, screenshot, watchErrors } from '../support/browser.js';
import { expectFieldError, field, waitForToast } from '../support/forms.js';
import { openAppPath, signedInContext } from '../support/login.js';

// The e-invoice form /erechnungeingaben 'Rechnungsformular' (spec 001 §2, §3 E-invoice form, §5): a case worker submits it
// empty and sees 'Pflichtfeld' at the required fields, fills it (two lines, umlauts, German numbers), watches the totals,
// prepares it ('Rechnung erstellen' → the spec's notice and the JSON in the console), then downloads its XRechnung and
// ZUGFeRD PDF (issue 14). axe and a screenshot on every state.

const NUMMER = `RE-E2E-${Date.now()}`;

let browser: Browser;
let page: Page;
let errors: string[];
const konsole: string[] = [];

/** A section of the form by its heading. */
const bereich = (titel: string): Locator =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: titel, exact: true }) });
const position = (n: number): Locator => page.getByRole('group', { name: `Position ${n}`, exact: true });

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await signedInContext(browser, 'sb@example.org');
  page = await context.newPage();
  errors = watchErrors(page);
  page.on('console', (message) => {
    if (message.type() === 'info') konsole.push(message.text());
  });
  await openAppPath(page, '/auftraege');
});
afterAll(async () => {
  await browser.close();
});

describe('e-invoice form', () => {
  it('shows the five sections and marks the required fields of an empty form with "Pflichtfeld"', async () => {
    await page.goto(appUrl('/erechnungeingaben'));
    await page.getByRole('heading', { level: 1, name: 'Rechnungsformular' }).waitFor();
    const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(headings).toEqual(
      expect.arrayContaining([
        'Rechnungsdaten',
        'Verkäuferdaten',
        'Kundendaten',
        'Zahlungsdaten',
        'Rechnungspositionen',
      ]),
    );
    // the seller comes prefilled from the provider's data; empty it to see its rule too
    const verkaeufer = field(bereich('Verkäuferdaten'), 'Name');
    expect(await verkaeufer.inputValue()).not.toBe('');
    await verkaeufer.fill('');
    await screenshot(page, 'erechnung-leer');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Rechnung erstellen' }).click();
    await expectFieldError(field(bereich('Rechnungsdaten'), 'Rechnungsnummer'), 'Pflichtfeld');
    await expectFieldError(verkaeufer, 'Pflichtfeld');
    await expectFieldError(field(bereich('Kundendaten'), 'Name'), 'Pflichtfeld');
    await expectFieldError(field(position(1), 'Bezeichnung'), 'Pflichtfeld');
    // the first invalid field has the focus (keyboard users land on it)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('invoiceNumber');
    await waitForToast(page, 'Bitte prüfen Sie die markierten Felder.');
    await screenshot(page, 'erechnung-pflichtfelder');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('refuses a malformed e-mail with "Ungültige E-Mail-Adresse"', async () => {
    const email = field(bereich('Kundendaten'), 'E-Mail');
    await email.fill('einkauf@tiefbau');
    await page.getByRole('button', { name: 'Rechnung erstellen' }).click();
    await expectFieldError(email, 'Ungültige E-Mail-Adresse');
  });

  it('takes two lines in German notation, shows the totals and prepares the invoice', async () => {
    await field(bereich('Rechnungsdaten'), 'Rechnungsnummer').fill(NUMMER);
    await field(bereich('Rechnungsdaten'), 'Bemerkung').fill('Lieferung „frei Haus“ – Rückfragen an Frau Müller.');
    await field(bereich('Verkäuferdaten'), 'Name').fill('Leitungsauskunft Sachsen GmbH');
    const kunde = bereich('Kundendaten');
    await field(kunde, 'Name').fill('Bäckerei Größer & Söhne GmbH');
    await field(kunde, 'Straße und Hausnummer').fill('Schloßstraße 5');
    await field(kunde, 'PLZ').fill('01609');
    await field(kunde, 'Ort').fill('Gröditz');
    await kunde.getByRole('combobox', { name: 'Land' }).selectOption({ label: 'Österreich' });
    await field(kunde, 'E-Mail').fill('einkauf@baeckerei-groesser.example');

    await field(position(1), 'Bezeichnung').fill('Leitungsauskunft Großenhain Süd');
    await field(position(1), 'Artikelnummer').fill('LA-Ü1');
    await field(position(1), 'Menge').fill('2');
    await field(position(1), 'Einzelpreis netto (€)').fill('45,50');
    // a second line by keyboard: its name field gets the focus
    await page.getByRole('button', { name: 'Position hinzufügen' }).press('Enter');
    await position(2).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('lineItems.1.name');
    await page.keyboard.type('Planauszug Fernwärme – Übersicht');
    await field(position(2), 'Menge').fill('2,5');
    await field(position(2), 'Einzelpreis netto (€)').fill('12,34');
    await field(position(2), 'Beschreibung').click();

    // 2 × 45,50 + 2,5 × 12,34 = 121,85; 19 % = 23,15; gross 145,00
    const summen = page.getByRole('table', { name: 'Summen' });
    await expect.poll(() => summen.innerText()).toContain('145,00 €');
    const text = await summen.innerText();
    expect(text).toMatch(/Nettobetrag zu 19 %\s+121,85 €/);
    expect(text).toMatch(/zzgl\. 19 % MwSt\.\s+23,15 €/);
    expect(text).toMatch(/Gesamtbetrag \(brutto\)\s+145,00 €/);
    expect(await position(2).getByLabel('Gesamt netto Position 2').innerText()).toBe('30,85 €');
    expect(await page.getByRole('button', { name: 'Position 1 entfernen' }).isEnabled()).toBe(true);

    await page.getByRole('button', { name: 'Rechnung erstellen' }).click();
    await waitForToast(page, 'Rechnung erfolgreich vorbereitet! (Siehe Konsole)');
    await expect
      .poll(() => konsole.find((line) => line.includes('Rechnung vorbereitet:')))
      .toContain(`"invoiceNumber": "${NUMMER}"`);
    await screenshot(page, 'erechnung-vorbereitet');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('downloads the XRechnung and the ZUGFeRD PDF of the form', async () => {
    const [xml] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'XRechnung (XML) herunterladen' }).click(),
    ]);
    expect(xml.suggestedFilename()).toBe(`XRechnung_${NUMMER}.xml`);
    const inhalt = await readFile(await xml.path(), 'utf8');
    expect(inhalt).toContain(`<ram:ID>${NUMMER}</ram:ID>`);
    expect(inhalt).toContain('Bäckerei Größer &amp; Söhne GmbH');
    expect(inhalt).toContain('<ram:DuePayableAmount>145.00</ram:DuePayableAmount>');
    expect(inhalt).toContain('<ram:CountryID>AT</ram:CountryID>');
    await waitForToast(page, `XRechnung_${NUMMER}.xml wurde heruntergeladen.`);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'ZUGFeRD-PDF herunterladen' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`ZUGFeRD_${NUMMER}.pdf`);
    expect((await readFile(await pdf.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await screenshot(page, 'erechnung-heruntergeladen');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('names what the e-invoice still needs at the fields', async () => {
    await field(bereich('Zahlungsdaten'), 'IBAN').fill('DE00 1234');
    await position(2).getByRole('textbox', { name: 'Steuersatz (%)' }).fill('7');
    await page.getByRole('button', { name: 'XRechnung (XML) herunterladen' }).click();
    await expectFieldError(field(bereich('Zahlungsdaten'), 'IBAN'), 'Ungültige IBAN');
    await expectFieldError(
      position(2).getByRole('textbox', { name: 'Steuersatz (%)' }),
      'Position 2: Ein Steuersatz von 7 % ist für die E-Rechnung nicht möglich',
    );
    await screenshot(page, 'erechnung-e-rechnung-fehler');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
