import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/antrag.js';
import type { ArrangedAntrag } from '../support/antrag.js';
import {
  freshCustomer,
  priceAndSend,
  searchAngebote,
  sendRequest,
  settledDialog,
  staffSession,
  type OfferCustomer,
} from '../support/angebot.js';
import { appUrl, launchBrowser, screenshot } from '../support/browser.js';
import { expectFieldError, field } from '../support/forms.js';
import { signedInPage } from '../support/login.js';

// axe-core (WCAG 2.1 A/AA) on the offer screens of staff and customer: no serious or critical findings.
// Each screen is saved under artifacts/ for a look. The offers are arranged through the API:
// `entwurf` priced but not sent, `offen` sent with prepayment, `beauftragt` sent and ordered.

let browser: Browser;
let customer: OfferCustomer;
let entwurf: ArrangedAntrag;
let offen: ArrangedAntrag;
let beauftragt: ArrangedAntrag;

beforeAll(async () => {
  browser = await launchBrowser();
  customer = await freshCustomer('AngebotAxe', { vorname: 'Bruno', name: 'Barrierefrei' });
  const sb = await staffSession();
  entwurf = await sendRequest(customer, { vorhaben: 'Barrierefreiheit Angebot (Entwurf)', eilbearbeitung: true });
  await sb.mutation('angebot.uebernahme', { antragId: entwurf.id });
  offen = await sendRequest(customer, { vorhaben: 'Barrierefreiheit Angebot (offen)' });
  await priceAndSend(sb, offen.id, true);
  beauftragt = await sendRequest(customer, { vorhaben: 'Barrierefreiheit Angebot (beauftragt)' });
  await priceAndSend(sb, beauftragt.id, false);
  await customer.session.mutation('angebot.zustimmung', { antragId: beauftragt.id, widerrufAnerkannt: true });
});
afterAll(async () => {
  await browser.close();
});

describe('accessibility of the staff offer screens (axe-core)', () => {
  let page: Page;
  beforeAll(async () => {
    page = (await signedInPage(browser, 'sb@example.org', '/auftraege')).page;
  });
  afterAll(async () => {
    await page.context().close();
  });
  const check = async (name: string) => {
    await screenshot(page, `a11y-${name}`);
    expect(await seriousViolations(page), name).toEqual([]);
  };

  it('/angebote with Erstkunde rows', async () => {
    await page.goto(appUrl('/angebote'));
    // the ordered one (status 5) is no longer listed
    await searchAngebote(page, customer.tag, 2);
    await check('angebote');
  });

  it('/angebot/{id}: the edit page with positions, and its modals', async () => {
    await page.goto(appUrl(`/angebot/${entwurf.id}`));
    await page.getByRole('heading', { level: 1, name: `Angebot ${entwurf.vorgangsnummer}` }).waitFor();
    await page.getByRole('table', { name: 'Positionen' }).getByText('Zuschlag Eilbearbeitung').waitFor();
    await page.getByRole('list', { name: 'Betroffene Gemeinden' }).waitFor();
    await check('angebot-bearbeiten');

    // the position form with the errors of an empty submit
    await page.getByRole('button', { name: 'Position hinzufügen' }).click();
    const dialog = await settledDialog(page.getByRole('dialog', { name: 'Position hinzufügen' }));
    await field(dialog, 'Anzahl').fill('');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expectFieldError(field(dialog, 'Einzelpreis (netto)'), 'Bitte geben Sie einen Preis an!');
    await check('angebot-position-fehler');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Preisliste', exact: true }).click();
    const liste = await settledDialog(page.getByRole('dialog', { name: 'Preisliste' }));
    await liste.getByRole('textbox', { name: 'Preis in Euro von Grundgebühr Leitungsauskunft' }).waitFor();
    await check('angebot-preisliste');
    await liste.getByRole('button', { name: 'Schließen' }).click();
    await liste.waitFor({ state: 'hidden' });
  });

  it('the confirmations: "Vorgang beenden?" and "Wirklich löschen?"', async () => {
    await page.goto(appUrl(`/angebot/${entwurf.id}`));
    await page.getByRole('table', { name: 'Positionen' }).getByText('Zuschlag Eilbearbeitung').waitFor();
    const found: string[] = [];
    for (const [button, title, question] of [
      ['Vorgang beenden', 'Vorgang beenden', 'Vorgang beenden?'],
      ['Position 1 löschen', 'Position 1 löschen', 'Wirklich löschen?'],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      const dialog = await settledDialog(page.getByRole('dialog', { name: title }));
      await dialog.getByText(question, { exact: true }).waitFor();
      await screenshot(page, `a11y-angebot-${button === 'Vorgang beenden' ? 'beenden' : 'loeschen'}-dialog`);
      found.push(...(await seriousViolations(page)).map((v) => `${question} ${v}`));
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    expect(found).toEqual([]);
  });

  it('/angebot/{id} of an ordered offer (read-only)', async () => {
    await page.goto(appUrl(`/angebot/${beauftragt.id}`));
    await page.getByRole('status').filter({ hasText: 'Auftrag erteilt' }).waitFor();
    await check('angebot-beauftragt');
  });

  it('/angebotshistorie/{userId}', async () => {
    await page.goto(appUrl(`/angebotshistorie/${customer.id}`));
    await page.getByRole('region', { name: 'Kunde' }).getByText(customer.firma).waitFor();
    await page.locator('.ag-grid-scrolling-rows .ag-row[row-id]').first().waitFor();
    await check('angebotshistorie');
  });
});

describe('accessibility of the customer offer screens (axe-core)', () => {
  let page: Page;
  beforeAll(async () => {
    page = (await signedInPage(browser, customer.email, '/antraege', { password: customer.password })).page;
  });
  afterAll(async () => {
    await page.context().close();
  });
  const check = async (name: string) => {
    await screenshot(page, `a11y-${name}`);
    expect(await seriousViolations(page), name).toEqual([]);
  };

  it('/antragAngebot/{id}: the open offer with prepayment', async () => {
    await page.goto(appUrl(`/antragAngebot/${offen.id}`));
    await page.getByRole('table', { name: 'Leistungen' }).waitFor();
    await page.getByRole('button', { name: 'Zahlungspflichtig beauftragen' }).waitFor();
    await check('angebot-kunde');
  });

  it('the reject modal', async () => {
    await page.getByRole('button', { name: 'Angebot ablehnen' }).click();
    const dialog = await settledDialog(page.getByRole('dialog', { name: 'Angebot ablehnen' }));
    await dialog.getByRole('radio', { name: 'Zu teuer' }).check();
    await check('angebot-ablehnen');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the withdrawal error is shown and linked to its checkbox (aria-invalid, aria-describedby)', async () => {
    await page.goto(appUrl(`/antragAngebot/${offen.id}`));
    await page.getByRole('button', { name: 'Zahlungspflichtig beauftragen' }).click();
    await page.getByText('Bitte erkennen Sie die Widerrufsbelehrung an.').waitFor();
    await check('angebot-kunde-widerruf-fehler');
    await expectFieldError(
      page.getByRole('checkbox', { name: /Ich habe die Widerrufsbelehrung gelesen/ }),
      'Bitte erkennen Sie die Widerrufsbelehrung an.',
      2000,
    );
  });

  it('/rechnungsadresse with the errors of an empty submit', async () => {
    await page.goto(appUrl(`/rechnungsadresse/${beauftragt.id}?rt=a`));
    await page.getByRole('heading', { level: 1, name: 'Rechnungsadresse' }).waitFor();
    await check('rechnungsadresse');
    await page.getByRole('button', { name: 'Firmenzusatz hinzufügen' }).click();
    await page.getByRole('checkbox', { name: 'Ausland', exact: true }).check();
    await field(page, 'USt-IdNr.').fill('XX1');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expectFieldError(
      field(page, 'USt-IdNr.'),
      'Invalid Umsatzsteuer-Identifikationsnummer format - DE000000000.',
    );
    await expectFieldError(field(page, 'Projektnummer'), 'Bitte geben Sie eine Projektnummer an');
    await check('rechnungsadresse-fehler');
  });

  it('the confirmation error of the invoice address is linked to its checkbox (aria-invalid, aria-describedby)', async () => {
    await page.goto(appUrl(`/rechnungsadresse/${beauftragt.id}?rt=a`));
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await page.getByText('Bitte bestätigen Sie die Angaben zur Rechnungsadresse.').waitFor();
    await expectFieldError(
      page.getByRole('checkbox', { name: /Ich bestätige, dass die Rechnung an diese Adresse gestellt werden soll/ }),
      'Bitte bestätigen Sie die Angaben zur Rechnungsadresse.',
      2000,
    );
  });
});
