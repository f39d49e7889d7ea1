import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settledDialog, staffSession } from '../support/angebot.js';
import { seriousViolations } from '../support/antrag.js';
import { ApiError, type ApiSession } from '../support/api.js';
import { launchBrowser, screenshot, waitForAppPath } from '../support/browser.js';
import { expectFieldError, field, noToasts, waitForToast } from '../support/forms.js';
import { grid, rowWith, waitForRange } from '../support/grid.js';
import { signedInPage } from '../support/login.js';

// /netzbetreiber (operator master data, issue 12): a case worker searches the demo operators, creates one (a
// validation error first), edits it, adds coverage by municipality search and by 'ganzer Landkreis' for two
// Netzarten, removes some, deletes the new operator, and sees the German refusal for an operator of an open order.
// axe and a screenshot on every screen and dialog.

const MSG = {
  nameFehlt: 'Bitte geben Sie den Namen des Netzbetreibers an!',
  urlUngueltig: 'Bitte geben Sie eine vollständige Adresse an, die mit http:// oder https:// beginnt.',
  inVerwendung: 'Der Netzbetreiber ist offenen Aufträgen zugeordnet und kann nicht gelöscht werden.',
};

/** Landkreis Meißen: Riesa lies in it. */
const KREIS = '14627';

let browser: Browser;
let page: Page;
let sb: ApiSession;
const name = `E2E Netzgesellschaft ${Date.now().toString(36)}`;
let newId = 0;
let kreisGemeinden: { id: number; name: string }[] = [];
/** An operator with a supplier row in an open order (the demo's first marker order). */
let inUse: { id: number; name: string };

beforeAll(async () => {
  browser = await launchBrowser();
  sb = await staffSession();
  // the newest open orders (e.g. of other journeys) may have no supplier rows yet: take the first that has one
  const features = (await sb.query('auftrag.features')) as {
    features: { properties: { auftragId: string; bearbeitungsStatus: number } }[];
  };
  let netzbetreiberId: number | null = null;
  for (const f of features.features.filter((x) => x.properties.bearbeitungsStatus !== 3)) {
    const versorger = (await sb.query('versorger.list', {
      auftragId: f.properties.auftragId,
      page: 1,
      pageSize: 100,
    })) as {
      rows: { netzbetreiberId: number | null }[];
    };
    netzbetreiberId = versorger.rows.find((r) => r.netzbetreiberId !== null)?.netzbetreiberId ?? null;
    if (netzbetreiberId !== null) break;
  }
  if (netzbetreiberId === null) throw new Error('kein Netzbetreiber in einem offenen Demo-Auftrag');
  const nb = (await sb.query('netzbetreiber.byId', { id: netzbetreiberId })) as { id: number; name: string };
  inUse = { id: nb.id, name: nb.name };
  const kreis = (await sb.query('netzbetreiber.kreisGemeinden', { kreis: KREIS })) as {
    gemeinden: { id: number; name: string }[];
  };
  kreisGemeinden = kreis.gemeinden;

  page = (await signedInPage(browser, 'sb@example.org', '/auftraege')).page;
});
afterAll(async () => {
  await browser.close();
});

async function search(text: string, range: string | RegExp): Promise<void> {
  await grid(page, 'Netzbetreiber').waitFor();
  await page.getByRole('textbox', { name: 'Suche' }).fill(text);
  await waitForRange(page, range);
}

const anzahl = (): Locator => page.getByTestId('abdeckung-anzahl');
const ergebnis = (): Locator => page.getByTestId('abdeckung-ergebnis');

describe('/netzbetreiber', () => {
  it('is in the staff navigation; lists and searches the demo operators; no serious axe findings', async () => {
    await page.getByRole('link', { name: 'Netzbetreiber' }).first().click();
    await waitForAppPath(page, '/netzbetreiber');
    await page.getByRole('heading', { level: 1, name: 'Netzbetreiber' }).waitFor();
    await search('Riesa', /^1–\d+ von \d+$/);
    await rowWith(page, 'name', 'Stadtwerke Riesa').first().waitFor();
    await screenshot(page, 'netzbetreiber');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('creates an operator: a missing name and a bad address are shown at the fields first', async () => {
    await page.getByRole('link', { name: 'Neuer Netzbetreiber' }).click();
    await waitForAppPath(page, '/netzbetreiber/neu');
    await page.getByRole('heading', { level: 1, name: 'Neuer Netzbetreiber' }).waitFor();
    await field(page, 'Portal-Link').fill('portal.example.org');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expectFieldError(field(page, 'Name'), MSG.nameFehlt);
    await expectFieldError(field(page, 'Portal-Link'), MSG.urlUngueltig);
    await screenshot(page, 'netzbetreiber-neu-fehler');
    expect(await seriousViolations(page)).toEqual([]);

    await field(page, 'Name').fill(name);
    await field(page, 'Portal-Link').fill('https://portal.example.org/auskunft');
    await field(page, 'E-Mail').fill('auskunft@e2e-netz.example.org');
    await field(page, 'Abfrageart').selectOption('Portal');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await waitForToast(page, 'Speichern Erfolgreich.');
    await page.waitForURL(/\/netzbetreiber\/\d+$/);
    newId = Number(/(\d+)$/.exec(page.url())?.[1]);
    await page.getByRole('heading', { level: 1, name: `Netzbetreiber ${name}` }).waitFor();
    await expect.poll(() => anzahl().innerText()).toBe('0 Gemeinden abgedeckt');
  });

  it('edits the operator', async () => {
    // the create step's toast must be gone first, or it would stand for this save's answer
    await noToasts(page);
    await field(page, 'Telefon').fill('0351 123456');
    await field(page, 'NB Info').fill('Auskunft nur über das Portal (E2E).');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await waitForToast(page, 'Speichern Erfolgreich.');
    const saved = (await sb.query('netzbetreiber.byId', { id: newId })) as {
      telefon: string;
      bemerkung: string;
      abfrageart: string;
      portalLink: string;
    };
    expect(saved).toMatchObject({
      telefon: '0351 123456',
      bemerkung: 'Auskunft nur über das Portal (E2E).',
      abfrageart: 'Portal',
      portalLink: 'https://portal.example.org/auskunft',
    });
  });

  it('adds coverage by the municipality search and by "ganzer Landkreis" for two Netzarten, then removes some', async () => {
    // the contract's messages when nothing is chosen
    await page.getByRole('button', { name: 'hinzufügen' }).click();
    await page.getByText('Bitte wählen Sie mindestens eine Gemeinde.').waitFor();
    await page.getByText('Bitte wählen Sie mindestens eine Netzart.').waitFor();

    const suche = page.getByRole('searchbox', { name: 'Gemeinde suchen' });
    await suche.fill('R');
    await page.getByText('Bitte geben Sie mindestens 2 Zeichen ein.').waitFor();
    await suche.fill('Riesa');
    await page.getByRole('checkbox', { name: /^Riesa \(\d{8}\)$/ }).check();
    await page.getByRole('checkbox', { name: 'Strom', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Gas', exact: true }).check();
    await page.getByRole('button', { name: 'hinzufügen' }).click();
    await expect.poll(() => ergebnis().innerText()).toBe('2 Zuordnungen hinzugefügt.');
    await expect.poll(() => anzahl().innerText()).toBe('1 Gemeinde abgedeckt');

    await page.getByRole('textbox', { name: 'Landkreis' }).click();
    await page.getByRole('textbox', { name: 'Landkreis' }).fill('Meißen');
    await page.getByRole('option', { name: /^Landkreis Meißen/ }).click();
    await page.getByRole('button', { name: 'ganzer Landkreis' }).click();
    const n = kreisGemeinden.length;
    await page.getByText(`${n} Gemeinden aus „Landkreis Meißen“ ausgewählt.`).waitFor();
    await page.getByRole('heading', { name: `Ausgewählte Gemeinden (${n})` }).waitFor();
    await page.getByRole('button', { name: 'hinzufügen' }).click();
    await expect.poll(() => ergebnis().innerText()).toBe(`${2 * n - 2} Zuordnungen hinzugefügt.`);
    await expect.poll(() => anzahl().innerText()).toBe(`${n} Gemeinden abgedeckt`);
    await page.getByText(`Strom: ${n}`).waitFor();
    await screenshot(page, 'netzbetreiber-abdeckung');
    expect(await seriousViolations(page)).toEqual([]);

    // remove Gas in two municipalities, chosen in the covered list
    await page.getByRole('button', { name: 'Auswahl leeren' }).click();
    const [erste, zweite] = kreisGemeinden;
    if (!erste || !zweite) throw new Error('Landkreis mit weniger als zwei Gemeinden');
    const filter = page.getByRole('searchbox', { name: 'Abgedeckte Gemeinden filtern' });
    for (const g of [erste, zweite]) {
      await filter.fill(g.name);
      await page
        .getByRole('checkbox', { name: `${g.name} auswählen` })
        .first()
        .check();
    }
    await filter.fill('');
    await page.getByRole('heading', { name: 'Ausgewählte Gemeinden (2)' }).waitFor();
    await page.getByRole('checkbox', { name: 'Strom', exact: true }).uncheck();
    await page.getByRole('button', { name: 'entfernen' }).click();
    await expect.poll(() => ergebnis().innerText()).toBe('2 Zuordnungen entfernt.');
    await page.getByText(`Gas: ${n - 2}`).waitFor();
    // and both Netzarten in the first one: it is no longer covered
    await page.getByRole('button', { name: `${zweite.name} abwählen` }).click();
    await page.getByRole('checkbox', { name: 'Strom', exact: true }).check();
    await page.getByRole('button', { name: 'entfernen' }).click();
    await expect.poll(() => ergebnis().innerText()).toBe('1 Zuordnung entfernt.');
    await expect.poll(() => anzahl().innerText()).toBe(`${n - 1} Gemeinden abgedeckt`);
    const coverage = (await sb.query('netzbetreiber.coverage', { netzbetreiberId: newId })) as {
      gemeinden: { id: number }[];
    };
    expect(coverage.gemeinden.map((g) => g.id)).not.toContain(erste.id);
    await screenshot(page, 'netzbetreiber-abdeckung-entfernt');
  });

  it('deletes the new operator after "Wirklich löschen?"', async () => {
    await page.getByRole('link', { name: 'zurück zur Übersicht' }).click();
    await waitForAppPath(page, '/netzbetreiber');
    await search(name, '1–1 von 1');
    await noToasts(page);
    await page.getByRole('button', { name: `${name} löschen` }).click();
    const dialog = await settledDialog(page.getByRole('dialog', { name: 'Netzbetreiber löschen' }));
    await dialog.getByText('Wirklich löschen?').waitFor();
    await screenshot(page, 'netzbetreiber-loeschen');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await waitForToast(page, 'Vorgang Erfolgreich.');
    await waitForRange(page, '0 von 0');
    await expect(sb.query('netzbetreiber.byId', { id: newId })).rejects.toBeInstanceOf(ApiError);
  });

  it('refuses to delete an operator of an open order, in German', async () => {
    await search(inUse.name, /^1–\d+ von \d+$/);
    await noToasts(page);
    await page.getByRole('button', { name: `${inUse.name} löschen` }).click();
    const dialog = await settledDialog(page.getByRole('dialog', { name: 'Netzbetreiber löschen' }));
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await dialog.getByRole('alert').filter({ hasText: MSG.inVerwendung }).waitFor();
    await screenshot(page, 'netzbetreiber-loeschen-verweigert');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const still = (await sb.query('netzbetreiber.byId', { id: inUse.id })) as { id: number };
    expect(still.id).toBe(inUse.id);
  });
});
