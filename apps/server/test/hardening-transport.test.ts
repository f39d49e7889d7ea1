// Regression tests for the outside security review (issue 11): transport-level findings 1, 3, 5, 6, 7, 8,
// 11, 12, 13, 14 and 17. Each `it` names its finding.
import { createServer } from 'node:net';
import { connect } from 'node:net';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from '@lap/api';
import { Antrag, users } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { tileOrigins } from '../src/app.js';
import { parseEnv } from '../src/env.js';
import { Client, multipart, startHarness, type Harness } from './harness.js';

/** English words that framework and zod defaults use; none may reach a user. */
const ENGLISH =
  /\b(invalid|expected|received|required|procedure|unexpected|position|body|cannot|must|not found|method|unsupported|too large|media type|string|undefined)\b/i;

/** Every text of an error answer a user may read (REST `{message, errors}` or tRPC `{error: {message, data.errors}}`). */
function messagesOf(body: string): string {
  const json = JSON.parse(body) as {
    message?: string;
    errors?: { message: string }[];
    error?: { message: string; data?: { errors?: { message: string }[] } };
  };
  const errors = json.errors ?? json.error?.data?.errors ?? [];
  return [json.message ?? json.error?.message ?? '', ...errors.map((e) => e.message)].join(' | ');
}

describe.each(testDatabases())('transport hardening on $name', (database) => {
  let h: Harness;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await database.open();
    drop = db.drop;
    h = await startHarness(db, { UPLOAD_IDLE_TIMEOUT: '1' }, { mailViewer: true });
  });
  afterAll(async () => {
    await h.close();
    await drop();
  });

  it('1: the development mail viewer is for signed-in administrators only', async () => {
    const anonymous = new Client(h.app);
    const anon = await anonymous.request('GET', '/_dev/mails');
    expect(anon.statusCode).toBe(401);
    expect(anon.body).not.toContain('<table');
    expect((await anonymous.request('GET', '/_dev/mails/x.eml')).statusCode).toBe(401);
    const kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    expect((await kunde.request('GET', '/_dev/mails')).statusCode).toBe(403);
    const sb = new Client(h.app);
    await sb.login('sb@example.org');
    expect((await sb.request('GET', '/_dev/mails')).statusCode).toBe(403);
    const admin = new Client(h.app);
    await admin.login('admin@example.org');
    const ok = await admin.request('GET', '/_dev/mails');
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('Mail-Eingang');
  });

  it('3: TRUST_PROXY is off by default and takes a hop count or proxy addresses', () => {
    expect(parseEnv({ NODE_ENV: 'test', DATA_DIR: h.filesDir }).trustProxy).toBe(false);
    expect(
      parseEnv({ NODE_ENV: 'test', DATA_DIR: h.filesDir, TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).trustProxy,
    ).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(parseEnv({ NODE_ENV: 'test', DATA_DIR: h.filesDir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => parseEnv({ NODE_ENV: 'test', DATA_DIR: h.filesDir, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('3: spoofed X-Forwarded-For addresses do not escape the per-IP sign-in limit', async () => {
    const c = new Client(h.app);
    await c.request('GET', '/healthz');
    const token = c.cookie('XSRF-TOKEN') ?? '';
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/Account/Login',
        headers: { 'x-forwarded-for': `198.51.100.${i}`, 'x-xsrf-token': token },
        cookies: { 'XSRF-TOKEN': token },
        payload: { email: `spoof${i}@example.org`, password: 'Falsch#2026x' },
        remoteAddress: '192.0.2.77',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses[0]).toBe(400);
    expect(statuses.at(-1)).toBe(429);
  });

  it('5/6: tRPC called with the wrong method or an unknown path answers German 405/404', async () => {
    const c = new Client(h.app);
    const wrong = await c.request('GET', '/trpc/account.login');
    expect(wrong.statusCode).toBe(405);
    expect(messagesOf(wrong.body)).not.toMatch(ENGLISH);
    const wrong2 = await c.request('POST', '/trpc/stammdaten.netzarten', { body: {} });
    expect(wrong2.statusCode).toBe(405);
    const unknown = await c.request('GET', '/trpc/gibtEsNicht.auch');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Der angeforderte Datensatz wurde nicht gefunden.');
  });

  it('5/6: broken JSON, empty JSON, oversized and unknown bodies answer German 4xx, on REST and tRPC', async () => {
    const c = new Client(h.app);
    await c.request('GET', '/healthz');
    const token = c.cookie('XSRF-TOKEN') ?? '';
    const send = (url: string, payload: string | Buffer, contentType: string) =>
      h.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': contentType, 'x-xsrf-token': token },
        cookies: { 'XSRF-TOKEN': token },
      });
    for (const url of ['/api/Account/Login', '/trpc/account.login']) {
      const broken = await send(url, '{"email": "a@b.de",', 'application/json');
      expect(broken.statusCode).toBe(400);
      expect(broken.body).not.toMatch(/FST_|JSON at position|Unexpected/);
      expect(messagesOf(broken.body)).not.toMatch(ENGLISH);
      if (url.startsWith('/api/')) expect(broken.json().message).toBe('Der Inhalt der Anfrage ist kein gültiges JSON.');
      const empty = await send(url, '', 'application/json');
      expect(empty.statusCode).toBe(400);
      expect(messagesOf(empty.body)).not.toMatch(ENGLISH);
      const big = await send(url, JSON.stringify({ email: 'x'.repeat(3 * 1024 * 1024) }), 'application/json');
      expect(big.statusCode).toBe(413);
      expect(big.json().message).toBe('Die Anfrage ist zu groß.');
      const media = await send(url, 'email=a', 'application/x-www-form-urlencoded');
      expect(media.statusCode).toBe(415);
      expect(media.json().message ?? media.json().error?.message).toBe(
        'Das Format der Anfrage wird nicht unterstützt.',
      );
    }
    const badUrl = await h.app.inject({ method: 'GET', url: '/api/Antrag/GetAntragById/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().message).toBe('Die aufgerufene Adresse ist ungültig.');
  });

  it('6: zod speaks German for anything without our own message, on REST and tRPC', async () => {
    const c = new Client(h.app);
    await c.login('sb@example.org');
    const rest = await c.request('PUT', '/api/Angebot/PutEnDisableGemeindeById/abc', { body: { disabled: 'ja' } });
    expect(rest.statusCode).toBe(400);
    expect(messagesOf(rest.body)).not.toMatch(ENGLISH);
    const trpc = await c.request('POST', '/trpc/angebot.addPosition', { body: { antragId: 5, anzahl: 'viele' } });
    expect(trpc.statusCode).toBe(400);
    const text = messagesOf(trpc.body);
    expect(text).not.toMatch(ENGLISH);
    expect(text).toContain('Ungültige Eingabe: ein Text erwartet.');
    expect(text).toContain('Pflichtfeld');
  });

  it('5: a documented REST path with another method answers 405, an unknown one 404', async () => {
    const c = new Client(h.app);
    const wrong = await c.request('DELETE', '/api/Account/Login');
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('POST');
    expect(wrong.json().message).toBe('Diese Schnittstelle unterstützt die verwendete HTTP-Methode nicht.');
    expect((await c.request('GET', '/api/Gibt/EsNicht')).statusCode).toBe(404);
  });

  it('5: malformed multipart bodies answer a German 400 and store nothing', async () => {
    const c = new Client(h.app);
    await c.login('kunde@example.org');
    const before = readdirSync(h.filesDir, { recursive: true }).length;
    const noBoundary = await c.request('POST', '/api/Antrag/PostAntragDatei', {
      raw: { payload: Buffer.from('--x\r\nabc'), contentType: 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    expect(messagesOf(noBoundary.body)).not.toMatch(ENGLISH);
    const { payload, contentType } = multipart(
      { AntragId: '00000000-0000-4000-8000-000000000000' },
      { name: 'plan.pdf', content: Buffer.from('%PDF-1.4 abc') },
    );
    const cut = await c.request('POST', '/api/Antrag/PostAntragDatei', {
      raw: { payload: payload.subarray(0, payload.length - 30), contentType },
    });
    expect(cut.statusCode).toBeGreaterThanOrEqual(400);
    expect(cut.statusCode).toBeLessThan(500);
    expect(messagesOf(cut.body)).not.toMatch(ENGLISH);
    expect(readdirSync(h.filesDir, { recursive: true }).length).toBe(before);
  });

  it('16: lists and exports take filterDto {} / sortingDto {} (and null) as "none"', async () => {
    const admin = new Client(h.app);
    await admin.login('admin@example.org');
    const plain = await admin.request('GET', '/api/Nutzer/GetNutzerList?pageSize=10');
    for (const q of ['filterDto=%7B%7D&sortingDto=%7B%7D', 'filterDto=null&sortingDto=null']) {
      const res = await admin.request('GET', `/api/Nutzer/GetNutzerList?pageSize=10&${q}`);
      expect(res.statusCode, q).toBe(200);
      expect(res.json().rows).toEqual(plain.json().rows);
    }
    const exported = await admin.request('POST', '/api/Export/ExportNutzerExcel', {
      body: { filterDto: {}, sortingDto: {} },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().downloadLink).toMatch(/^\/api\/Export\/Download\//);
    const sb = new Client(h.app);
    await sb.login('sb@example.org');
    expect((await sb.request('GET', '/api/Angebot/GetAngebote?filterDto=%7B%7D&sortingDto=%7B%7D')).statusCode).toBe(
      200,
    );
  });

  it('7: staff read only customers through the offer history and its export', async () => {
    const sb = new Client(h.app);
    await sb.login('sb@example.org');
    const em = h.db.em.fork();
    const admin = await users.findByEmail(em, 'admin@example.org');
    const kunde = await users.findByEmail(em, 'kunde@example.org');
    const forAdmin = await sb.request('GET', `/api/Historien/GetAngebotHistorie/${admin?.id}`);
    expect(forAdmin.statusCode).toBe(403);
    expect(forAdmin.body).not.toContain(admin?.name ?? '§');
    const exportAdmin = await sb.request('POST', `/api/Historien/ConvertHistorieToExcel?uid=${admin?.id}&excelname=x`, {
      body: {},
    });
    expect(exportAdmin.statusCode).toBe(403);
    expect((await sb.request('GET', `/api/Historien/GetAngebotHistorie/${kunde?.id}`)).statusCode).toBe(200);
  });

  it('8: the anti-forgery token is bound to the session and rotated at sign-in', async () => {
    const c = new Client(h.app);
    // Any value planted in cookie and header alike is refused.
    const planted = await h.app.inject({
      method: 'POST',
      url: '/api/Account/Login',
      headers: { 'x-xsrf-token': 'abc.def' },
      cookies: { 'XSRF-TOKEN': 'abc.def' },
      payload: { email: 'kunde@example.org', password: 'Portal#2026' },
    });
    expect(planted.statusCode).toBe(403);
    await c.request('GET', '/healthz');
    const anonymousToken = c.cookie('XSRF-TOKEN');
    expect((await c.login('kunde@example.org')).statusCode).toBe(200);
    const sessionToken = c.cookie('XSRF-TOKEN');
    expect(sessionToken).toBeTruthy();
    expect(sessionToken).not.toBe(anonymousToken);
    // The anonymous token no longer passes for the signed-in session …
    const stale = await c.request('POST', '/api/Account/Logout', { xsrf: anonymousToken ?? '' });
    expect(stale.statusCode).toBe(403);
    // … and a token of another session does not either.
    const other = new Client(h.app);
    await other.login('sb@example.org');
    const foreign = await h.app.inject({
      method: 'POST',
      url: '/api/Account/Logout',
      headers: { 'x-xsrf-token': other.cookie('XSRF-TOKEN') ?? '' },
      cookies: { lap_session: c.cookie('lap_session') ?? '', 'XSRF-TOKEN': other.cookie('XSRF-TOKEN') ?? '' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await c.request('POST', '/api/Account/Logout', { body: {} })).statusCode).toBe(200);
  });

  it('11: a stalled upload is aborted and leaves no partial file', async () => {
    const c = new Client(h.app);
    await c.login('kunde@example.org');
    await c.request('GET', '/healthz');
    const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const token = c.cookie('XSRF-TOKEN') ?? '';
    const session = c.cookie('lap_session') ?? '';
    const draft = await h.db.em
      .fork()
      .findOneOrFail(Antrag, { antragStatus: 1, owner: { email: 'kunde@example.org' } });
    const boundary = 'stall';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="AntragId"\r\n\r\n${draft.id}\r\n--${boundary}\r\nContent-Disposition: form-data; name="FormFile"; filename="plan.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 `;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /api/Antrag/PostAntragDatei HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000\r\nx-xsrf-token: ${token}\r\nCookie: XSRF-TOKEN=${token}; lap_session=${encodeURIComponent(session)}\r\n\r\n${head}${'x'.repeat(2000)}`,
        );
      });
      let data = '';
      socket.on('data', (d) => (data += d.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
      setTimeout(() => socket.destroy(), 10_000);
    });
    // UPLOAD_IDLE_TIMEOUT is 1 s here: the upload is answered 408 and the connection closed.
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('Die Übertragung hat zu lange gedauert und wurde abgebrochen.');
    const parts = readdirSync(h.filesDir, { recursive: true }).filter((f) => String(f).endsWith('.part'));
    expect(parts).toEqual([]);
  }, 30_000);

  it('12: every API answer says private, no-store', async () => {
    const c = new Client(h.app);
    await c.login('kunde@example.org');
    for (const url of ['/api/Antrag/GetAntraege', '/trpc/account.me', '/api/Gibt/EsNicht', '/healthz']) {
      const res = await c.request('GET', url);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('13: the CSP allows our origin and the tile server only', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(name)) ?? '';
    expect(directive('connect-src')).toBe("connect-src 'self' https://tile.openstreetmap.org");
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(tileOrigins('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toEqual(['https://*.tile.example.org']);
    expect(tileOrigins('http://10.0.0.5:8080/tiles/{z}/{x}/{y}.png')).toEqual(['http://10.0.0.5:8080']);
  });

  it('14: the logout returnUrl accepts same-origin paths only', async () => {
    const c = new Client(h.app);
    const cases: Record<string, string> = {
      '/antraege': '/antraege',
      '/angebot/1?x=1#a': '/angebot/1?x=1#a',
      '/\t/evil.example': '/',
      '/ /evil.example': '/',
      '/∕∕evil.example': '/',
      '//evil.example': '/',
      '/\\evil.example': '/',
      'https://evil.example/': '/',
      '/%2F/evil.example': '/%2F/evil.example',
    };
    for (const [input, expected] of Object.entries(cases)) {
      const res = await c.request('POST', '/api/Account/Logout', { body: { returnUrl: input } });
      expect(res.statusCode, input).toBe(200);
      expect(res.json().returnUrl, input).toBe(expected);
    }
  });
});

describe('mail catcher port (finding 17)', () => {
  it('takes a free port when the configured one is busy, and says so', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve()));
    const busy = (blocker.address() as { port: number }).port;
    const catcher = await startMailCatcher({
      dataDir: join(process.env.TMPDIR ?? '/tmp', `lap-catcher-${busy}`),
      port: busy,
    });
    try {
      expect(catcher.fellBack).toBe(true);
      expect(catcher.requestedPort).toBe(busy);
      expect(catcher.port).not.toBe(busy);
      expect(catcher.port).toBeGreaterThan(0);
    } finally {
      await catcher.close();
      blocker.close();
    }
  });
});
