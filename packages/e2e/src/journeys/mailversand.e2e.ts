import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFile, seriousViolations } from '../support/antrag.js';
import { freshCustomer, priceAndSend, sendRequest, staffSession } from '../support/angebot.js';
import type { ApiSession } from '../support/api.js';
import { appUrl, baseUrl, launchBrowser, newContext, screenshot, waitForAppPath } from '../support/browser.js';
import { grid } from '../support/grid.js';
import { expectFieldError, waitForToast } from '../support/forms.js';
import { signedInPage } from '../support/login.js';
import { mailFilesTo, waitForMail } from '../support/mails.js';

// Operator e-mail (spec 001 §2 'Operator e-mail'): a case worker writes a template with placeholders, opens the job of
// one operator of a fresh order, takes the template, fixes a required field, attaches a file, previews and sends after
// the confirmation; the mail arrives in the catcher with the filled text; the upload link from that mail, opened in a
// fresh browser context without a session, lets the operator answer. axe and a screenshot on every screen.

const ANLAGE = 'Baugrubenplan E2E.pdf';
/** The last line of an enquiry: the provider's footer (the plain-text part is complete once it is there). */
const ENQUIRY_END = 'Telefon 0351 4700-100';

interface MailRow {
  versorgerId: string;
  versorgerName: string;
  email: string | null;
  jobId: string | null;
}

let browser: Browser;
let page: Page;
let sb: ApiSession;
let auftragId: string;
let vorgangsnummer: string;
let row: MailRow;
const vorlageName = `E2E-Vorlage ${Date.now()}`;

beforeAll(async () => {
  browser = await launchBrowser();
  sb = await staffSession();
  const customer = await freshCustomer('Mail', { vorname: 'Manja', name: 'Mailbach' });
  const antrag = await sendRequest(customer, { vorhaben: 'Mailversand: Trinkwasseranschluss' });
  await priceAndSend(sb, antrag.id, false);
  const answer = (await customer.session.mutation('angebot.zustimmung', {
    antragId: antrag.id,
    widerrufAnerkannt: true,
  })) as { auftragId: string };
  [auftragId, vorgangsnummer] = [answer.auftragId, antrag.vorgangsnummer];
  await sb.mutation('versorger.netzbetreiberZumAuftrag', { auftragId });
  const overview = (await sb.query('mailversand.auftrag', { auftragId })) as { versorger: MailRow[] };
  const withMail = overview.versorger.find((r) => r.email !== null && r.jobId !== null);
  if (!withMail) throw new Error('the fresh order has no operator asked by e-mail');
  row = withMail;

  page = (await signedInPage(browser, 'sb@example.org', '/auftraege')).page;
});
afterAll(async () => {
  await browser.close();
});

describe('operator e-mail', () => {
  it('writes a template with placeholders and previews it with the sample values', async () => {
    await page.goto(appUrl('/editMailTemplates'));
    await page.getByRole('heading', { level: 1, name: 'E-Mail-Vorlagen' }).waitFor();
    // /editMailTemplates without an id is a new template ('Neue Vorlage' leads here from a chosen one)
    expect(await page.getByRole('button', { name: 'Neue Vorlage' }).isDisabled()).toBe(true);
    expect(await page.getByRole('textbox', { name: /^Vorlagename/ }).inputValue()).toBe('');
    // the name is required
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expectFieldError(page.getByRole('textbox', { name: /^Vorlagename/ }), 'Bitte geben Sie den Vorlagename an!');
    await page.getByRole('textbox', { name: /^Vorlagename/ }).fill(vorlageName);
    await page.getByRole('textbox', { name: 'Betreff' }).fill('E2E-Anfrage {Auto-Ort}');
    const mailtext = page.getByRole('textbox', { name: /^Mailtext/ });
    await mailtext.fill(
      '{Auto-Anrede},\n\nbitte senden Sie uns Ihre Pläne für {Auto-Beschreibung}.\nOrt: {Auto-Ort}\nKarte: ',
    );
    // a placeholder by click, at the cursor
    await mailtext.press('End');
    await page.getByRole('button', { name: /^\{Auto-Link\} einfügen/ }).click();
    await expect.poll(() => mailtext.inputValue()).toContain('Karte: {Auto-Link}');
    await mailtext.press('End');
    await mailtext.pressSequentially('\n\nMit freundlichen Grüßen\n{Auto-Bearbeiter}');
    await page.getByRole('radio', { name: 'Baumaßnahme' }).check();

    await page.getByRole('button', { name: 'Vorschau-Mailansicht' }).click();
    const preview = page.getByRole('dialog', { name: 'Vorschau-Mailansicht' });
    await preview.getByRole('tab', { name: 'Textansicht' }).click();
    await preview
      .getByText(/Sehr geehrte Damen und Herren,/)
      .first()
      .waitFor();
    await preview
      .getByText(/Ort: Hauptstraße 1, 01587 Riesa/)
      .first()
      .waitFor();
    await screenshot(page, 'mailvorlage-vorschau');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Speichern' }).click();
    await waitForToast(page, 'Die Vorlage wurde gespeichert.');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/editMailTemplates\/\d+$/);
    await screenshot(page, 'mailvorlage-gespeichert');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lists the order’s operators on /emails and opens one job', async () => {
    await page.goto(appUrl(`/emails/${auftragId}`));
    await page.getByRole('heading', { level: 1, name: 'E-Mailversand - Versorger zum Auftrag' }).waitFor();
    await page.getByText(vorgangsnummer).first().waitFor();
    expect(await page.getByRole('link', { name: 'Zur Mailversand-Übersicht' }).getAttribute('href')).toBe(
      '/leitungsauskunftportal/mailversand',
    );
    expect(await page.getByRole('link', { name: 'Zurück zur Bearbeitung' }).getAttribute('href')).toBe(
      `/leitungsauskunftportal/bearbeitungslist/${auftragId}`,
    );
    // the shared grid (issue 42): every operator of the order, each with its channel
    const table = grid(page, 'Versorger zum Auftrag');
    await table.getByText(row.versorgerName).first().waitFor();
    await table.getByText('E-Mail', { exact: true }).first().waitFor();
    await screenshot(page, 'emails');
    expect(await seriousViolations(page)).toEqual([]);

    await table
      .getByRole('link', {
        name: new RegExp(`^Bearbeiten – E-Mail an ${row.versorgerName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      })
      .click();
    await waitForAppPath(page, `/editEmailJob/${row.versorgerId}/${auftragId}`);
    expect(new URL(page.url()).searchParams.get('f')).toBe('e');
    await page.getByRole('heading', { level: 1, name: 'E-Mail bearbeiten' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Empfänger' }).inputValue()).toBe(row.email);
  });

  it('takes the template, refuses a blank subject, attaches a file, previews and sends after the confirmation', async () => {
    // the template: subject and text taken over after the question
    await page.getByRole('combobox', { name: 'Vorlage' }).selectOption({ label: vorlageName });
    await page.getByRole('button', { name: 'Übernehmen' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: /^Mailtext/ }).inputValue())
      .toContain('bitte senden Sie uns Ihre Pläne');
    expect(await page.getByRole('textbox', { name: /^Betreff/ }).inputValue()).toBe('E2E-Anfrage {Auto-Ort}');

    // an invalid form is neither saved nor sent
    const betreff = page.getByRole('textbox', { name: /^Betreff/ });
    await betreff.fill('');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expectFieldError(betreff, 'Bitte geben Sie den Betreff an!');
    await screenshot(page, 'email-job-fehler');
    // 'Senden' checks the form before it asks (issue 42): no question for a form that could not be sent
    await page.getByRole('button', { name: 'Senden', exact: true }).click();
    await expectFieldError(betreff, 'Bitte geben Sie den Betreff an!');
    await waitForToast(page, 'Bitte prüfen Sie die markierten Felder.');
    expect(await page.getByRole('dialog').filter({ hasText: 'Wollen Sie das Mail senden?' }).count()).toBe(0);
    await betreff.fill('E2E-Anfrage {Auto-Ort}');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await waitForToast(page, 'Die E-Mail wurde gespeichert.');

    // an attachment with progress into the list
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: /Dateien hierher ziehen/ }).click(),
    ]);
    await chooser.setFiles(pdfFile(ANLAGE));
    const anhaenge = page.getByRole('list', { name: 'Anhänge der E-Mail' });
    await anhaenge.getByRole('link', { name: ANLAGE }).waitFor();
    await anhaenge
      .getByText(/_Anfrageflaeche\.kml/)
      .first()
      .waitFor();
    await screenshot(page, 'email-job-anhang');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Vorschau-Mailansicht' }).click();
    const preview = page.getByRole('dialog', { name: 'Vorschau-Mailansicht' });
    await preview
      .getByText(new RegExp(`E2E-Anfrage .*\\(${vorgangsnummer}\\)`))
      .first()
      .waitFor();
    await preview.getByRole('tab', { name: 'Textansicht' }).click();
    await preview
      .getByText(/Sehr geehrte Damen und Herren,/)
      .first()
      .waitFor();
    await preview.getByText(ANLAGE).first().waitFor();
    await screenshot(page, 'email-job-vorschau');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    const before = await mailFilesTo(row.email ?? '');
    await page.getByRole('button', { name: 'Senden', exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Wollen Sie das Mail senden?' });
    await confirm.waitFor();
    await screenshot(page, 'email-job-senden-frage');
    await confirm.getByRole('button', { name: 'Senden' }).click();
    await waitForToast(page, 'Erfolgreich gesendet.');
    // back to /emails (f=e), the row sent
    await waitForAppPath(page, `/emails/${auftragId}`);
    await grid(page, 'Versorger zum Auftrag')
      .getByText(/Versendet am/)
      .first()
      .waitFor();
    await screenshot(page, 'emails-nach-versand');

    // the mail in the catcher: filled subject and text, the upload link
    const { row: mail, text } = await waitForMail(row.email ?? '', {
      ignore: before,
      subject: vorgangsnummer,
      complete: ENQUIRY_END,
    });
    expect(mail.subject).toMatch(new RegExp(`^E2E-Anfrage .+ \\(${vorgangsnummer}\\)$`));
    expect(text).toContain('Sehr geehrte Damen und Herren,');
    expect(text).toContain('Mit freundlichen Grüßen\nSven Bearbeiter');
    expect(text).not.toContain('{Auto-');
    const link = new RegExp(
      `/leitungsauskunftportal/versorgerupload/${row.versorgerId}/${auftragId}\\?e=\\d+&s=[A-Za-z0-9_-]{43}`,
    ).exec(text);
    expect(link, text).not.toBeNull();

    // the operator answers through that link, in a browser without a session
    const context = await newContext(browser);
    const operator = await context.newPage();
    await operator.goto(`${baseUrl()}${link?.[0] ?? ''}`);
    await operator.getByRole('heading', { level: 1, name: `Auskunft zum Vorgang ${vorgangsnummer}` }).waitFor();
    const [planChooser] = await Promise.all([
      operator.waitForEvent('filechooser'),
      operator.getByRole('button', { name: /Dateien hierher ziehen/ }).click(),
    ]);
    await planChooser.setFiles(pdfFile('Bestandsplan Wasser.pdf'));
    await operator.getByRole('button', { name: 'Hochladen', exact: true }).click();
    await operator.getByRole('table', { name: 'Ihre Dateien' }).getByText('Bestandsplan Wasser.pdf').waitFor();
    await operator.getByRole('button', { name: 'Senden bestätigen' }).click();
    await operator
      .getByRole('dialog', { name: 'Senden bestätigen' })
      .getByRole('button', { name: 'Senden bestätigen' })
      .click();
    await waitForToast(operator, 'Vorgang Erfolgreich.');
    await screenshot(operator, 'versorgerupload-aus-mail');
    await context.close();
  });

  it('shows the sent job read-only with the spec’s notice and lists it on /mailversand', async () => {
    await page.goto(appUrl(`/editEmailJob/${row.versorgerId}/${auftragId}?f=a`));
    await page.getByText('Hinweis: Diese E-Mail wurde bereits versendet!').waitFor();
    expect(await page.getByRole('button', { name: 'Senden', exact: true }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: /^Betreff/ }).isEditable()).toBe(false);
    await screenshot(page, 'email-job-versendet');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Zurück' }).click();
    await waitForAppPath(page, `/bearbeitungslist/${auftragId}`);
    // the supplier table leads to the job too (and back here: f=a); the answered row shows with the finished ones
    await page.getByRole('checkbox', { name: 'abgeschlossene Anfragen anzeigen' }).check();
    const mailLink = page.getByRole('link', { name: `E-Mail an ${row.versorgerName} bearbeiten` }).first();
    await mailLink.waitFor();
    expect(await mailLink.getAttribute('href')).toBe(
      `/leitungsauskunftportal/editEmailJob/${row.versorgerId}/${auftragId}?f=a`,
    );
    await screenshot(page, 'bearbeitungslist-email-link');

    await page.goto(appUrl('/mailversand'));
    await page.getByRole('heading', { level: 1, name: 'Mailversand' }).waitFor();
    await page.getByRole('textbox', { name: 'Suche', exact: true }).fill(vorgangsnummer);
    await page.getByRole('gridcell', { name: vorgangsnummer }).first().waitFor();
    await screenshot(page, 'mailversand');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
