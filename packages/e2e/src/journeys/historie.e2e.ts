import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/antrag.js';
import { freshCustomer, priceAndSend, sendRequest } from '../support/angebot.js';
import { adminSession, ApiSession, seedUser, type SeededUser } from '../support/api.js';
import { appPathOf, appUrl, launchBrowser, screenshot, waitForAppPath } from '../support/browser.js';
import { columnTexts, grid, waitForRange } from '../support/grid.js';
import { signedInPage } from '../support/login.js';

// Histories (spec 001 §2 'Histories', §4 action codes, §6 navigation, §9 sorts): a fresh case worker sends an offer, the
// customer accepts, the case worker changes the priority and sends the invoice — all through the API, so the history is
// written by the real actions. In the browser the case worker opens /auftraghistorie/{antragId} (oldest first, 'Anzahl',
// the title links to the order, and /bearbeitungslist's 'Historie' leads back), then /historien → 'Historie ansehen' →
// the admin-history table (newest first, link 'Auftrag', 'Zurück'). The administrator's navigation opens its own
// history. axe and a screenshot on each screen.

interface Order {
  antragId: string;
  auftragId: string;
  vorgangsnummer: string;
}

let browser: Browser;
let page: Page;
let worker: SeededUser;
let order: Order;

/** Full-page screenshot from the top (the fixed header would otherwise be drawn across the page). */
async function shot(p: Page, name: string): Promise<void> {
  await p.evaluate(() => window.scrollTo(0, 0));
  await screenshot(p, name);
}

/** Waits until the grid has settled (no request running). */
const settled = (p: Page) => p.locator('[role="region"][aria-busy="true"]').waitFor({ state: 'detached' });

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await adminSession();
  const suffix = Date.now().toString(36);
  // a case worker of its own: its history holds exactly what this journey does
  worker = await seedUser(admin, {
    tag: 'historie',
    roles: ['SbBereich'],
    vorname: 'Hedda',
    name: `Verlauf${suffix}`,
    password: 'Verlauf#2026',
  });
  const sb = new ApiSession();
  await sb.signIn(worker.email, worker.password);
  const customer = await freshCustomer('Historie', { vorname: 'Holger', name: 'Historienkunde' });
  const antrag = await sendRequest(customer, { vorhaben: 'Historie: Hausanschluss Gas' });
  // 1 Angebot versendet
  await priceAndSend(sb, antrag.id, false);
  const answer = (await customer.session.mutation('angebot.zustimmung', {
    antragId: antrag.id,
    widerrufAnerkannt: true,
  })) as { auftragId: string };
  order = { antragId: antrag.id, auftragId: answer.auftragId, vorgangsnummer: antrag.vorgangsnummer };
  // 3 Auftrag Bearbeitung begonnen (the first change of the order)
  await sb.mutation('auftrag.prioritaet', { auftragId: order.auftragId, prioritaet: 2 });
  // 6 Rechnung versendet
  const vorschlag = (await customer.session.query('antrag.rechnungsAdresse', { antragId: order.antragId })) as Record<
    string,
    unknown
  >;
  await customer.session.mutation('antrag.saveRechnungsAdresse', {
    ...vorschlag,
    antragId: order.antragId,
    rt: 'r',
    adressenAenderung: true,
    projektnummer: 'P-HIST',
    keineProjektnummer: false,
  });
  const rechnung = (await sb.mutation('rechnung.neu', { auftragId: order.auftragId })) as { rechnungId: string };
  await sb.mutation('rechnung.send', { rechnungId: rechnung.rechnungId });

  page = (await signedInPage(browser, worker.email, '/auftraege', { password: worker.password })).page;
});
afterAll(async () => {
  await browser.close();
});

describe('histories', () => {
  it('/auftraghistorie: the case oldest first with Anzahl; the title links to the order, whose Historie button leads back', async () => {
    await page.goto(appUrl(`/auftraghistorie/${order.antragId}`));
    await page.getByRole('heading', { level: 1, name: `Auftragshistorie – ${order.vorgangsnummer}` }).waitFor();
    await page.getByText('Anzahl: 3', { exact: true }).waitFor();
    await grid(page, 'Auftragshistorie').waitFor();
    await waitForRange(page, '1–3 von 3');
    await settled(page);
    // 1 Angebot versendet, 3 Auftrag Bearbeitung begonnen, 6 Rechnung versendet
    const beschreibungen = await columnTexts(page, 'beschreibung');
    expect(beschreibungen).toEqual([
      `Angebot ${order.vorgangsnummer} versendet`,
      'Auftrag Bearbeitung begonnen',
      expect.stringMatching(/^Rechnung RE\d{4}-\d{5,} versendet$/),
    ]);
    expect(await columnTexts(page, 'bearbeiter')).toEqual(Array(3).fill(`${worker.vorname} ${worker.name}`));
    // oldest first (spec 001 §9): the dates read 'dd.mm.yyyy, hh:mm' and do not decrease
    const datum = (await columnTexts(page, 'datum')).map((t) =>
      t.replace(/^(\d{2})\.(\d{2})\.(\d{4}),? (\d{2}:\d{2})$/, '$3-$2-$1 $4'),
    );
    expect(datum.every((d) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(d))).toBe(true);
    expect(datum).toEqual([...datum].sort());
    expect(await page.locator('.ag-header-cell[col-id="bearbeiter"]').innerText()).toContain('SB');
    await shot(page, 'historie-auftrag');
    expect(await seriousViolations(page)).toEqual([]);

    // the title's case number is the link to the order
    await page.getByRole('heading', { level: 1 }).getByRole('link', { name: order.vorgangsnummer }).click();
    await waitForAppPath(page, `/bearbeitungslist/${order.auftragId}`);
    await page.getByRole('link', { name: 'Historie', exact: true }).click();
    await waitForAppPath(page, `/auftraghistorie/${order.antragId}`);
    await page.getByText('Anzahl: 3', { exact: true }).waitFor();
  });

  it("/historien → 'Historie ansehen' → the admin-history table, newest first, with 'Auftrag'; 'Zurück' returns", async () => {
    await page.goto(appUrl('/historien'));
    await page.getByRole('heading', { level: 1, name: 'Historien' }).waitFor();
    await grid(page, 'Historien').waitFor();
    await page.getByRole('textbox', { name: 'Suche', exact: true }).fill(worker.name);
    await waitForRange(page, '1–1 von 1');
    await settled(page);
    expect(await columnTexts(page, 'anzahl')).toEqual(['3']);
    await shot(page, 'historie-liste');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: `Historie ansehen: ${worker.vorname} ${worker.name}` }).click();
    await waitForAppPath(page, `/historie/adminHistorie/${worker.id}`);
    await page.getByRole('heading', { level: 1, name: `Historie – ${worker.vorname} ${worker.name}` }).waitFor();
    await grid(page, 'Historie').waitFor();
    await waitForRange(page, '1–3 von 3');
    await settled(page);
    // newest first (spec 001 §9: admin history by date descending)
    expect(await columnTexts(page, 'beschreibung')).toEqual([
      expect.stringMatching(/^Rechnung RE\d{4}-\d{5,} versendet$/),
      'Auftrag Bearbeitung begonnen',
      `Angebot ${order.vorgangsnummer} versendet`,
    ]);
    expect(await columnTexts(page, 'vorgang')).toEqual(Array(3).fill(order.vorgangsnummer));
    await page.getByText('3 Einträge').waitFor();
    expect(await page.getByRole('link', { name: `Auftrag ${order.vorgangsnummer} öffnen` }).count()).toBe(3);
    await shot(page, 'historie-admin');
    expect(await seriousViolations(page)).toEqual([]);

    await page
      .getByRole('link', { name: `Auftrag ${order.vorgangsnummer} öffnen` })
      .first()
      .click();
    await waitForAppPath(page, `/bearbeitungslist/${order.auftragId}`);
    await page.goBack();
    await waitForAppPath(page, `/historie/adminHistorie/${worker.id}`);
    await page.getByRole('link', { name: 'Zurück' }).click();
    await waitForAppPath(page, '/historien');
  });

  it('Administration: the navigation opens its own history; the list of staff is one click back', async () => {
    const { context, page: admin } = await signedInPage(browser, 'admin@example.org', '/nutzer');
    await admin.getByRole('link', { name: 'Historien' }).first().click();
    await admin.waitForURL((url) => /\/historie\/adminHistorie\/[0-9a-f-]{36}$/.test(url.pathname));
    await admin.getByRole('heading', { level: 1, name: /^Historie – / }).waitFor();
    await grid(admin, 'Historie').waitFor();
    await settled(admin);
    await shot(admin, 'historie-admin-eigene');
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.getByRole('link', { name: 'Zurück' }).click();
    await waitForAppPath(admin, '/historien');
    await admin.getByRole('textbox', { name: 'Suche', exact: true }).fill(worker.name);
    await waitForRange(admin, '1–1 von 1');
    expect(appPathOf(admin)).toBe('/historien');
    await context.close();
  });
});
