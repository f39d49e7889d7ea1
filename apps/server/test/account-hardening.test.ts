import { describe, expect, it } from 'vitest';
import { AccountMailRequest, Captcha, hashPassword, RateLimit, roles, Token, User } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { housekeeping } from '../src/worker.js';
import { CAPTCHA_ANSWER, Client, useHarness, type Harness } from './harness.js';

// Security review findings 2, 9 and 10: captcha cost, forgot-password/new-email limits, lockout with a known browser.

const RESET_SENT = 'E-Mail zum zurücksetzen des Passworts erfolgreich versendet! Bitte Prüfen Sie Ihre Emails.';
const RESET_LIMIT = 'Zu viele Anfragen zum Zurücksetzen des Passworts. Bitte versuchen Sie es später erneut.';
const LOGIN_LIMIT = 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.';
const PASSWORD = 'Eigen#Tum2026';

/** The limits count in fixed windows: a burst that must land in one window waits out a window about to end. */
async function inOneWindow(windowMs: number, needMs = 5000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

async function confirmedUser(h: Harness, email: string, password = PASSWORD): Promise<string> {
  const em = h.db.em.fork();
  const user = em.create(User, {
    email,
    passwordHash: await hashPassword(password),
    vorname: 'Erna',
    name: 'Eigentümer',
    emailConfirmed: true,
    roles: await roles.findByNames(em, ['Antragsteller']),
  });
  await em.flush();
  return user.id;
}

const recipient = (m: { mail: { to?: unknown } }): string => {
  const to = m.mail.to as { text?: string } | undefined;
  return to?.text ?? '';
};

const registration = (email: string, captchaId: string, captchaValue: string) => ({
  vorname: 'Rita',
  name: 'Registrierer',
  firma: '',
  keineFirma: true,
  strasse: 'Elbstraße',
  hausnummer: '5a',
  plz: '01589',
  ort: 'Riesa',
  email,
  telefon: '+49 3525 778899',
  password: 'Sicher#2026',
  confirmPassword: 'Sicher#2026',
  confirmDatenschutz: true,
  captchaId,
  captchaValue,
});

describe.each(testDatabases())('account hardening on $name', (database) => {
  const h = useHarness(database);

  it('limits confirmation re-sends per address (5 an hour), answering the same until then', async () => {
    await inOneWindow(60 * 60_000);
    const c = new Client(h.app, '10.0.9.1');
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        (await c.request('POST', '/trpc/account.resendConfirmation', { body: { email: 'niemand-resend@example.org' } }))
          .statusCode,
      );
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]).toBe(429);
  });

  describe('captcha (finding 2)', () => {
    it('draws one path of plain line segments that does not contain the glyph outlines of the font', async () => {
      const res = await new Client(h.app, '10.0.1.9').request('GET', '/api/Account/CaptchaChallenge');
      const svg = Buffer.from(String(res.json().imageData).split(',')[1] ?? '', 'base64').toString();
      const filled = [...svg.matchAll(/<path fill="[^"]+" fill-rule="nonzero" d="([^"]+)"/g)];
      expect(filled).toHaveLength(1);
      expect(filled[0]?.[1]).toMatch(/^[MLZ0-9. -]+$/);
      expect(svg).not.toContain('TEST7');
    });

    it('hands out at most 20 challenges per IP and minute, then a German 429 (other IPs unaffected)', async () => {
      await inOneWindow(60_000);
      const c = new Client(h.app, '10.0.1.1');
      for (let i = 0; i < 20; i++)
        expect((await c.request('GET', '/api/Account/CaptchaChallenge')).statusCode).toBe(200);
      const limited = await c.request('GET', '/api/Account/CaptchaChallenge');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(
        /^Bitte warten Sie ([1-9]|[1-5]\d|60) Sekunden, bevor Sie das Captcha erneut laden\.$/,
      );
      expect((await new Client(h.app, '10.0.1.3').request('GET', '/api/Account/CaptchaChallenge')).statusCode).toBe(
        200,
      );
    });

    it('makes an IP wait after more than 3 wrong answers, doubling the wait; the test answer still works elsewhere', async () => {
      await inOneWindow(60 * 60_000);
      const c = new Client(h.app, '10.0.1.2');
      for (let i = 0; i < 4; i++) {
        const id = (await c.request('GET', '/api/Account/CaptchaChallenge')).json().captchaId;
        const wrong = await c.request('POST', '/api/Account/Register', {
          body: registration('bot@example.org', id, 'XXXXX'),
        });
        expect(wrong.statusCode).toBe(400);
      }
      const challenge = await c.request('GET', '/api/Account/CaptchaChallenge');
      expect(challenge.statusCode).toBe(429);
      expect(challenge.json().message).toMatch(
        /^Bitte warten Sie (9|10) Sekunden, bevor Sie das Captcha erneut laden\.$/,
      );

      // A challenge fetched elsewhere does not help during the wait, and is not spent by the refusal.
      const other = new Client(h.app, '10.0.1.4');
      const id = (await other.request('GET', '/api/Account/CaptchaChallenge')).json().captchaId;
      const during = await c.request('POST', '/api/Account/Register', {
        body: registration('bot@example.org', id, CAPTCHA_ANSWER),
      });
      expect(during.statusCode).toBe(429);
      expect(during.json().message).toMatch(
        /^Zu viele falsche Captcha-Eingaben\. Bitte warten Sie (9|10) Sekunden und versuchen Sie es dann erneut\.$/,
      );
      const ok = await other.request('POST', '/api/Account/Register', {
        body: registration('mensch@example.org', id, CAPTCHA_ANSWER),
      });
      expect(ok.statusCode).toBe(200);
    });

    it('housekeeping deletes expired and answered captchas and ended counters, and keeps open ones', async () => {
      const em = h.db.em.fork();
      const now = new Date();
      const open = em.create(Captcha, { answerHash: 'offen', expiresAt: new Date(now.getTime() + 60_000) });
      const expired = em.create(Captcha, { answerHash: 'abgelaufen', expiresAt: new Date(now.getTime() - 1000) });
      const used = em.create(Captcha, {
        answerHash: 'benutzt',
        expiresAt: new Date(now.getTime() + 60_000),
        usedAt: now,
      });
      em.create(RateLimit, {
        id: 'e'.repeat(64),
        scope: 'test',
        hits: 3,
        lastHitAt: now,
        expiresAt: new Date(now.getTime() - 1000),
      });
      const owner = await em.findOneOrFail(User, { email: 'kunde@example.org' });
      const day = 24 * 60 * 60 * 1000;
      const oldLink = em.create(Token, {
        purpose: 'reset-password',
        tokenHash: 'a'.repeat(64),
        user: owner,
        expiresAt: new Date(now.getTime() - 31 * day),
      });
      const recentLink = em.create(Token, {
        purpose: 'reset-password',
        tokenHash: 'b'.repeat(64),
        user: owner,
        expiresAt: new Date(now.getTime() - day),
      });
      await em.flush();

      const removed = await housekeeping(h.db, now);
      // a link expired a month ago goes; yesterday's stays (it still answers 'expired')
      expect(await h.db.em.fork().count(Token, { id: { $in: [oldLink.id, recentLink.id] } })).toBe(1);
      expect(removed.tokens).toBeGreaterThanOrEqual(1);
      expect(removed.captchas).toBeGreaterThanOrEqual(2);
      expect(removed.rateLimits).toBeGreaterThanOrEqual(1);
      const left = await h.db.em.fork().find(Captcha, { id: { $in: [open.id, expired.id, used.id] } });
      expect(left.map((c) => c.id)).toEqual([open.id]);
      expect(await h.db.em.fork().count(RateLimit, { id: 'e'.repeat(64) })).toBe(0);
      expect(
        await h.db.em.fork().count(Captcha, { $or: [{ expiresAt: { $lt: now } }, { usedAt: { $ne: null } }] }),
      ).toBe(0);
    });
  });

  describe('forgot password and change of address (finding 9)', () => {
    it('9 requests for one address: the same answer 5 times, then a German 429, and one mail only', async () => {
      await inOneWindow(60 * 60_000);
      await confirmedUser(h, 'vergesslich@example.org');
      await h.deliverMails();
      const c = new Client(h.app, '10.0.2.1');
      const answers = [];
      for (let i = 0; i < 9; i++)
        answers.push(
          await c.request('POST', '/api/Account/ForgotPassword', {
            body: { email: i % 2 ? 'Vergesslich@Example.org' : 'vergesslich@example.org' },
          }),
        );
      expect(answers.slice(0, 5).map((r) => [r.statusCode, r.json()])).toEqual(
        Array(5).fill([200, { message: RESET_SENT }]),
      );
      expect(answers.slice(5).map((r) => [r.statusCode, r.json().message])).toEqual(Array(4).fill([429, RESET_LIMIT]));
      const mails = await h.deliverMails();
      expect(mails.map(recipient)).toEqual(['vergesslich@example.org']);
      expect(mails[0]?.mail.subject).toBe('Passwort zurücksetzen');
    });

    it('known and unknown addresses get the same status and body, with the same work on the request path', async () => {
      await confirmedUser(h, 'bekannt@example.org');
      await h.deliverMails();
      const known = await new Client(h.app, '10.0.2.3').request('POST', '/api/Account/ForgotPassword', {
        body: { email: 'bekannt@example.org' },
      });
      const unknown = await new Client(h.app, '10.0.2.4').request('POST', '/api/Account/ForgotPassword', {
        body: { email: 'unbekannt@example.org' },
      });
      expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
      expect(known.json()).toEqual({ message: RESET_SENT });
      // Both only recorded a request; no token exists before the worker ran.
      const em = h.db.em.fork();
      expect((await em.find(AccountMailRequest, {}, { orderBy: { createdAt: 'asc' } })).map((r) => r.email)).toEqual([
        'bekannt@example.org',
        'unbekannt@example.org',
      ]);
      expect(await em.count(Token, { user: { email: 'bekannt@example.org' } })).toBe(0);
      expect((await h.deliverMails()).map(recipient)).toEqual(['bekannt@example.org']);
      expect(await h.db.em.fork().count(AccountMailRequest, {})).toBe(0);
    });

    it('sends no second reset mail within 10 minutes, but again once that is over', async () => {
      const userId = await confirmedUser(h, 'zweimal@example.org');
      await h.deliverMails();
      const c = new Client(h.app, '10.0.2.5');
      await c.request('POST', '/api/Account/ForgotPassword', { body: { email: 'zweimal@example.org' } });
      expect(await h.deliverMails()).toHaveLength(1);
      await c.request('POST', '/api/Account/ForgotPassword', { body: { email: 'zweimal@example.org' } });
      expect(await h.deliverMails()).toHaveLength(0);
      await h.db.em.fork().nativeUpdate(Token, { user: userId }, { createdAt: new Date(Date.now() - 11 * 60 * 1000) });
      await c.request('POST', '/api/Account/ForgotPassword', { body: { email: 'zweimal@example.org' } });
      expect((await h.deliverMails()).map(recipient)).toEqual(['zweimal@example.org']);
    });

    it('limits one IP to 20 requests an hour, whatever the addresses', async () => {
      await inOneWindow(60 * 60_000);
      const c = new Client(h.app, '10.0.2.2');
      for (let i = 0; i < 20; i++)
        expect(
          (await c.request('POST', '/api/Account/ForgotPassword', { body: { email: `jemand${i}@example.org` } }))
            .statusCode,
        ).toBe(200);
      const limited = await c.request('POST', '/api/Account/ForgotPassword', {
        body: { email: 'noch.einer@example.org' },
      });
      expect([limited.statusCode, limited.json().message]).toEqual([429, RESET_LIMIT]);
      await h.deliverMails();
    });

    it('NewEmail allows 5 attempts per user and hour, then a German 429 even with the right password', async () => {
      await inOneWindow(60 * 60_000);
      const userId = await confirmedUser(h, 'umzug@example.org');
      const c = new Client(h.app, '10.0.2.6');
      expect((await c.login('umzug@example.org', PASSWORD)).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) {
        const probe = await c.request('POST', `/api/Account/NewEmail/${userId}`, {
          body: { newEmail: `probe${i}@example.org`, password: 'Falsch#2026x' },
        });
        expect(probe.statusCode).toBe(400);
      }
      const limited = await c.request('POST', `/api/Account/NewEmail/${userId}`, {
        body: { newEmail: 'admin@example.org', password: PASSWORD },
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(
        'Zu viele Versuche, die E-Mail-Adresse zu ändern. Bitte versuchen Sie es später erneut.',
      );
      expect(await h.deliverMails()).toHaveLength(0);
    });
  });

  describe('sign-in lockout with a known browser (finding 10)', () => {
    it('lets the owner in from a browser that signed in before, refuses everyone else, and tells the owner once', async () => {
      const ownerId = await confirmedUser(h, 'eigentuemer@example.org');
      const owner = new Client(h.app, '10.0.3.1');
      const first = await owner.login('eigentuemer@example.org', PASSWORD);
      expect(first.statusCode).toBe(200);
      const deviceCookie = first.cookies.find((c) => c.name === 'lap_device');
      expect(deviceCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(deviceCookie?.value).toContain(ownerId);
      expect(new Date(deviceCookie?.expires ?? 0).getTime()).toBeGreaterThan(Date.now() + 300 * 24 * 60 * 60 * 1000);

      // Someone else has a browser known for their own account only.
      await confirmedUser(h, 'angreifer@example.org');
      const attacker = new Client(h.app, '10.0.3.2');
      expect((await attacker.login('angreifer@example.org', PASSWORD)).statusCode).toBe(200);
      await h.deliverMails();

      for (let i = 0; i < 5; i++)
        expect((await attacker.login('eigentuemer@example.org', `Falsch#${i}xxxx`)).statusCode).toBe(400);
      const refused = await attacker.login('eigentuemer@example.org', PASSWORD);
      expect([refused.statusCode, refused.json().message]).toEqual([429, LOGIN_LIMIT]);
      // A new browser, even from the owner's own IP, with the right password.
      expect((await new Client(h.app, '10.0.3.1').login('eigentuemer@example.org', PASSWORD)).statusCode).toBe(429);

      // The owner's browser: a wrong password is still refused, the right one lets them in.
      const wrong = await owner.login('eigentuemer@example.org', 'Falsch#2026x');
      expect([wrong.statusCode, wrong.json().message]).toEqual([429, LOGIN_LIMIT]);
      const ok = await owner.login('eigentuemer@example.org', PASSWORD);
      expect(ok.json()).toEqual({ userId: ownerId, roles: 'Antragsteller' });
      // ... and the address stays locked for the others.
      expect((await attacker.login('eigentuemer@example.org', PASSWORD)).statusCode).toBe(429);

      const mails = await h.deliverMails();
      expect(mails.map(recipient)).toEqual(['eigentuemer@example.org']);
      expect(mails[0]?.mail.subject).toBe('Anmeldeversuche mit falschem Passwort');
      expect(mails[0]?.mail.text).toContain('vorübergehend für neue Geräte gesperrt');
      expect(mails[0]?.mail.text).toContain('Wenn Sie das nicht waren, ändern Sie bitte Ihr Passwort.');
      expect(mails[0]?.mail.text).toContain('https://portal.test/leitungsauskunftportal/forgotpassword');

      for (let i = 0; i < 3; i++) await attacker.login('eigentuemer@example.org', `Falsch#${i}yyyy`);
      expect(await h.deliverMails()).toHaveLength(0);
    });

    it('a made-up device cookie naming the owner is refused (its signature is checked)', async () => {
      const ownerId = await confirmedUser(h, 'gefaelscht@example.org');
      const attacker = new Client(h.app, '10.0.3.4');
      for (let i = 0; i < 5; i++) await attacker.login('gefaelscht@example.org', `Falsch#${i}xxxx`);
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/Account/Login',
        remoteAddress: '10.0.3.4',
        cookies: {
          'XSRF-TOKEN': attacker.cookie('XSRF-TOKEN') ?? '',
          lap_device: `${ownerId}~${Date.now()}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
        },
        headers: { 'x-xsrf-token': attacker.cookie('XSRF-TOKEN') ?? '' },
        payload: { email: 'gefaelscht@example.org', password: PASSWORD },
      });
      expect([res.statusCode, res.json().message]).toEqual([429, LOGIN_LIMIT]);
      expect((await h.deliverMails()).map(recipient)).toEqual(['gefaelscht@example.org']);
    });

    it('an unknown address is locked the same way and nobody gets a mail', async () => {
      const c = new Client(h.app, '10.0.3.5');
      const answers = [];
      for (let i = 0; i < 6; i++)
        answers.push((await c.login('niemand.hier@example.org', `Falsch#${i}xxxx`)).statusCode);
      expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
      expect(await h.deliverMails()).toHaveLength(0);
    });
  });
});
