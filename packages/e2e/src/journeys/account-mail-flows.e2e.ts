import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, seedUser, uniqueEmail, type SeededUser } from '../support/api.js';
import { appPathOf, appUrl, launchBrowser, newContext, screenshot, waitForAppPath } from '../support/browser.js';
import { expectFieldError, field, waitForToast } from '../support/forms.js';
import { appLinkIn, mailFilesTo, waitForMail } from '../support/mails.js';
import { signIn } from '../support/login.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const RESET_SENT = 'E-Mail zum zurücksetzen des Passworts erfolgreich versendet! Bitte Prüfen Sie Ihre Emails.';
const LINK_INVALID = 'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.';

describe('forgot and reset password (spec 000 §2, §5, §8)', () => {
  let user: SeededUser;
  let resetLink = '';
  const newPassword = 'Wieder#Da2026';

  beforeAll(async () => {
    user = await seedUser(await adminSession(), { tag: 'reset' });
  });

  it('mails a reset link that sets a new password, which then signs in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const before = await mailFilesTo(user.email);

    await page.goto(appUrl('/login'));
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await waitForAppPath(page, '/forgotpassword');
    await page.getByRole('heading', { name: 'Passwort vergessen', level: 1 }).waitFor();
    await field(page, 'E-Mail').fill(user.email);
    await page.getByRole('button', { name: 'Link senden' }).click();
    await waitForToast(page, RESET_SENT);
    await page.getByRole('main').getByText(RESET_SENT).waitFor();
    await screenshot(page, 'forgotpassword-gesendet');

    const mail = await waitForMail(user.email, { ignore: before, subject: 'Passwort zurücksetzen' });
    resetLink = appLinkIn(mail.text, 'resetpassword');

    await page.goto(resetLink);
    await page.getByRole('heading', { name: 'Neues Passwort vergeben', level: 1 }).waitFor();
    await field(page, 'E-Mail').fill(user.email);
    await field(page, 'Neues Passwort').fill(newPassword);
    await field(page, 'Neues Passwort bestätigen').fill('Anders#2026x');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expectFieldError(field(page, 'Neues Passwort bestätigen'), 'Bestätige dein Passwort.');
    await field(page, 'Neues Passwort bestätigen').fill(newPassword);
    await screenshot(page, 'resetpassword');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await waitForToast(page, 'Passwort erfolgreich geändert.');
    await waitForAppPath(page, '/login');

    await signIn(page, user.email, user.password); // the old one no longer works
    await waitForToast(page, 'Fehler bei Anmeldung - E-Mail-Adresse oder Passwort ist falsch.');
    await signIn(page, user.email, newPassword);
    await waitForAppPath(page, '/antraege');
    await context.close();
  });

  it('a used reset link shows the error and offers a new one', async () => {
    expect(resetLink).not.toBe('');
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(resetLink);
    await field(page, 'E-Mail').fill(user.email);
    await field(page, 'Neues Passwort').fill('Noch#Mal2026');
    await field(page, 'Neues Passwort bestätigen').fill('Noch#Mal2026');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await waitForToast(page, `Fehler beim ändern des Passwort - ${LINK_INVALID}`);
    await page.getByRole('main').getByText(LINK_INVALID).waitFor();
    await screenshot(page, 'resetpassword-link-verbraucht');
    await page.getByRole('link', { name: 'Neuen Link anfordern' }).click();
    await waitForAppPath(page, '/forgotpassword');
    await context.close();
  });

  it('without a code the reset page says the link is invalid', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(appUrl('/resetpassword'));
    await page.getByRole('main').getByText(LINK_INVALID).waitFor();
    expect(await page.getByRole('button', { name: 'Passwort speichern' }).count()).toBe(0);
    await context.close();
  });

  it('f=rlo explains the move from the older portal and sends the mail for it; unknown addresses get the same answer', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const before = await mailFilesTo(user.email);
    await page.goto(appUrl('/forgotpassword?f=rlo'));
    await page.getByRole('heading', { name: 'Passwort vergeben', level: 1 }).waitFor();
    await page.getByText('Umstieg vom bisherigen Portal').waitFor();
    await screenshot(page, 'forgotpassword-rlo');
    await field(page, 'E-Mail').fill(user.email);
    await page.getByRole('button', { name: 'Link senden' }).click();
    await waitForToast(page, RESET_SENT);
    await waitForMail(user.email, {
      ignore: before,
      subject: 'Bitte vergeben Sie ein Passwort für das neue Leitungsauskunftportal',
    });

    await page.getByRole('button', { name: 'Erneut anfordern' }).click();
    await field(page, 'E-Mail').fill(uniqueEmail('unbekannt'));
    await page.getByRole('button', { name: 'Link senden' }).click();
    await page.getByRole('main').getByText(RESET_SENT).waitFor();
    await context.close();
  });
});

describe('change of e-mail address (spec 000 §2 /newemail/{userId})', () => {
  it('asks for the current password, mails the new address and confirms it there', async () => {
    const user = await seedUser(await adminSession(), { tag: 'newmail' });
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, user.email, user.password);
    await waitForAppPath(page, '/antraege');
    await page.goto(appUrl(`/account/${user.id}`));
    await page.getByRole('link', { name: 'E-Mail-Adresse ändern' }).click();
    await waitForAppPath(page, `/newemail/${user.id}`);
    await page.getByRole('heading', { name: 'E-Mail-Adresse ändern', level: 1 }).waitFor();

    const target = uniqueEmail('neu');
    await field(page, 'Neue E-Mail').fill(target);
    await field(page, 'Aktuelles Passwort').fill('Falsch#2026x');
    await page.getByRole('button', { name: 'Bestätigungslink senden' }).click();
    await waitForToast(page, 'Fehler bei versenden der E-Mail! - Das Passwort ist nicht korrekt.');
    await expectFieldError(field(page, 'Aktuelles Passwort'), 'Das Passwort ist nicht korrekt.');
    await screenshot(page, 'newemail-fehler');

    await field(page, 'Aktuelles Passwort').fill(user.password);
    await page.getByRole('button', { name: 'Bestätigungslink senden' }).click();
    await waitForToast(page, 'E-Mail erfolgreich gesendet.');
    await waitForAppPath(page, '/login');

    const mail = await waitForMail(target, { subject: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse' });
    await page.goto(appLinkIn(mail.text, 'confirmemail'));
    await waitForToast(page, 'E-Mailadresse erfolgreich bestätigt.');
    await waitForAppPath(page, '/login');
    await signIn(page, target, user.password);
    await waitForAppPath(page, '/antraege');
    await page.goto(appUrl(`/account/${user.id}`));
    await page.getByRole('main').getByText(target).waitFor();
    await context.close();
  });

  it("another user's id is refused", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'kunde@example.org', 'Portal#2026');
    await waitForAppPath(page, '/antraege');
    await page.goto(appUrl('/newemail/00000000-0000-4000-8000-000000000000'));
    await page.getByRole('heading', { name: 'Keine Berechtigung', level: 1 }).waitFor();
    await context.close();
  });
});

describe('newsletter unsubscribe (spec 001 §2 /unsubscribenewsletter)', () => {
  // The way with the signed link of a mail footer: account-registration.e2e.ts.
  it('checks the address, shows "Abmeldung..." while sending; without the signed link it changes nothing and says why', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(appUrl('/unsubscribenewsletter'));
    await page.getByRole('heading', { name: 'Newsletter abmelden', level: 1 }).waitFor();
    await field(page, 'E-Mail').fill('keine-adresse');
    await page.getByRole('button', { name: 'Newsletter abmelden' }).click();
    await expectFieldError(field(page, 'E-Mail'), 'Bitte geben Sie eine gültige E-Mail-Adresse ein.');

    // Hold the call, so the label while sending can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/trpc/account.unsubscribeNewsletter**', async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole('main')
      .getByText('Zum Abmelden öffnen Sie bitte den Link „Newsletter abmelden“ aus einer unserer E-Mails', {
        exact: false,
      })
      .waitFor();
    await field(page, 'E-Mail').fill(uniqueEmail('newsletter'));
    await page.getByRole('button', { name: 'Newsletter abmelden' }).click();
    await page.getByRole('button', { name: 'Abmeldung...' }).waitFor();
    release();
    await waitForToast(
      page,
      'Der Abmeldelink ist ungültig. Bitte verwenden Sie den Link „Newsletter abmelden“ aus einer unserer E-Mails.',
    );
    await page.getByRole('button', { name: 'Newsletter abmelden' }).waitFor();
    await page.unroute('**/trpc/account.unsubscribeNewsletter**');
    await context.close();
  });

  it('without an answer from the server it shows the general text', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.route('**/trpc/account.unsubscribeNewsletter**', (route) => route.abort());
    await page.goto(appUrl('/unsubscribenewsletter?email=kunde%40example.org'));
    expect(await field(page, 'E-Mail').inputValue()).toBe('kunde@example.org');
    await page.getByRole('button', { name: 'Newsletter abmelden' }).click();
    await waitForToast(page, 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.');
    expect(appPathOf(page)).toBe('/unsubscribenewsletter');
    await context.close();
  });
});
