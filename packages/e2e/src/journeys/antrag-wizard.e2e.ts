import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiSession } from '../support/api.js';
import {
  antragInput,
  apiGet,
  apiPost,
  chooseTool,
  createDraft,
  drawPolygon,
  dropFiles,
  exeBytes,
  germanDay,
  isoDayFromToday,
  pdfFile,
  plusMonths,
  pngFile,
  squareWkt,
  storedFeatures,
  waitForMap,
  waitForStoredFeatures,
} from '../support/antrag.js';
import {
  appPathOf,
  appUrl,
  launchBrowser,
  newContext,
  screenshot,
  waitForAppPath,
  watchErrors,
} from '../support/browser.js';
import { field, waitForToast } from '../support/forms.js';
import { rowWith } from '../support/grid.js';
import { signIn } from '../support/login.js';
import { DEMO_PASSWORD } from '../support/users.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const DROP_ZONE = 'Dateien hierher ziehen oder klicken, um sie auszuwählen';
const MSG = {
  betreiber:
    'Bitte alle Pflichtpfelder ausfüllen und mindestens einen Infrastukturbetreiber auswählen oder sonstige Betreiber eingeben!',
  agb: 'Bitte erkennen Sie unser Informationsblatt an.',
  datum: 'Bitte geben Sie ein valides Datum ein z.B. 01.01.2025',
  keineFlaeche: 'Bitte zeichnen Sie eine Fläche oder eine Linie ein.',
  ungueltig: 'Fehler - Eingezeichnetes Objekt ungültig.',
  maxProAblage: 'Es können höchstens 5 Dateien auf einmal abgelegt werden.',
  inhalt: 'Der Inhalt der Datei passt nicht zu ihrer Endung.',
  speichernFehler: 'Fehler - Speichern nicht erfolgreich.',
  versendet: 'Erfolgreich versendet.',
  gesperrt: 'Der Antrag wurde bereits versendet und kann nicht mehr geändert werden.',
} as const;

/** Console errors the journey expects: the browser logs every refused request (the refused upload, the 409). */
const unexpected = (errors: string[]): string[] =>
  errors.filter((e) => !/Failed to load resource: the server responded with a status of (400|409|415|422)/.test(e));

/** The wizard's step from the address (?schritt=N; step 1 without). */
const stepOf = (page: Page): number => Number(new URL(page.url()).searchParams.get('schritt') ?? '1');

async function waitForStep(page: Page, step: number): Promise<void> {
  await page.waitForURL((url) => Number(url.searchParams.get('schritt') ?? '1') === step);
}

/** A step of the wizard's stepper (a button with the step's label). */
const stepperStep = (page: Page, label: string) => page.locator('.mantine-Stepper-step').filter({ hasText: label });

/** Types a date into a date field as a user does, and (unless told otherwise) leaves the field with Tab. */
async function typeDate(page: Page, label: 'Baustart' | 'Bauende', text: string, leave = true): Promise<void> {
  const input = field(page.locator('#antragsdaten'), label);
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(text);
  if (leave) await input.press('Tab');
}

/** Closes an open date calendar the way a user would (Escape) and waits until it is gone. */
async function closeCalendar(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  // the calendar just left may still be fading out beside the one that is closing: wait for both
  await page.waitForFunction(() => document.querySelectorAll('[data-dates-dropdown="true"]').length === 0);
}

describe('the applicant files a request through all four steps (spec 000 §2, §5, §8)', () => {
  it(
    'form with errors, map with a valid and a bow-tie shape, uploads, summary, sending, then locked',
    { timeout: 150_000 },
    async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const errors = watchErrors(page);
      const kunde = new ApiSession();
      await kunde.signIn('kunde@example.org');
      const last = (await kunde.query('antrag.lastAntragsteller')) as Record<string, string>;

      await signIn(page, 'kunde@example.org', DEMO_PASSWORD);
      await waitForAppPath(page, '/antraege');
      await page.getByRole('link', { name: 'Neuer Antrag' }).click();
      await waitForAppPath(page, '/antrag');

      // ---------------------------------------------------------------- step 1: Antrag
      const daten = page.locator('#antragsdaten');
      await page.getByRole('heading', { name: 'Neuer Antrag', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Speichern und weiter' }).waitFor();
      // spec 000 §2 section anchors
      for (const id of ['antragsdaten', 'antragsteller', 'auftraggeber-Daten', 'bauausfuehrender-Daten', 'betreiber']) {
        expect(await page.locator(`section#${id}`).count(), id).toBe(1);
        expect(await page.getByRole('navigation', { name: 'Abschnitte' }).locator(`a[href="#${id}"]`).count(), id).toBe(
          1,
        );
      }
      // defaults: start today + 7 days, end 6 months later (spec 000 §5); Antragsteller from the last request
      const baustart = isoDayFromToday(7);
      expect(await field(daten, 'Baustart').inputValue()).toBe(germanDay(baustart));
      expect(await field(daten, 'Bauende').inputValue()).toBe(germanDay(plusMonths(baustart, 6)));
      const antragsteller = page.locator('#antragsteller');
      expect(await field(antragsteller, 'Vorname').inputValue()).toBe(last.vorname);
      expect(await field(antragsteller, 'Nachname').inputValue()).toBe(last.name);
      expect(await field(antragsteller, 'E-Mail').inputValue()).toBe(last.email);

      const vorhaben = `Neubau Hausanschluss E2E ${Date.now().toString(36)}`;
      await field(daten, 'Vorhaben').fill(vorhaben);
      await field(daten, 'Projektangaben').fill('Offener Graben, ca. 25 m, Querung Gehweg');
      await field(daten, 'Straße').fill('Hauptstraße');
      await field(daten, 'Hausnummer').fill('12');
      await field(daten, 'PLZ').fill('01589');
      await field(daten, 'Ort').fill('Riesa');
      await field(daten, 'Bautiefe').fill('1,20 m');
      await field(daten, 'Gemarkung').fill('Riesa');
      await field(daten, 'Flurstücknummer').fill('123/4');
      await page.getByRole('checkbox', { name: 'Identisch mit Antragsteller' }).check();
      await page.getByRole('checkbox', { name: 'Bauausführender unbekannt' }).check();
      // those sections no longer ask for a person
      expect(
        await page
          .locator('#auftraggeber-Daten')
          .getByLabel(/^Vorname/)
          .count(),
      ).toBe(0);
      expect(
        await page
          .locator('#bauausfuehrender-Daten')
          .getByLabel(/^Vorname/)
          .count(),
      ).toBe(0);

      // Error round: no operator, no acknowledgement → both messages at their fields, nothing saved.
      const saves: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('antrag.save')) saves.push(req.url());
      });
      await page.getByRole('button', { name: 'Speichern und weiter' }).click();
      await page.locator('section#betreiber').getByText(MSG.betreiber).waitFor();
      const agb = page.getByRole('checkbox', { name: /Informationsblatt/ });
      // shown at the checkbox (that it is also linked to it for screen readers is checked in antrag-a11y)
      await page.locator('.mantine-Checkbox-root').filter({ has: agb }).getByText(MSG.agb).waitFor();
      expect(saves).toEqual([]);
      expect(appPathOf(page)).toBe('/antrag');
      await screenshot(page, 'antrag-schritt1-fehler');

      // An invalid date typed in: the field shows its prior value again and the toast explains.
      await typeDate(page, 'Baustart', '31.02.2027');
      await waitForToast(page, MSG.datum);
      expect(await field(daten, 'Baustart').inputValue()).toBe(germanDay(baustart));

      // A start within 14 days: the urgency hint, once.
      const eilig = isoDayFromToday(10);
      // the hint opens as soon as the date is complete and takes the focus
      await typeDate(page, 'Baustart', germanDay(eilig), false);
      const hint = page.getByRole('dialog', { name: 'Baustart in weniger als 14 Tagen' });
      await hint.waitFor();
      await screenshot(page, 'antrag-schritt1-eilhinweis');
      await hint.getByRole('button', { name: 'Eilbearbeitung wählen' }).click();
      await hint.waitFor({ state: 'hidden' });
      // the focus goes back to Baustart, whose calendar can open over the checkbox below it: closed as a user would
      await closeCalendar(page);
      const eil = page.getByRole('checkbox', { name: 'Eilbearbeitung gewünscht (gegen Aufpreis)' });
      expect(await eil.isChecked()).toBe(true);
      await eil.uncheck();
      await typeDate(page, 'Baustart', germanDay(isoDayFromToday(11)));
      expect(await field(daten, 'Baustart').inputValue()).toBe(germanDay(isoDayFromToday(11)));
      expect(await hint.isVisible()).toBe(false); // only once per form
      // Tab left Baustart for Bauende, whose calendar opens over the checkbox as well
      await closeCalendar(page);
      await eil.check();

      // Fix the errors: two operator types, another operator with markup (stripped), acknowledgement.
      await page.getByRole('checkbox', { name: 'Strom', exact: true }).check();
      await page.getByRole('checkbox', { name: 'Trinkwasser', exact: true }).check();
      await page.getByLabel('Sonstige Betreiber').fill('<b>Stadtwerke</b> Riesa');
      await agb.check();
      await page.locator('section#betreiber').getByText(MSG.betreiber).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Speichern und weiter' }).click();

      // ---------------------------------------------------------------- step 2: Karte
      await page.waitForURL((url) => /\/antrag\/[0-9a-f-]{36}$/.test(url.pathname));
      await waitForStep(page, 2);
      const antragId = appPathOf(page).split('/')[2] ?? '';
      await page.getByRole('heading', { name: /^Antrag AS\d{4}-\d{6}$/, level: 1 }).waitFor();
      const vorgangsnummer = ((await page.getByRole('heading', { level: 1 }).innerText()).split(' ')[1] ?? '').trim();
      await waitForMap(page);

      // spec 000 §2 step rules: the next steps open only through the buttons (the map must be saved first)
      await stepperStep(page, 'Zusammenfassung').click();
      await stepperStep(page, 'Dateiupload').click();
      expect(stepOf(page)).toBe(2);

      // Saving without a shape is refused.
      await page.getByRole('button', { name: 'Karte speichern und weiter' }).click();
      await waitForToast(page, MSG.keineFlaeche);
      expect(stepOf(page)).toBe(2);

      // A valid area, drawn with the mouse: stored on the server, its size shown.
      await chooseTool(page, 'Fläche zeichnen');
      await drawPolygon(page, [
        [260, 110],
        [470, 110],
        [470, 300],
        [260, 300],
      ]);
      const [stored] = await waitForStoredFeatures(page, antragId, (f) => f.length === 1);
      expect(stored?.wkt).toMatch(/^POLYGON\(\((\d+\.\d{6} \d+\.\d{6}(, )?){5}\)\)$/);
      await page
        .getByTestId('karte-messung')
        .filter({ hasText: /^Fläche: [\d,.]+ (m²|km²)$/ })
        .waitFor();
      await screenshot(page, 'antrag-schritt2-flaeche');

      // A bow-tie (self-intersecting) is refused by the server and disappears; the valid one stays alone.
      await drawPolygon(page, [
        [850, 110],
        [1000, 300],
        [1000, 110],
        [850, 300],
      ]);
      await waitForToast(page, MSG.ungueltig);
      // the refused shape is gone: nothing is measured any more
      await page.waitForFunction(() => document.querySelector('[data-testid="karte-messung"]')?.textContent === '');
      expect(await storedFeatures(page, antragId)).toEqual([
        expect.objectContaining({ featureId: stored?.featureId, wkt: stored?.wkt }),
      ]);
      await screenshot(page, 'antrag-schritt2-fliege-abgelehnt');

      await page.getByRole('button', { name: 'Karte speichern und weiter' }).click();
      await waitForStep(page, 3);
      const position = (await (await apiGet(page, `api/Antrag/PositionKarteByAntragId/${antragId}`)).json()) as {
        positionSaved: boolean;
      };
      expect(position.positionSaved).toBe(true);

      // ---------------------------------------------------------------- step 3: Dateiupload
      const zone = page.getByRole('button', { name: DROP_ZONE });
      await zone.waitFor();
      await page.getByText('Keine Dateien vorhanden.').waitFor();
      // two files through the file chooser (clicking the zone opens it)
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), zone.click()]);
      expect(chooser.isMultiple()).toBe(true);
      await chooser.setFiles([pdfFile('lageplan.pdf'), pngFile('foto-baustelle.png')]);
      for (const name of ['lageplan.pdf', 'foto-baustelle.png']) {
        const bar = page.getByRole('progressbar', { name: `Fortschritt ${name}` });
        await bar.waitFor();
        await page.waitForFunction(
          (n) =>
            document
              .querySelector(`[role="progressbar"][aria-label="Fortschritt ${n}"]`)
              ?.getAttribute('aria-valuenow') === '100',
          name,
        );
      }
      const table = page.getByRole('table', { name: 'Hochgeladene Dateien' });
      await table.getByRole('link', { name: 'lageplan.pdf' }).waitFor();
      await table.getByRole('link', { name: 'foto-baustelle.png' }).waitFor();
      await screenshot(page, 'antrag-schritt3-hochgeladen');

      // a program renamed to .pdf: refused by the server with its reason
      const [chooser2] = await Promise.all([page.waitForEvent('filechooser'), zone.click()]);
      await chooser2.setFiles([{ name: 'setup.pdf', mimeType: 'application/pdf', buffer: exeBytes() }]);
      const queue = page.getByRole('list', { name: 'Hochladen' });
      await queue.getByRole('listitem').filter({ hasText: 'setup.pdf' }).getByText(MSG.inhalt).waitFor();
      await waitForToast(page, MSG.speichernFehler);

      // six files dropped at once: the first five are uploaded, the sixth is refused
      const six = [1, 2, 3, 4, 5, 6].map((n) => pdfFile(`plan-${n}.pdf`));
      await dropFiles(zone, six);
      await queue.getByRole('listitem').filter({ hasText: 'plan-6.pdf' }).getByText(MSG.maxProAblage).waitFor();
      for (const n of [1, 2, 3, 4, 5]) await table.getByRole('link', { name: `plan-${n}.pdf` }).waitFor();
      expect(await queue.getByRole('progressbar', { name: 'Fortschritt plan-6.pdf' }).count()).toBe(0);
      const files = (await (await apiGet(page, `api/Antrag/AntragFilesById/${antragId}`)).json()) as Array<{
        displayTxt: string;
      }>;
      expect(files.map((f) => f.displayTxt).sort()).toEqual([
        'foto-baustelle.png',
        'lageplan.pdf',
        'plan-1.pdf',
        'plan-2.pdf',
        'plan-3.pdf',
        'plan-4.pdf',
        'plan-5.pdf',
      ]);
      await screenshot(page, 'antrag-schritt3-abgelehnt');

      await page.getByRole('button', { name: 'Weiter zur Zusammenfassung' }).click();
      await waitForStep(page, 4);

      // ---------------------------------------------------------------- step 4: Zusammenfassung
      const main = page.getByRole('main');
      await main.getByText(vorhaben).waitFor();
      for (const text of [
        vorgangsnummer,
        'Offener Graben, ca. 25 m, Querung Gehweg',
        'Hauptstraße 12, 01589 Riesa',
        '1,20 m',
        '123/4',
        `${germanDay(isoDayFromToday(11))} – ${germanDay(plusMonths(baustart, 6))}`,
        'Eilbearbeitung',
        'Identisch mit Antragsteller',
        'Bauausführender unbekannt',
        'Strom, Trinkwasser',
        `${last.vorname} ${last.name}`,
      ]) {
        expect(await main.getByText(text, { exact: true }).count(), text).toBeGreaterThan(0);
      }
      expect(await main.getByText('Stadtwerke Riesa', { exact: true }).count()).toBe(1); // tags stripped
      expect(await main.getByText('<b>', { exact: false }).count()).toBe(0);
      for (const name of ['lageplan.pdf', 'foto-baustelle.png', 'plan-5.pdf'])
        await main.getByRole('link', { name }).first().waitFor();
      await waitForMap(page);
      await screenshot(page, 'antrag-schritt4');

      await page.getByRole('button', { name: 'Antrag versenden' }).click();
      await waitForAppPath(page, '/antraege');
      await waitForToast(page, MSG.versendet);
      // (that the list shows it without a reload is the next test's subject)
      await page.reload();
      const actions = page.locator(`.ag-row[row-id="${antragId}"]`);
      await rowWith(page, 'vorgangsnummer', vorgangsnummer).getByText('Neuer Antrag').waitFor();
      await actions.getByRole('link', { name: 'Ansehen' }).first().waitFor();
      await screenshot(page, 'antrag-versendet-liste');

      // ---------------------------------------------------------------- after sending: read-only, refused by the server
      await actions.getByRole('link', { name: 'Ansehen' }).first().click();
      await waitForAppPath(page, `/antrag/${antragId}`);
      await page.getByRole('alert').filter({ hasText: 'Dieser Antrag wurde versendet.' }).waitFor();
      await field(daten, 'Vorhaben').waitFor();
      expect(await field(daten, 'Vorhaben').inputValue()).toBe(vorhaben);
      expect(await field(daten, 'Vorhaben').isDisabled()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Strom', exact: true }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Speichern und weiter' }).count()).toBe(0);
      await screenshot(page, 'antrag-versendet-schritt1');
      // every step can be opened, none offers a change
      await page.getByRole('button', { name: 'Weiter zur Karte' }).click();
      await waitForStep(page, 2);
      await waitForMap(page);
      expect(await page.getByRole('radiogroup', { name: 'Werkzeug' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Weiter zum Dateiupload' }).click();
      await waitForStep(page, 3);
      await page
        .getByRole('table', { name: 'Hochgeladene Dateien' })
        .getByRole('link', { name: 'lageplan.pdf' })
        .waitFor();
      expect(await page.getByRole('button', { name: DROP_ZONE }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /löschen$/ }).count()).toBe(0);
      await page.getByRole('button', { name: 'Weiter zur Zusammenfassung' }).click();
      await waitForStep(page, 4);
      await main.getByText(vorhaben).waitFor();
      expect(await page.getByRole('button', { name: 'Antrag versenden' }).count()).toBe(0);
      // sent: every step can be chosen in the stepper
      await stepperStep(page, 'Karte').click();
      await waitForStep(page, 2);
      await stepperStep(page, 'Antrag').click();
      await waitForStep(page, 1);

      // whatever the client sends, the server refuses changes (409)
      const change = await apiPost(
        page,
        'api/Antrag/PostAntrag',
        antragInput(last as unknown as { vorname: string; name: string; email: string }, {
          id: antragId,
          vorhaben: 'Nachträglich geändert',
        }),
      );
      expect(change.status()).toBe(409);
      expect(((await change.json()) as { message: string }).message).toBe(MSG.gesperrt);
      const feature = await apiPost(page, 'api/Antrag/PostFeature', {
        antragId,
        wkt: 'POLYGON((13.28 51.29, 13.29 51.29, 13.29 51.30, 13.28 51.29))',
      });
      expect(feature.status()).toBe(409);
      const resend = await page.request.get(`${new URL(page.url()).origin}/api/Antrag/AntragSendenById/${antragId}`, {
        headers: {
          'x-xsrf-token': decodeURIComponent(
            (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
          ),
        },
      });
      expect(resend.status()).toBe(409);
      const after = (await (await apiGet(page, `api/Antrag/GetAntragById/${antragId}`)).json()) as {
        vorhaben: string;
        antragStatus: number;
      };
      expect(after).toMatchObject({ vorhaben, antragStatus: 2 });

      expect(unexpected(errors)).toEqual([]);
      await context.close();
    },
  );

  it('after sending, "Meine Anträge" shows the request as sent at once, without a reload', async () => {
    const kunde = new ApiSession();
    await kunde.signIn('kunde@example.org');
    const draft = await createDraft(
      kunde,
      antragInput({ vorname: 'Klara', name: 'Kunde', email: 'kunde@example.org' }),
    );
    await kunde.mutation('antrag.addFeature', { antragId: draft.id, wkt: squareWkt() });
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'kunde@example.org', DEMO_PASSWORD);
    await waitForAppPath(page, '/antraege');
    const row = page.locator(`.ag-row[row-id="${draft.id}"]`);
    await row.getByRole('link', { name: 'Antrag unvollständig' }).click();
    await waitForAppPath(page, `/antrag/${draft.id}`);
    // through the steps inside the app (a page load would empty the list's cache)
    await page.getByRole('button', { name: 'Speichern und weiter' }).click();
    await waitForStep(page, 2);
    await waitForMap(page);
    await page.getByRole('button', { name: 'Karte speichern und weiter' }).click();
    await waitForStep(page, 3);
    await page.getByRole('button', { name: 'Weiter zur Zusammenfassung' }).click();
    await waitForStep(page, 4);
    await page.getByRole('button', { name: 'Antrag versenden' }).click();
    await waitForAppPath(page, '/antraege');
    await waitForToast(page, MSG.versendet);
    await rowWith(page, 'vorgangsnummer', draft.vorgangsnummer).getByText('Neuer Antrag').waitFor({ timeout: 10_000 });
    await row.getByRole('link', { name: 'Ansehen' }).first().waitFor({ timeout: 1000 });
    await context.close();
  });

  it('drawing the first shape keeps the view where the user drew it (no jump)', async () => {
    const kunde = new ApiSession();
    await kunde.signIn('kunde@example.org');
    const draft = await createDraft(
      kunde,
      antragInput({ vorname: 'Klara', name: 'Kunde', email: 'kunde@example.org' }),
    );
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'kunde@example.org', DEMO_PASSWORD);
    await waitForAppPath(page, '/antraege');
    await page.goto(appUrl(`/antrag/${draft.id}?schritt=2`));
    await waitForMap(page);
    const scale = page.locator('.maplibregl-ctrl-scale');
    await scale.waitFor();
    const before = await scale.innerText();
    await chooseTool(page, 'Fläche zeichnen');
    const refetched = page.waitForResponse((r) => r.url().includes('antrag.features'));
    await drawPolygon(page, [
      [300, 150],
      [420, 150],
      [420, 260],
      [300, 260],
    ]);
    await waitForStoredFeatures(page, draft.id, (f) => f.length === 1);
    // the page has the new shape (its list refetched) and the map is no longer busy saving it
    await refetched;
    await page.locator('[role="application"][aria-label="Karte"]:not([data-busy])').waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await scale.innerText()).toBe(before);
    await context.close();
  });
});
