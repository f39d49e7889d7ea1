import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFile, seriousViolations } from '../support/antrag.js';
import { freshCustomer, priceAndSend, sendRequest, staffSession } from '../support/angebot.js';
import type { ApiSession } from '../support/api.js';
import { appUrl, launchBrowser, screenshot, waitForAppPath } from '../support/browser.js';
import { waitForToast, noToasts } from '../support/forms.js';
import { signedInPage } from '../support/login.js';

// PDF processing (issue 17; spec 001 §2 /pdfprocessing): a case worker opens /pdfprocessing?aid=… from an order's page,
// sees the spec's validation texts, sends an operator's PDF, gets 'PDF-Verarbeitung gestartet.', waits for the stamped
// PDF (the server's worker files it with the supplier whose e-mail domain was given) and downloads it; the test button
// reports the state; a domain no supplier has ends in 'Fehler bei der PDF-Verarbeitung.'. axe and a screenshot per screen.

interface VersorgerRow {
  id: string;
  versorgerName: string;
}

let browser: Browser;
let sb: ApiSession;
let auftragId: string;
let vorgangsnummer: string;
let versorger: VersorgerRow;
const DOMAIN = `e2e-pdf-${Date.now().toString(36)}.de`;

beforeAll(async () => {
  browser = await launchBrowser();
  sb = await staffSession();
  const customer = await freshCustomer('Stempel', { vorname: 'Paula', name: 'Stempel' });
  const antrag = await sendRequest(customer, { vorhaben: 'PDF-Verarbeitung: Hausanschluss' });
  await priceAndSend(sb, antrag.id, false);
  const answer = (await customer.session.mutation('angebot.zustimmung', {
    antragId: antrag.id,
    widerrufAnerkannt: true,
  })) as { auftragId: string };
  [auftragId, vorgangsnummer] = [answer.auftragId, antrag.vorgangsnummer];
  await sb.mutation('versorger.netzbetreiberZumAuftrag', { auftragId });
  const list = (await sb.query('versorger.list', { auftragId, page: 1, pageSize: 100 })) as { rows: VersorgerRow[] };
  versorger = [...list.rows].sort((a, b) => a.versorgerName.localeCompare(b.versorgerName, 'de'))[0] as VersorgerRow;
  // the demo operators all write from example.org: this one gets an address of its own
  await sb.mutation('auftrag.putVersorger', {
    versorgerId: versorger.id,
    versorgerName: versorger.versorgerName,
    email: `leitungsauskunft@${DOMAIN}`,
  });
});
afterAll(async () => {
  await browser.close();
});

async function staffPage(): Promise<Page> {
  return (await signedInPage(browser, 'sb@example.org', '/auftraege')).page;
}

describe('PDF processing (/pdfprocessing)', () => {
  it('opens from the order with its number, checks the fields, stamps a PDF and offers the download', async () => {
    const page = await staffPage();
    await page.goto(appUrl(`/bearbeitungslist/${auftragId}`));
    await page.getByRole('link', { name: 'PDF-Verarbeitung' }).click();
    await waitForAppPath(page, '/pdfprocessing');
    expect(new URL(page.url()).searchParams.get('aid')).toBe(auftragId);
    await page.getByRole('heading', { level: 1, name: 'PDF-Verarbeitung' }).waitFor();
    const nr = page.getByRole('textbox', { name: 'Auftragsnummer*' });
    const domain = page.getByRole('textbox', { name: 'Domain Name*' });
    await expect.poll(() => nr.inputValue()).toBe(vorgangsnummer);
    await screenshot(page, 'pdfprocessing');
    expect(await seriousViolations(page)).toEqual([]);

    // validation: both fields, then the AS prefix
    await page.getByRole('button', { name: 'Senden' }).click();
    await page.getByRole('alert').filter({ hasText: 'Bitte füllen Sie alle Felder aus.' }).waitFor();
    await nr.fill('2026-000001');
    await domain.fill(DOMAIN);
    await page.getByRole('button', { name: 'Senden' }).click();
    await page.getByRole('alert').filter({ hasText: 'Geben Sie eine richtige Auftragsnummer ein (AS...)' }).waitFor();
    await screenshot(page, 'pdfprocessing-validierung');
    expect(await seriousViolations(page)).toEqual([]);

    // send the operator's PDF
    await nr.fill(vorgangsnummer.toLowerCase());
    await page.locator('input[type="file"]').setInputFiles(pdfFile('Leitungsplan Gas.pdf', 'Leitungsplan Gas E2E'));
    await page.getByRole('button', { name: 'Senden' }).click();
    await waitForToast(page, 'PDF-Verarbeitung gestartet.');
    const link = page.getByRole('link', { name: /Verarbeitete PDF herunterladen/ });
    await link.waitFor({ timeout: 30_000 });
    await page.getByText('Die PDF-Verarbeitung ist abgeschlossen.').waitFor();
    expect(await link.getAttribute('href')).toMatch(/^\/api\/Antrag\/DownloadVersorgerDatei\/[0-9a-f-]{36}$/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('Leitungsplan Gas_gestempelt.pdf');
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await noToasts(page);
    await screenshot(page, 'pdfprocessing-fertig');
    expect(await seriousViolations(page)).toEqual([]);

    // the test button asks for the state without sending anything
    await page.getByRole('button', { name: 'Verarbeitung prüfen' }).click();
    await page.getByText('Die PDF-Verarbeitung ist abgeschlossen.').waitFor();

    // the stamped file is one of the supplier's files
    const files = (await sb.query('versorgerUpload.auftragFiles', { id: auftragId })) as Array<{
      versorgerId: string;
      fileName: string;
    }>;
    expect(files.filter((f) => f.versorgerId === versorger.id).map((f) => f.fileName)).toContain(
      'Leitungsplan Gas_gestempelt.pdf',
    );
    await page.context().close();
  });

  it('reports a domain no supplier of the order has', async () => {
    const page = await staffPage();
    await page.goto(appUrl(`/pdfprocessing?aid=${vorgangsnummer}`));
    const nr = page.getByRole('textbox', { name: 'Auftragsnummer*' });
    expect(await nr.inputValue()).toBe(vorgangsnummer);
    await page.getByRole('textbox', { name: 'Domain Name*' }).fill('niemand-e2e.de');
    await page.getByRole('button', { name: 'Senden' }).click();
    await waitForToast(page, 'Fehler bei der PDF-Verarbeitung.');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Zu diesem Auftrag gibt es keinen Netzbetreiber mit der Domain niemand-e2e.de.' })
      .waitFor();
    await page.getByRole('button', { name: 'Verarbeitung prüfen' }).click();
    await waitForToast(
      page,
      'Fehler beim Abrufen der PDF-Verarbeitung: Zu diesem Auftrag gibt es keinen Netzbetreiber mit der Domain niemand-e2e.de.',
    );
    await screenshot(page, 'pdfprocessing-fehler');
    await noToasts(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
