import { beforeAll, describe, expect, it } from 'vitest';
import { Antrag, Token, User } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { CAPTCHA_ANSWER, Client, useHarness } from './harness.js';

const NEW_PASSWORD = 'Neu#Passwort9';

function linkIn(text: string | undefined, page: string): URL {
  const match = new RegExp(`https://portal\\.test/leitungsauskunftportal/${page}\\?\\S+`).exec(text ?? '');
  if (!match) throw new Error(`no ${page} link in mail:\n${text}`);
  return new URL(match[0]);
}

const registration = (over: Record<string, unknown> = {}) => ({
  vorname: 'Rita',
  name: 'Registrierer',
  firma: '',
  keineFirma: true,
  strasse: 'Elbstraße',
  hausnummer: '5a',
  plz: '01589',
  ort: 'Riesa',
  email: 'rita@example.org',
  telefon: '+49 3525 778899',
  password: 'Sicher#2026',
  confirmPassword: 'Sicher#2026',
  confirmDatenschutz: true,
  newsletter: true,
  aufmerksamkeit: 'Webseite',
  ...over,
});

describe.each(testDatabases())('accounts on $name', (database) => {
  const h = useHarness(database);
  let admin: Client;

  async function captcha(c: Client): Promise<string> {
    const res = await c.request('GET', '/api/Account/CaptchaChallenge');
    expect(res.statusCode).toBe(200);
    return res.json().captchaId;
  }

  beforeAll(async () => {
    await h.deliverMails();
    admin = new Client(h.app);
    await admin.login('admin@example.org');
  });

  it('CaptchaChallenge answers an id and an image', async () => {
    const res = await new Client(h.app).request('GET', '/api/Account/CaptchaChallenge');
    expect(res.json()).toEqual({
      captchaId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      imageData: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    expect(Buffer.from(res.json().imageData.split(',')[1], 'base64').toString()).toContain('<svg');
  });

  it('Register refuses invalid data with field errors and "Daten nicht valid", creating nothing', async () => {
    const c = new Client(h.app);
    const res = await c.request('POST', '/api/Account/Register', {
      body: registration({
        password: 'schwach',
        confirmPassword: 'anders',
        telefon: '0000000',
        plz: '123',
        vorname: 'R',
        confirmDatenschutz: false,
        captchaId: '',
        captchaValue: '',
      }),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('Daten nicht valid');
    const byField = Object.fromEntries(
      body.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(byField).toMatchObject({
      password: 'Mindestens 8 Zeichen (1 Sonderzeichen, 1 Zahl, ein Groß- und Kleinbuchstaben).',
      confirmPassword: 'Bestätige dein Passwort.',
      telefon: 'Gib eine echte Telefonnummer ein.',
      plz: 'Bitte geben Sie eine gültige Postleitzahl mit 5 Ziffern ein.',
      vorname: 'Der Vorname muss mindestens 2 Zeichen lang sein.',
      confirmDatenschutz: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
      captchaId: 'Bitte lösen Sie das Captcha.',
    });
    expect(await h.db.em.fork().count(User, { email: 'rita@example.org' })).toBe(0);
  });

  it('a wrong captcha is refused, and a captcha works only once', async () => {
    const c = new Client(h.app);
    const id = await captcha(c);
    const wrong = await c.request('POST', '/api/Account/Register', {
      body: registration({ captchaId: id, captchaValue: 'XXXXX' }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'captchaValue', message: 'Das Captcha wurde nicht richtig gelöst. Bitte versuchen Sie es erneut.' },
    ]);
    const reused = await c.request('POST', '/api/Account/Register', {
      body: registration({ captchaId: id, captchaValue: CAPTCHA_ANSWER }),
    });
    expect(reused.statusCode).toBe(400);
    expect(await h.db.em.fork().count(User, { email: 'rita@example.org' })).toBe(0);
  });

  it('registers, mails a confirmation over SMTP, confirms once, then signs in', async () => {
    const c = new Client(h.app);
    const res = await c.request('POST', '/api/Account/Register', {
      body: registration({ captchaId: await captcha(c), captchaValue: CAPTCHA_ANSWER.toLowerCase() }),
    });
    expect(res.statusCode).toBe(200);

    const blocked = await c.login('rita@example.org', 'Sicher#2026');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('Ihre E-Mail-Adresse ist noch nicht bestätigt. Bitte prüfen Sie Ihr Postfach.');

    const mails = await h.deliverMails();
    expect(mails).toHaveLength(1);
    const mail = mails[0]?.mail;
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('rita@example.org');
    expect(mail?.html).toContain('E-Mail-Adresse bestätigen');
    // registered with the newsletter: the footer carries the address's signed unsubscribe link
    expect(linkIn(mail?.text, 'unsubscribenewsletter').searchParams.get('email')).toBe('rita@example.org');
    expect(mail?.html).toContain('Newsletter abmelden</a>');
    const link = linkIn(mail?.text, 'confirmemail');

    const ok = await c.request(
      'GET',
      `/api/Account/ConfirmEmail?userId=${link.searchParams.get('userId')}&code=${link.searchParams.get('code')}`,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'E-Mailadresse erfolgreich bestätigt.' });
    const again = await c.request(
      'GET',
      `/api/Account/ConfirmEmail?userId=${link.searchParams.get('userId')}&code=${link.searchParams.get('code')}`,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.');

    const login = await c.login('rita@example.org', 'Sicher#2026');
    expect(login.json()).toEqual({ userId: link.searchParams.get('userId'), roles: 'Antragsteller' });
    const user = await h.db.em.fork().findOneOrFail(User, { email: 'rita@example.org' });
    expect(user).toMatchObject({
      firma: null,
      keineFirma: true,
      newsletterAkzeptiert: true,
      registrierungsGrund: 'Webseite',
      datenschutzAkzeptiert: true,
    });
  });

  it('registering again with a known address answers exactly like a new registration and mails the owner instead', async () => {
    const toOf = (m: { mail: { to?: unknown } }) => (m.mail.to as { text?: string } | undefined)?.text ?? '';
    const register = async (email: string) => {
      const c = new Client(h.app);
      return c.request('POST', '/api/Account/Register', {
        body: registration({ email, captchaId: await captcha(c), captchaValue: CAPTCHA_ANSWER }),
      });
    };
    const neu = await register('rita.zwei@example.org');
    const bekannt = await register('RITA@example.org');
    expect(neu.statusCode).toBe(200);
    expect([bekannt.statusCode, bekannt.body, bekannt.headers['content-type']]).toEqual([
      neu.statusCode,
      neu.body,
      neu.headers['content-type'],
    ]);
    expect(bekannt.json()).toEqual({
      message:
        'Registrierung erfolgreich. Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link, den wir Ihnen gesendet haben.',
    });
    expect(await h.db.em.fork().count(User, { email: 'rita@example.org' })).toBe(1);

    const mails = await h.deliverMails();
    const owner = mails.filter((m) => toOf(m) === 'rita@example.org');
    expect(owner.map((m) => m.mail.subject)).toEqual(['Erneuter Registrierungsversuch im Leitungsauskunftportal']);
    expect(owner[0]?.mail.text).toContain('Sie haben versucht, sich erneut im Leitungsauskunftportal zu registrieren.');
    expect(owner[0]?.mail.text).toContain('https://portal.test/leitungsauskunftportal/login');
    expect(owner[0]?.mail.text).toContain('https://portal.test/leitungsauskunftportal/forgotpassword');
    expect(mails.filter((m) => toOf(m) === 'rita.zwei@example.org').map((m) => m.mail.subject)).toEqual([
      'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    ]);
    // the account is untouched: the old password still signs in
    expect((await new Client(h.app).login('rita@example.org', 'Sicher#2026')).statusCode).toBe(200);

    // again within minutes: the same answer, no second notice; an unconfirmed address gets a fresh confirmation link
    expect((await register('rita@example.org')).body).toBe(neu.body);
    expect((await register('rita.zwei@example.org')).body).toBe(neu.body);
    const again = await h.deliverMails();
    expect(again.filter((m) => toOf(m) === 'rita@example.org')).toHaveLength(0);
    expect(again.filter((m) => toOf(m) === 'rita.zwei@example.org').map((m) => m.mail.subject)).toEqual([
      'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    ]);
  });

  it('forgot password answers the same for unknown addresses and sends nothing', async () => {
    const res = await new Client(h.app).request('POST', '/api/Account/ForgotPassword', {
      body: { email: 'niemand@example.org' },
    });
    expect(res.json()).toEqual({
      message: 'E-Mail zum zurücksetzen des Passworts erfolgreich versendet! Bitte Prüfen Sie Ihre Emails.',
    });
    expect(await h.deliverMails()).toHaveLength(0);
  });

  it('resets a password through the mailed link, ending every session; the link works once and expires', async () => {
    const session = new Client(h.app);
    await session.login('rita@example.org', 'Sicher#2026');
    const c = new Client(h.app);
    await c.request('POST', '/api/Account/ForgotPassword', { body: { email: 'rita@example.org' } });
    const [m] = await h.deliverMails();
    expect(m?.mail.subject).toBe('Passwort zurücksetzen');
    const code = linkIn(m?.mail.text, 'resetpassword').searchParams.get('code') ?? '';

    const wrongMail = await c.request('POST', '/api/Account/ResetPassword', {
      body: { email: 'kunde@example.org', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, code },
    });
    expect(wrongMail.statusCode).toBe(400);
    const mismatch = await c.request('POST', '/api/Account/ResetPassword', {
      body: { email: 'rita@example.org', password: NEW_PASSWORD, confirmPassword: 'x', code },
    });
    expect(mismatch.json().errors).toEqual([{ field: 'confirmPassword', message: 'Bestätige dein Passwort.' }]);

    const ok = await c.request('POST', '/api/Account/ResetPassword', {
      body: { email: 'rita@example.org', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, code },
    });
    expect(ok.json()).toEqual({ message: 'Passwort erfolgreich geändert.' });
    expect((await session.request('GET', '/api/Stammdaten/GetNetzarten')).statusCode).toBe(401);
    expect((await c.login('rita@example.org', NEW_PASSWORD)).statusCode).toBe(200);
    expect(
      (
        await c.request('POST', '/api/Account/ResetPassword', {
          body: { email: 'rita@example.org', password: 'Wieder#2026x', confirmPassword: 'Wieder#2026x', code },
        })
      ).statusCode,
    ).toBe(400);

    await c.request('POST', '/api/Account/ForgotPassword?f=rlo', { body: { email: 'rita@example.org' } });
    const [legacy] = await h.deliverMails();
    expect(legacy?.mail.subject).toBe('Bitte vergeben Sie ein Passwort für das neue Leitungsauskunftportal');
    await h.db.em.fork().nativeUpdate(Token, { usedAt: null }, { expiresAt: new Date(Date.now() - 1000) });
    const expiredCode = linkIn(legacy?.mail.text, 'resetpassword').searchParams.get('code') ?? '';
    const expired = await c.request('POST', '/api/Account/ResetPassword', {
      body: { email: 'rita@example.org', password: 'Wieder#2026x', confirmPassword: 'Wieder#2026x', code: expiredCode },
    });
    expect(expired.statusCode).toBe(400);
  });

  it('changes the e-mail address with the current password and a confirmation to the new address', async () => {
    const rita = new Client(h.app);
    const userId = (await rita.login('rita@example.org', NEW_PASSWORD)).json().userId;
    const kundeId = (await new Client(h.app).login('kunde@example.org')).json().userId;
    expect(
      (
        await rita.request('POST', `/api/Account/NewEmail/${kundeId}`, {
          body: { newEmail: 'x@example.org', password: NEW_PASSWORD },
        })
      ).statusCode,
    ).toBe(403);
    const wrong = await rita.request('POST', `/api/Account/NewEmail/${userId}`, {
      body: { newEmail: 'rita.neu@example.org', password: 'falsch#Pass1' },
    });
    expect(wrong.json().errors).toEqual([{ field: 'password', message: 'Das Passwort ist nicht korrekt.' }]);
    const ok = await rita.request('POST', `/api/Account/NewEmail/${userId}`, {
      body: { newEmail: 'rita.neu@example.org', password: NEW_PASSWORD },
    });
    expect(ok.json()).toEqual({ message: 'E-Mail erfolgreich gesendet.' });
    const [m] = await h.deliverMails();
    expect(m?.mail.to && !Array.isArray(m.mail.to) ? m.mail.to.text : '').toBe('rita.neu@example.org');
    const link = linkIn(m?.mail.text, 'confirmemail');
    const confirmed = await new Client(h.app).request(
      'GET',
      `/api/Account/ConfirmEmail?userId=${userId}&code=${link.searchParams.get('code')}`,
    );
    expect(confirmed.statusCode).toBe(200);
    expect((await new Client(h.app).login('rita.neu@example.org', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await new Client(h.app).login('rita@example.org', NEW_PASSWORD)).statusCode).toBe(400);
  });

  it('unsubscribes only through the signed link of the address (the footer of a subscriber’s mails); without it nothing changes', async () => {
    // A mail to the subscriber carries the link: registering again with her address sends one.
    const r = new Client(h.app);
    await r.request('POST', '/api/Account/Register', {
      body: registration({ email: 'rita.neu@example.org', captchaId: await captcha(r), captchaValue: CAPTCHA_ANSWER }),
    });
    const [notice] = await h.deliverMails();
    const link = linkIn(notice?.mail.text, 'unsubscribenewsletter');
    const token = link.searchParams.get('token') ?? '';
    expect(link.searchParams.get('email')).toBe('rita.neu@example.org');
    const subscribed = async (email: string) =>
      (await h.db.em.fork().findOneOrFail(User, { email })).newsletterAkzeptiert;
    const kundeVorher = await subscribed('kunde@example.org');
    await h.db.em.fork().nativeUpdate(User, { email: 'kunde@example.org' }, { newsletterAkzeptiert: true });

    const c = new Client(h.app);
    const refused =
      'Der Abmeldelink ist ungültig. Bitte verwenden Sie den Link „Newsletter abmelden“ aus einer unserer E-Mails.';
    for (const body of [
      { email: 'rita.neu@example.org' },
      { email: 'rita.neu@example.org', token: 'A'.repeat(43) },
      { email: 'kunde@example.org', token },
      { email: 'rita.neu@example.org', token: `${token}x` },
    ]) {
      const res = await c.request('POST', '/api/Account/unsubscribenewsletter', { body });
      expect([res.statusCode, res.json().message]).toEqual([400, refused]);
    }
    expect(await subscribed('rita.neu@example.org')).toBe(true);
    expect(await subscribed('kunde@example.org')).toBe(true);

    const res = await c.request('POST', '/api/Account/unsubscribenewsletter', {
      body: { email: 'Rita.Neu@example.org', token },
    });
    expect(res.json()).toEqual({ message: 'Sie wurden erfolgreich vom Newsletter abgemeldet.' });
    expect(await subscribed('rita.neu@example.org')).toBe(false);
    expect(await subscribed('kunde@example.org')).toBe(true);
    // the same over tRPC (the page), and a second time
    expect(
      (
        await c.request('POST', '/trpc/account.unsubscribeNewsletter', {
          body: { email: 'rita.neu@example.org', token },
        })
      ).json().result.data.message,
    ).toBe('Sie wurden erfolgreich vom Newsletter abgemeldet.');
    expect(
      (await c.request('POST', '/api/Account/unsubscribenewsletter', { body: { email: 'kein-mail' } })).json().message,
    ).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    await h.db.em.fork().nativeUpdate(User, { email: 'kunde@example.org' }, { newsletterAkzeptiert: kundeVorher });
  });

  it('rate-limits failed sign-ins per address with a German 429', async () => {
    const c = new Client(h.app);
    for (let i = 0; i < 5; i++) expect((await c.login('sb@example.org', `Falsch#${i}xxxx`)).statusCode).toBe(400);
    const limited = await c.login('sb@example.org');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    );
  });

  describe('user administration and own data', () => {
    let kunde: Client;
    let kundeId: string;
    let adminId: string;

    beforeAll(async () => {
      kunde = new Client(h.app);
      kundeId = (await kunde.login('kunde@example.org')).json().userId;
      adminId = (await admin.request('GET', '/trpc/account.me')).json().result.data.userId;
    });

    it('GetNutzerById: own record, admin any, SbBereich customers, nobody else', async () => {
      const own = await kunde.request('GET', `/api/Nutzer/GetNutzerById/${kundeId}`);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({
        id: kundeId,
        email: 'kunde@example.org',
        anzahlAntraege: 12,
        anzahlUnvollstaendig: 1,
        rolesList: [{ id: expect.any(Number), text: 'Antragsteller' }],
        aktivieren: true,
      });
      expect((await kunde.request('GET', `/api/Nutzer/GetNutzerById/${adminId}`)).statusCode).toBe(403);
      expect((await admin.request('GET', `/api/Nutzer/GetNutzerById/${kundeId}`)).statusCode).toBe(200);
    });

    it('a customer edits own data with the spec rules; e-mail and roles stay untouched', async () => {
      const bad = await kunde.request('PUT', '/api/Nutzer/PutEditNutzer', {
        body: {
          id: kundeId,
          firma: 'K',
          vorname: 'Klara',
          name: 'Kunde',
          strasse: 'Hauptstraße',
          hausnummer: '42',
          plz: '01587',
          ort: 'Riesa',
          telefon: '12345',
        },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([{ field: 'telefon', message: 'Gib eine echte Telefonnummer ein!' }]);
      const ok = await kunde.request('PUT', '/api/Nutzer/PutEditNutzer', {
        body: {
          id: kundeId,
          firma: 'Kunde Bau GmbH',
          vorname: 'Klara',
          name: 'Kunde',
          strasse: 'Hauptstraße',
          hausnummer: '43',
          plz: '01587',
          ort: 'Riesa',
          telefon: '03525 123456',
          email: 'gekapert@example.org',
          rolesList: [{ id: 1 }],
        },
      });
      expect(ok.json()).toEqual({ user_id: kundeId });
      const user = await h.db.em.fork().findOneOrFail(User, { id: kundeId }, { populate: ['roles'] });
      expect(user.hausnummer).toBe('43');
      expect(user.email).toBe('kunde@example.org');
      expect(user.roles.getItems().map((r) => r.name)).toEqual(['Antragsteller']);
      expect(
        (
          await kunde.request('PUT', '/api/Nutzer/PutEditNutzer', {
            body: {
              id: adminId,
              firma: 'X',
              vorname: 'Xx',
              name: 'Xx',
              strasse: 'Xxx',
              hausnummer: '1',
              plz: '01587',
              ort: 'Xx',
              telefon: '03525 123456',
            },
          })
        ).statusCode,
      ).toBe(403);
    });

    it('Administration creates, edits, sets a password for and deletes a user, keeping business records', async () => {
      const roles = (await admin.request('GET', '/api/Nutzer/GetRollenList')).json().rows as Array<{
        id: number;
        text: string;
      }>;
      const sbRole = roles.find((r) => r.text === 'SbBereich');
      const base = {
        email: 'neu@example.org',
        telefon: '03525 1111',
        vorname: 'Nina',
        name: 'Neu',
        strasse: 'Weg',
        hausnummer: '1',
        plz: '01587',
        ort: 'Riesa',
      };
      const noRole = await admin.request('POST', '/api/Nutzer/PostNutzer', { body: { ...base, rolesList: [] } });
      expect(noRole.statusCode).toBe(400);
      expect(noRole.json().errors).toEqual([
        { field: 'rolesList', message: 'Bitte wählen Sie mindestens eine Rolle aus.' },
      ]);
      const created = await admin.request('POST', '/api/Nutzer/PostNutzer', {
        body: { ...base, rolesList: [{ id: sbRole?.id }], password: 'Start#2026x' },
      });
      expect(created.statusCode).toBe(200);
      const userId = created.json().user_id;
      expect(
        (
          await kunde.request('POST', '/api/Nutzer/PostNutzer', {
            body: { ...base, email: 'x2@example.org', rolesList: [{ id: sbRole?.id }] },
          })
        ).statusCode,
      ).toBe(403);

      const nina = new Client(h.app);
      expect((await nina.login('neu@example.org', 'Start#2026x')).json().roles).toBe('SbBereich');
      const edited = await admin.request('PUT', '/api/Nutzer/PutEditNutzer', {
        body: {
          ...base,
          id: userId,
          ort: 'Zeithain',
          rolesList: roles.filter((r) => r.text !== 'Administration').map((r) => ({ id: r.id })),
        },
      });
      expect(edited.statusCode).toBe(200);
      expect((await admin.request('GET', `/api/Nutzer/GetNutzerById/${userId}`)).json()).toMatchObject({
        ort: 'Zeithain',
        rolesList: [{ text: 'Antragsteller' }, { text: 'SbBereich' }],
      });

      const pw = await admin.request('POST', '/api/Nutzer/PostChangePassword', {
        body: { id: userId, password: 'Zweit#2026x', confirmPassword: 'Zweit#2026x' },
      });
      expect(pw.json()).toEqual({ message: 'Passwort erfolgreich geändert.' });
      expect((await nina.request('GET', '/api/Stammdaten/GetNetzarten')).statusCode).toBe(401);
      expect((await new Client(h.app).login('neu@example.org', 'Zweit#2026x')).statusCode).toBe(200);

      expect((await admin.request('DELETE', `/api/Nutzer/DeleteNutzer/${adminId}`)).statusCode).toBe(400);
      const del = await admin.request('DELETE', `/api/Nutzer/DeleteNutzer/${userId}`);
      expect(del.json()).toEqual({ message: 'Erfolgreich Nutzer gelöscht.' });
      expect((await new Client(h.app).login('neu@example.org', 'Zweit#2026x')).statusCode).toBe(400);
      expect((await admin.request('GET', `/api/Nutzer/GetNutzerById/${userId}`)).statusCode).toBe(404);
    });

    it('deleting a customer anonymises the account and keeps the requests', async () => {
      const before = await h.db.em.fork().count(Antrag, { owner: kundeId });
      const del = await admin.request('DELETE', `/api/Nutzer/DeleteNutzer/${kundeId}`);
      expect(del.statusCode).toBe(200);
      const user = await h.db.em.fork().findOneOrFail(User, { id: kundeId });
      expect(user).toMatchObject({ vorname: 'Gelöschter', name: 'Nutzer', passwordHash: null, telefon: '' });
      expect(user.deletedAt).toBeInstanceOf(Date);
      expect(await h.db.em.fork().count(Antrag, { owner: kundeId })).toBe(before);
      expect((await kunde.request('GET', '/api/Stammdaten/GetNetzarten')).statusCode).toBe(401);
    });
  });
});
