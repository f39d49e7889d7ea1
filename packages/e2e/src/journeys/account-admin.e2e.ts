import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiSession, uniqueEmail } from '../support/api.js';
import {
  appPathOf,
  appUrl,
  launchBrowser,
  newContext,
  screenshot,
  waitForAppPath,
  watchErrors,
} from '../support/browser.js';
import { expectFieldError, field, waitForToast } from '../support/forms.js';
import { signIn } from '../support/login.js';
import { DEMO_PASSWORD } from '../support/users.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('user administration (issue 4, spec 000 §2, §5, §6, §8)', () => {
  it('the administrator creates a user, edits it, sets its password and deletes it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, 'admin@example.org', DEMO_PASSWORD);
    await waitForAppPath(page, '/nutzer');

    // Create: required fields and at least one role (spec 000 §5).
    await page.goto(appUrl('/editNutzerAdmin/neu'));
    await page.getByRole('heading', { name: 'Neuer Nutzer', level: 1 }).waitFor();
    await page.getByRole('checkbox', { name: 'Antragsteller' }).waitFor();
    await page.getByRole('button', { name: 'Nutzer anlegen' }).click();
    await page.getByText('Bitte wählen Sie mindestens eine Rolle aus.').waitFor();
    await expectFieldError(field(page, 'E-Mail'), 'Bitte geben Sie die E-Mail-Adresse an.');
    await expectFieldError(field(page, 'Vorname'), 'Bitte geben Sie den Vornamen an.');
    await expectFieldError(field(page, 'PLZ'), 'Bitte geben Sie die PLZ an.');
    await screenshot(page, 'nutzer-neu-fehler');

    const email = uniqueEmail('admin-neu');
    await field(page, 'E-Mail').fill(email);
    await field(page, 'Vorname').fill('Bernd');
    await field(page, 'Name').fill('Baggerfahrer');
    await field(page, 'Straße').fill('Am Kanal');
    await field(page, 'Hausnummer').fill('7');
    await field(page, 'PLZ').fill('04109');
    await field(page, 'Ort').fill('Leipzig');
    await field(page, 'Telefon').fill('0341 998877');
    await page.getByRole('checkbox', { name: 'Antragsteller' }).check();
    await page.getByRole('button', { name: 'Nutzer anlegen' }).click();
    await waitForToast(page, 'Angaben erfolgreich gespeichert.');
    await page.waitForURL((url) => /\/account\/[0-9a-f-]{36}$/.test(url.pathname));
    const userId = appPathOf(page).slice('/account/'.length);
    await page.getByRole('heading', { name: 'Account von Bernd Baggerfahrer', level: 1 }).waitFor();
    const main = page.getByRole('main');
    await main.getByText('Antragsteller', { exact: true }).waitFor();
    await screenshot(page, 'nutzer-account-admin');

    // Edit: another role and name; the form is the same on both edit routes.
    await main.getByRole('link', { name: 'Bearbeiten' }).click();
    await waitForAppPath(page, `/editNutzerAdmin/${userId}`);
    await page.getByRole('heading', { name: 'Nutzer bearbeiten: Bernd Baggerfahrer', level: 1 }).waitFor();
    expect(await field(page, 'E-Mail').inputValue()).toBe(email);
    await page.getByRole('checkbox', { name: 'Antragsteller' }).uncheck();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Bitte wählen Sie mindestens eine Rolle aus.').waitFor();
    await page.getByRole('checkbox', { name: 'Antragsteller' }).check();
    await page.getByRole('checkbox', { name: 'SbBereich' }).check();
    await field(page, 'Name').fill('Baggerführer');
    await field(page, 'Firma').fill('Tiefbau Leipzig GmbH');
    await screenshot(page, 'nutzer-bearbeiten');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await waitForToast(page, 'Angaben erfolgreich gespeichert.');
    await waitForAppPath(page, `/account/${userId}`);
    await main.getByText('Antragsteller, SbBereich').waitFor();
    await main.getByText('Tiefbau Leipzig GmbH').waitFor();

    await page.goto(appUrl(`/editNutzerDetails/${userId}`));
    await page.getByRole('heading', { name: 'Nutzer bearbeiten: Bernd Baggerführer', level: 1 }).waitFor();
    await page.goBack();
    await waitForAppPath(page, `/account/${userId}`);

    // Password: min 8 with the rule, and both must match.
    await main.getByRole('link', { name: 'Passwort setzen' }).click();
    await waitForAppPath(page, `/changePasswortAdmin/${userId}`);
    await page.getByRole('heading', { name: 'Passwort setzen', level: 1 }).waitFor();
    await field(page, 'Neues Passwort').fill('kurz');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expectFieldError(
      field(page, 'Neues Passwort'),
      'Mindestens 8 Zeichen (1 Sonderzeichen, 1 Zahl, ein Groß- und Kleinbuchstaben).',
    );
    const password = 'Gesetzt#2026';
    await field(page, 'Neues Passwort').fill(password);
    await field(page, 'Neues Passwort bestätigen').fill(`${password}x`);
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expectFieldError(field(page, 'Neues Passwort bestätigen'), 'Bestätige dein Passwort.');
    await field(page, 'Neues Passwort bestätigen').fill(password);
    await screenshot(page, 'passwort-setzen');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await waitForToast(page, 'Passwort erfolgreich geändert.');
    await waitForAppPath(page, `/account/${userId}`);

    // The new user signs in with that password (SbBereich lands on /auftraege).
    const other = await newContext(browser);
    const userPage = await other.newPage();
    await signIn(userPage, email, password);
    await waitForAppPath(userPage, '/auftraege');

    // Delete: shows the user, asks, anonymises (requests stay), then /nutzer.
    await main.getByRole('link', { name: 'Löschen' }).click();
    await waitForAppPath(page, `/deleteNutzerAdmin/${userId}`);
    await page.getByRole('heading', { name: 'Nutzer löschen', level: 1 }).waitFor();
    await main.getByText(email).waitFor();
    await page.getByRole('button', { name: 'Nutzer löschen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Wirklich löschen?').waitFor();
    await page.waitForTimeout(300); // let the dialog finish opening for the picture
    await screenshot(page, 'nutzer-loeschen-dialog');
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await waitForToast(page, 'Erfolgreich Nutzer gelöscht.');
    await waitForAppPath(page, '/nutzer');

    // The deleted user is signed out everywhere and cannot sign in again.
    await signIn(userPage, email, password);
    await waitForToast(userPage, 'Fehler bei Anmeldung - E-Mail-Adresse oder Passwort ist falsch.');
    await other.close();

    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    await context.close();
  });

  it('staff edit the remark on a customer (/editBemerkung/{id})', async () => {
    const kunde = new ApiSession();
    const kundeId = await kunde.signIn('kunde@example.org');
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'sb@example.org', DEMO_PASSWORD);
    await waitForAppPath(page, '/auftraege');
    await page.goto(appUrl(`/editBemerkung/${kundeId}`));
    await page.getByRole('heading', { name: 'Bemerkung bearbeiten', level: 1 }).waitFor();
    const text = `Ruft meist vormittags an (${Date.now()}).`;
    await field(page, 'Bemerkung').fill(text);
    await page.getByText(`${text.length} / 2000 Zeichen`).waitFor();
    await screenshot(page, 'bemerkung');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await waitForToast(page, 'Speichern Erfolgreich.');
    await waitForAppPath(page, '/nutzer');
    await page.goto(appUrl(`/account/${kundeId}`));
    await page.getByRole('main').getByText(text).waitFor();
    await context.close();
  });

  it('roles guard the pages: a customer gets no admin page and no other account', async () => {
    const admin = new ApiSession();
    const adminId = await admin.signIn('admin@example.org');
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'kunde@example.org', DEMO_PASSWORD);
    await waitForAppPath(page, '/antraege');

    for (const path of [
      `/editNutzerAdmin/${adminId}`,
      '/editNutzerAdmin/neu',
      `/changePasswortAdmin/${adminId}`,
      `/deleteNutzerAdmin/${adminId}`,
      `/editBemerkung/${adminId}`,
    ]) {
      await page.goto(appUrl(path));
      await page.getByRole('heading', { name: 'Keine Berechtigung', level: 1 }).waitFor();
    }
    // The server's 403 for another user's account, in German.
    await page.goto(appUrl(`/account/${adminId}`));
    await page.getByRole('heading', { name: 'Keine Berechtigung', level: 1 }).waitFor();
    await page.getByText('Sie haben keine Berechtigung für diese Aktion.').waitFor();
    await screenshot(page, 'account-fremd-403');
    await page.goto(appUrl(`/editNutzerDetails/${adminId}`));
    await page.getByRole('heading', { name: 'Keine Berechtigung', level: 1 }).waitFor();
    await context.close();
  });

  it('visitors are sent to the login page and come back after signing in', async () => {
    const admin = new ApiSession();
    const adminId = await admin.signIn('admin@example.org');
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(appUrl(`/account/${adminId}`));
    await waitForAppPath(page, `/login/${encodeURIComponent(`/account/${adminId}`)}`);
    await signIn(page, 'admin@example.org', DEMO_PASSWORD, appPathOf(page));
    await waitForAppPath(page, `/account/${adminId}`);
    await page.getByRole('heading', { name: 'Mein Account', level: 1 }).waitFor();
    await context.close();
  });

  it('a sign-out in another tab leads the open account page to the login', async () => {
    const context = await newContext(browser);
    const first = await context.newPage();
    await signIn(first, 'kunde@example.org', DEMO_PASSWORD);
    await waitForAppPath(first, '/antraege');
    await first
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Account', exact: true })
      .click();
    await first.getByRole('heading', { name: 'Mein Account', level: 1 }).waitFor();
    const accountPath = appPathOf(first);

    const second = await context.newPage();
    await second.goto(appUrl('/'));
    await second.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Logout' }).click();
    await waitForAppPath(second, '/');
    await waitForAppPath(first, `/login/${encodeURIComponent(accountPath)}`);
    await context.close();
  });
});
