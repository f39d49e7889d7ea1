import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageTexts } from '../../../documents/src/pdf-text.testing.js';
import { germanDay, isoDayFromToday, seriousViolations } from '../support/antrag.js';
import { freshCustomer, priceAndSend, sendRequest, staffSession, type OfferCustomer } from '../support/angebot.js';
import type { ApiSession } from '../support/api.js';
import { launchBrowser, screenshot } from '../support/browser.js';
import { grid, waitForRange } from '../support/grid.js';
import { signedInPage } from '../support/login.js';
import { waitForMail } from '../support/mails.js';

// Issue 42 (3): the customer is told each operator's true state. A fresh order's operators are assigned; one is asked by
// e-mail (the mail goes out through the outbox), one answer is recorded by a case worker, the others are untouched.
// /dokumente (at 1366×768) and the cover letter (its PDF text) name each one's state with its day — nobody is called
// asked who was not.

interface Row {
  id: string;
  versorgerName: string;
  abfrageart: string;
  email: string | null;
}

let browser: Browser;
let sb: ApiSession;
let customer: OfferCustomer;
let antragId: string;
let auftragId: string;
let gemailt: Row;
let beantwortet: Row;
let offen: Row[];
const heute = germanDay(isoDayFromToday(0));
const gestern = germanDay(isoDayFromToday(-1));

beforeAll(async () => {
  browser = await launchBrowser();
  sb = await staffSession();
  customer = await freshCustomer('Stand', { vorname: 'Stella', name: 'Standfest' });
  const antrag = await sendRequest(customer, {
    vorhaben: 'Stand der Betreiber: Hausanschluss Strom',
    betreiber: [1, 2, 3, 4, 5, 6],
  });
  antragId = antrag.id;
  await priceAndSend(sb, antrag.id, false);
  auftragId = (
    (await customer.session.mutation('angebot.zustimmung', { antragId, widerrufAnerkannt: true })) as {
      auftragId: string;
    }
  ).auftragId;
  await sb.mutation('versorger.netzbetreiberZumAuftrag', { auftragId });
  const list = (await sb.query('versorger.list', {
    auftragId,
    page: 1,
    pageSize: 100,
    abgeschlosseneAnzeigen: true,
  })) as { rows: Row[] };
  const rows = [...list.rows].sort((a, b) => a.versorgerName.localeCompare(b.versorgerName, 'de'));
  const mail = rows.find((r) => r.abfrageart === 'E-Mail' && r.email);
  if (!mail) throw new Error('kein Betreiber mit E-Mail');
  const rest = rows.filter((r) => r.id !== mail.id);
  if (rest.length < 2) throw new Error('zu wenige Betreiber');
  [gemailt, beantwortet, offen] = [mail, rest[0] as Row, rest.slice(1)];

  // the enquiry by e-mail, delivered by the server's outbox worker
  const overview = (await sb.query('mailversand.auftrag', { auftragId })) as {
    versorger: Array<{ versorgerId: string; jobId: string | null }>;
  };
  const jobId = overview.versorger.find((v) => v.versorgerId === gemailt.id)?.jobId;
  if (!jobId) throw new Error('kein Mail-Job');
  await sb.mutation('mailversand.send', { id: jobId });
  // complete once the provider's footer is there (the enquiry has no 'Ihr Team …' line)
  await waitForMail(gemailt.email ?? '', {
    timeoutMs: 30_000,
    subject: antrag.vorgangsnummer,
    complete: 'Telefon 0351 4700-100',
  });
  // an answer taken by telephone, recorded with its day
  await sb.mutation('versorger.update', {
    id: beantwortet.id,
    angefragtDatum: `${isoDayFromToday(-3)}T09:00:00.000Z`,
    auskunftDatum: `${isoDayFromToday(-1)}T10:00:00.000Z`,
  });
});
afterAll(async () => {
  await browser.close();
});

describe('each operator’s true state', () => {
  it('/dokumente: asked on its day, answered, and the untouched ones "noch nicht angefragt"', async () => {
    const { context, page } = await signedInPage(browser, customer.email, `/dokumente/${antragId}`, {
      password: customer.password,
      viewport: { width: 1366, height: 768 },
    });
    const table = page.getByRole('table', { name: 'Antworten der Netzbetreiber' });
    await table.waitFor();
    const zeile = (r: Row) => table.getByRole('row').filter({ hasText: r.versorgerName });
    // a mail that left (the outbox delivered it) counts from that day
    await expect
      .poll(async () => (await zeile(gemailt).innerText()).includes(`angefragt am ${heute}`), { timeout: 20_000 })
      .toBe(true);
    await zeile(gemailt).getByText('Antwort steht noch aus').waitFor();
    await zeile(beantwortet).getByText(`Auskunft erteilt am ${gestern}`).waitFor();
    for (const r of offen) {
      await zeile(r).getByText('noch nicht angefragt').waitFor();
      expect(await zeile(r).innerText()).not.toContain('Antwort steht noch aus');
    }
    await screenshot(page, 'dokumente-betreiber-stand', { fullPage: false });
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, 'dokumente-betreiber-stand-tabelle', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('the cover letter says the same for each operator and counts each state as it is', async () => {
    const res = await sb.get(`/api/Auftraege/DownloadAnschreiben/${auftragId}`);
    expect(res.status).toBe(200);
    const text = (await pageTexts(new Uint8Array(await res.arrayBuffer()))).join(' ');
    expect(text).toContain(`${gemailt.versorgerName} angefragt am ${heute}`);
    expect(text).toContain(`${beantwortet.versorgerName} Auskunft erteilt am ${gestern}`);
    for (const r of offen) expect(text).toContain(`${r.versorgerName} noch nicht angefragt`);
    const gesamt = offen.length + 2;
    expect(text).toContain(
      `${gesamt} Betreiber: 1 mit Auskunft, 1 angefragt, Antwort ausstehend, ${offen.length} noch nicht angefragt.`,
    );
    expect(text).not.toContain('Betreiber angefragt:');
  });

  it('/emails lists every operator of the order with its channel, addresses on one line; /mailversand shows filled subjects', async () => {
    const { context, page } = await signedInPage(browser, 'sb@example.org', `/emails/${auftragId}`, {
      viewport: { width: 1366, height: 768 },
    });
    const table = grid(page, 'Versorger zum Auftrag');
    await table.getByText(gemailt.versorgerName, { exact: true }).waitFor();
    const list = (await sb.query('versorger.list', {
      auftragId,
      page: 1,
      pageSize: 100,
      abgeschlosseneAnzeigen: true,
    })) as { rows: Row[] };
    await waitForRange(page, `1–${list.rows.length} von ${list.rows.length}`);
    const andere = list.rows.find((r) => r.abfrageart !== 'E-Mail');
    if (andere) {
      // an operator asked otherwise is there, with its channel and why it gets no mail
      const row = table.getByRole('row').filter({ hasText: andere.versorgerName });
      await row
        .getByText(andere.abfrageart === '' ? 'nicht festgelegt' : andere.abfrageart, { exact: true })
        .first()
        .waitFor();
      await row.getByText('keine E-Mail', { exact: true }).waitFor();
    }
    // the address is one line: cut if it must be, its full value on hover, never broken mid-word
    const adresse = table.getByTitle(gemailt.email ?? '', { exact: true }).first();
    await adresse.waitFor();
    expect(await adresse.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('nowrap');
    await screenshot(page, 'emails-alle-betreiber', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(page.url().replace(/\/emails\/.*$/, '/mailversand'));
    const mails = grid(page, 'E-Mails an Versorger');
    await mails.waitFor();
    await page.getByRole('textbox', { name: 'Suche' }).fill(gemailt.versorgerName);
    await mails.getByText(gemailt.versorgerName, { exact: true }).first().waitFor();
    const text = await mails.innerText();
    expect(text).not.toContain('{Auto-');
    // the full subject on hover
    await mails
      .getByText(/^Anfrage (Leitungs|Plan)auskunft/)
      .first()
      .hover();
    await screenshot(page, 'mailversand-betreff', { fullPage: false });
    await context.close();
  });
});
