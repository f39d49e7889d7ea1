import { statSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFile } from '../support/antrag.js';
import { freshCustomer, priceAndSend, sendRequest, staffSession, type OfferCustomer } from '../support/angebot.js';
import { ApiSession } from '../support/api.js';
import { appUrl, baseUrl, launchBrowser, newContext, screenshot, waitForAppPath } from '../support/browser.js';
import { waitForToast } from '../support/forms.js';
import { grid, waitForRange } from '../support/grid.js';
import { signedInPage } from '../support/login.js';

// The whole way of an order (issue 12): a case worker takes an accepted request from /auftraege to /bearbeitungslist,
// assigns the operators ('Netzbetreiber zum Auftrag'), asks them and sets a follow-up; one operator answers through
// its signed link in a fresh browser (upload + 'Senden bestätigen'), the others answer 'nicht betroffen'; the order
// reaches 'Auskünfte vollständig' and the customer downloads the plan on /dokumente.

const PLAN = 'Bestandsplan Durchlauf.pdf';

interface VersorgerRow {
  id: string;
  versorgerName: string;
  anfrageStatus: number;
}

let browser: Browser;
let sb: ApiSession;
let customer: OfferCustomer;
let antragId: string;
let auftragId: string;
let vorgangsnummer: string;
let staff: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  sb = await staffSession();
  customer = await freshCustomer('Durchlauf', { vorname: 'Dora', name: 'Durchlauf' });
  const antrag = await sendRequest(customer, { vorhaben: 'Durchlauf: Hausanschluss Gas und Strom' });
  await priceAndSend(sb, antrag.id, false);
  const answer = (await customer.session.mutation('angebot.zustimmung', {
    antragId: antrag.id,
    widerrufAnerkannt: true,
  })) as { auftragId: string };
  [antragId, auftragId, vorgangsnummer] = [antrag.id, answer.auftragId, antrag.vorgangsnummer];
  staff = (await signedInPage(browser, 'sb@example.org', '/auftraege')).page;
});
afterAll(async () => {
  await browser.close();
});

async function lieferanten(): Promise<VersorgerRow[]> {
  const list = (await sb.query('versorger.list', {
    auftragId,
    page: 1,
    pageSize: 100,
    abgeschlosseneAnzeigen: true,
  })) as { rows: VersorgerRow[] };
  return [...list.rows].sort((a, b) => a.versorgerName.localeCompare(b.versorgerName, 'de'));
}

/** The signed link of a supplier row, as the enquiry mail will carry it. */
async function linkOf(versorgerId: string): Promise<URL> {
  const { url } = (await sb.query('versorgerUpload.link', { versorgerId })) as { url: string };
  return new URL(url);
}

describe('an order from /auftraege to the customer’s documents', () => {
  it('the case worker opens the new order and assigns its operators', async () => {
    await grid(staff, 'Aufträge').waitFor();
    await staff.getByRole('textbox', { name: 'Suche' }).fill(vorgangsnummer);
    await waitForRange(staff, '1–1 von 1');
    await staff.getByRole('link', { name: `Auftrag ${vorgangsnummer} bearbeiten` }).click();
    await waitForAppPath(staff, `/bearbeitungslist/${auftragId}`);
    await staff
      .getByRole('heading', { level: 1, name: new RegExp(`Bearbeitung von Auftrag - ${vorgangsnummer}`) })
      .waitFor();
    await staff.getByText('nicht bearbeitet').first().waitFor();

    await staff.getByRole('button', { name: 'Netzbetreiber zum Auftrag' }).click();
    await waitForToast(staff, 'Vorgang Erfolgreich.');
    const rows = await lieferanten();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    await grid(staff, 'Auskünfte der Infrastrukturbetreiber')
      .getByText(rows[0]?.versorgerName ?? '—', { exact: true })
      .waitFor();
    await staff.getByText('Versorgerliste vollständig').first().waitFor();
    await screenshot(staff, 'durchlauf-versorger');
  });

  it('asks every operator and sets a follow-up, which /wiedervorlagen lists', async () => {
    const now = new Date();
    const inAWeek = new Date(now.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
    for (const row of await lieferanten()) {
      await sb.mutation('versorger.update', { id: row.id, angefragtDatum: now.toISOString(), vorlageDatum: inAWeek });
    }
    await staff.reload();
    await staff.getByText('alle Betreiber angefragt').first().waitFor();
    await staff.goto(appUrl('/wiedervorlagen'));
    await staff.getByRole('heading', { level: 1, name: 'Wiedervorlagen' }).waitFor();
    await staff.getByRole('button', { name: 'Alle aufklappen' }).click();
    await staff.getByRole('link', { name: vorgangsnummer }).first().waitFor();
    await screenshot(staff, 'durchlauf-wiedervorlagen');
  });

  it('one operator uploads its plan through the link in a fresh browser; the others are not affected', async () => {
    const [first, ...others] = await lieferanten();
    if (!first) throw new Error('kein Versorger');
    const link = await linkOf(first.id);
    const context = await newContext(browser);
    const operator = await context.newPage();
    await operator.goto(`${baseUrl()}${link.pathname}${link.search}`);
    await operator.getByRole('heading', { level: 1, name: `Auskunft zum Vorgang ${vorgangsnummer}` }).waitFor();
    const [chooser] = await Promise.all([
      operator.waitForEvent('filechooser'),
      operator.getByRole('button', { name: /Dateien hierher ziehen/ }).click(),
    ]);
    await chooser.setFiles({
      ...pdfFile(PLAN),
      buffer: Buffer.concat([pdfFile(PLAN).buffer, Buffer.alloc(200_000, 32)]),
    });
    await operator.getByRole('button', { name: 'Hochladen', exact: true }).click();
    await operator.getByRole('table', { name: 'Ihre Dateien' }).getByText(PLAN).waitFor();
    await operator.getByRole('button', { name: 'Senden bestätigen' }).click();
    await operator
      .getByRole('dialog', { name: 'Senden bestätigen' })
      .getByRole('button', { name: 'Senden bestätigen' })
      .click();
    await operator.getByText('Auskunft übermittelt').waitFor();
    await screenshot(operator, 'durchlauf-betreiber');
    await context.close();

    // the other operators answer through their own links that they have no lines there
    for (const row of others) {
      const l = await linkOf(row.id);
      const [, versorgerId, linkAuftragId] = /versorgerupload\/([^/]+)\/([^/?]+)/.exec(l.pathname) ?? [];
      await new ApiSession().mutation('versorgerUpload.confirm', {
        versorgerId,
        auftragId: linkAuftragId,
        e: l.searchParams.get('e'),
        s: l.searchParams.get('s'),
        nichtBetroffen: true,
      });
    }
    expect((await lieferanten()).every((r) => r.anfrageStatus === 3)).toBe(true);
  });

  it('the order is complete for the case worker', async () => {
    await staff.goto(appUrl(`/bearbeitungslist/${auftragId}`));
    await staff.getByText('Auskünfte vollständig').first().waitFor();
    await screenshot(staff, 'durchlauf-vollstaendig');
    const order = (await sb.query('auftrag.byId', { auftragId })) as { bearbeitungsStatus: number };
    expect(order.bearbeitungsStatus).toBe(3);
  });

  it('the customer downloads the plan on /dokumente', async () => {
    const { context, page } = await signedInPage(browser, customer.email, `/dokumente/${antragId}`, {
      password: customer.password,
    });
    const table = page.getByRole('table', { name: 'Antworten der Netzbetreiber' });
    await table.waitFor();
    await table.getByText('nicht betroffen').first().waitFor();
    const link = table.getByRole('link', { name: new RegExp(PLAN.replace(/[.]/g, '\\.')) });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(PLAN);
    expect(statSync(await download.path()).size).toBeGreaterThan(200_000);
    await screenshot(page, 'durchlauf-dokumente');
    await context.close();
  });
});
