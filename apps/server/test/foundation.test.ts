import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '@lap/db/testing';
import { Session } from '@lap/db';
import { Client, useHarness, WEB_CHUNK } from './harness.js';

describe.each(testDatabases())('HTTP host on $name', (database) => {
  const h = useHarness(database);

  it('/healthz checks the database', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: h.db.driver });
  });

  it('/ redirects to the start page of the SPA', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/leitungsauskunftportal/');
  });

  it('serves the SPA with history fallback, but a missing asset is a 404', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/leitungsauskunftportal/antraege/123' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    const asset = await h.app.inject({ method: 'GET', url: '/leitungsauskunftportal/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    const missing = await h.app.inject({ method: 'GET', url: '/leitungsauskunftportal/assets/nope.js' });
    expect(missing.statusCode).toBe(404);
  });

  it("sends the build's precompressed .br/.gz of a script as they are, and compresses one without them per request", async () => {
    const get = (file: string, acceptEncoding: string) =>
      h.app.inject({
        method: 'GET',
        url: `/leitungsauskunftportal/assets/${file}`,
        headers: { 'accept-encoding': acceptEncoding },
      });
    const stored = (name: string) => readFileSync(join(h.webDistDir, 'assets', name));
    for (const [accept, encoding, file] of [
      ['gzip, deflate, br, zstd', 'br', 'chunk.js.br'],
      ['gzip', 'gzip', 'chunk.js.gz'],
    ] as const) {
      const res = await get('chunk.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['vary']).toContain('accept-encoding');
      expect(Buffer.compare(res.rawPayload, stored(file))).toBe(0);
    }
    const plain = await get('chunk.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(WEB_CHUNK);
    const loose = await get('loose.js', 'br');
    expect(loose.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(loose.rawPayload).toString()).toBe(WEB_CHUNK);
  });

  it('an unknown /api path is a JSON 404 in German', async () => {
    const res = await new Client(h.app).request('GET', '/api/Gibt/EsNicht');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Diese Schnittstelle ist nicht vorhanden.', errors: [] });
  });

  it('every response sets an XSRF-TOKEN cookie when missing, readable by scripts', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/healthz' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{20,}\.[\w-]{40,}$/); // nonce.HMAC(session)
    expect(cookie?.httpOnly).toBeFalsy();
    const again = await h.app.inject({
      method: 'GET',
      url: '/healthz',
      cookies: { 'XSRF-TOKEN': cookie?.value ?? '' },
    });
    expect(again.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  describe('anti-forgery', () => {
    it('refuses a POST without the header (REST) with 403 and changes nothing', async () => {
      const c = new Client(h.app);
      const res = await c.request('POST', '/api/Account/Login', {
        body: { email: 'admin@example.org', password: 'Portal#2026' },
        xsrf: false,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'Sicherheitsprüfung fehlgeschlagen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
      );
      expect(res.cookies.find((x) => x.name === 'lap_session')).toBeUndefined();
    });
    it('refuses a header that differs from the cookie', async () => {
      const res = await new Client(h.app).request('POST', '/api/Account/Login', {
        body: { email: 'admin@example.org', password: 'Portal#2026' },
        xsrf: 'forged-value-forged-value',
      });
      expect(res.statusCode).toBe(403);
    });
    it('refuses a tRPC mutation without the header', async () => {
      const res = await new Client(h.app).request('POST', '/trpc/account.login', {
        body: { email: 'admin@example.org', password: 'Portal#2026' },
        xsrf: false,
      });
      expect(res.statusCode).toBe(403);
    });
  });

  it('master data carries an ETag and answers 304 when it did not change; other answers stay uncached', async () => {
    const c = new Client(h.app);
    await c.login('sb@example.org');
    const first = await c.request('GET', '/api/Stammdaten/GetNetzarten');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{20,}"$/);
    expect(first.headers['cache-control']).toBe('private, max-age=60, must-revalidate');
    const again = await c.request('GET', '/api/Stammdaten/GetNetzarten', { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const trpc = await c.request('GET', '/trpc/stammdaten.netzarten,karte.config?batch=1&input=%7B%7D');
    expect(trpc.statusCode).toBe(200);
    expect(trpc.headers, trpc.body.slice(0, 200)).toHaveProperty('etag');
    const mixed = await c.request('GET', '/trpc/stammdaten.netzarten,account.me?batch=1&input=%7B%7D');
    expect(mixed.headers.etag).toBeUndefined();
    expect(mixed.headers['cache-control']).toBe('private, no-store');
    const anonymous = await h.app.inject({ method: 'GET', url: '/api/Stammdaten/GetNetzarten' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('private, no-store');
  });

  describe('sign-in', () => {
    it.each([
      ['admin@example.org', 'Administration'],
      ['sb@example.org', 'SbBereich'],
      ['kunde@example.org', 'Antragsteller'],
    ])('%s signs in and gets {userId, roles}', async (email, roles) => {
      const c = new Client(h.app);
      const res = await c.login(email);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({ userId: expect.stringMatching(/^[0-9a-f-]{36}$/), roles });
      const session = res.cookies.find((x) => x.name === 'lap_session');
      expect(session?.httpOnly).toBe(true);
      expect(session?.sameSite).toBe('Lax');
      const me = await c.request('GET', '/trpc/account.me');
      expect(me.json().result.data).toMatchObject({ userId: body.userId, email, roles: [roles] });
    });

    it('accepts the address case-insensitively', async () => {
      const res = await new Client(h.app).login('ADMIN@Example.org');
      expect(res.statusCode).toBe(200);
    });

    it('a wrong password gets 400 and a German message, no session', async () => {
      const res = await new Client(h.app).login('admin@example.org', 'Falsch#2026');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'E-Mail-Adresse oder Passwort ist falsch.', errors: [] });
      expect(res.cookies.find((x) => x.name === 'lap_session')).toBeUndefined();
    });

    it('an unknown address gets the same answer', async () => {
      const res = await new Client(h.app).login('niemand@example.org', 'Portal#2026');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    });

    it('bad input is a 400 with field errors in German', async () => {
      const res = await new Client(h.app).request('POST', '/api/Account/Login', {
        body: { email: 'kein-mail', password: 'kurz' },
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.errors).toEqual(
        expect.arrayContaining([
          { field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
          { field: 'password', message: 'Das Passwort muss mindestens 8 Zeichen lang sein.' },
        ]),
      );
    });

    it('rotates the session at login: the earlier session no longer works', async () => {
      const c = new Client(h.app);
      await c.login('sb@example.org');
      const first = c.cookie('lap_session');
      await c.login('sb@example.org');
      const second = c.cookie('lap_session');
      expect(second).toBeDefined();
      expect(second).not.toBe(first);
      const stale = await h.app.inject({
        method: 'GET',
        url: '/api/Stammdaten/GetNetzarten',
        cookies: { lap_session: first ?? '' },
      });
      expect(stale.statusCode).toBe(401);
    });

    it('logout revokes the session and returns a safe returnUrl', async () => {
      const c = new Client(h.app);
      await c.login('kunde@example.org');
      const token = c.cookie('lap_session');
      const out = await c.request('POST', '/api/Account/Logout', { body: { returnUrl: '/login' } });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ returnUrl: '/login' });
      const after = await h.app.inject({
        method: 'GET',
        url: '/api/Stammdaten/GetNetzarten',
        cookies: { lap_session: token ?? '' },
      });
      expect(after.statusCode).toBe(401);
      const evil = await c.request('POST', '/api/Account/Logout', { body: { returnUrl: 'https://evil.example' } });
      expect(evil.json()).toEqual({ returnUrl: '/' });
    });

    it('slides a session idle for more than five minutes, leaves a fresh one alone, refuses an expired one', async () => {
      const c = new Client(h.app);
      const login = await c.login('sb@example.org');
      const userId = login.json().userId as string;
      const em = () => h.db.em.fork();
      const row = async () => {
        const [s] = await em().find(
          Session,
          { user: userId, revokedAt: null },
          { orderBy: { createdAt: 'desc' }, limit: 1 },
        );
        if (!s) throw new Error('no session');
        return s;
      };
      const fresh = await row();
      expect((await c.request('GET', '/trpc/account.me')).statusCode).toBe(200);
      expect((await row()).lastSeenAt.getTime()).toBe(fresh.lastSeenAt.getTime());

      const idleSince = new Date(Date.now() - 6 * 60_000);
      await em().nativeUpdate(
        Session,
        { id: fresh.id },
        { lastSeenAt: idleSince, expiresAt: new Date(Date.now() + 60_000) },
      );
      const me = await c.request('GET', '/trpc/account.me');
      expect(me.json().result.data).toMatchObject({ userId, roles: ['SbBereich'] });
      const slid = await row();
      expect(slid.lastSeenAt.getTime()).toBeGreaterThan(idleSince.getTime());
      expect(slid.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11 * 60 * 60_000);

      await em().nativeUpdate(Session, { id: fresh.id }, { expiresAt: new Date(Date.now() - 1000) });
      expect((await c.request('GET', '/api/Stammdaten/GetNetzarten')).statusCode).toBe(401);
    });

    it('a tampered session cookie is ignored', async () => {
      const res = await h.app.inject({
        method: 'GET',
        url: '/api/Stammdaten/GetNetzarten',
        cookies: { lap_session: 'abc.def' },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('roles', () => {
    it('anonymous calls to protected procedures are 401 with a German message', async () => {
      const res = await new Client(h.app).request('GET', '/api/Stammdaten/GetNetzarten');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Bitte melden Sie sich an.');
      const trpc = await new Client(h.app).request('GET', '/trpc/stammdaten.netzarten');
      expect(trpc.statusCode).toBe(401);
    });

    it('the wrong role gets 403 with a German message', async () => {
      const c = new Client(h.app);
      await c.login('kunde@example.org');
      const res = await c.request('GET', '/api/Stammdaten/GetAllNetzarten');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Sie haben keine Berechtigung für diese Aktion.', errors: [] });
      const trpc = await c.request('GET', '/trpc/stammdaten.allNetzarten');
      expect(trpc.statusCode).toBe(403);
      expect(trpc.json().error.message).toBe('Sie haben keine Berechtigung für diese Aktion.');
    });

    it('the selection list excludes Netzart 20; staff see all of them', async () => {
      const kunde = new Client(h.app);
      await kunde.login('kunde@example.org');
      const list = (await kunde.request('GET', '/api/Stammdaten/GetNetzarten')).json() as Array<{ id: number }>;
      expect(list.length).toBeGreaterThan(5);
      expect(list.map((n) => n.id)).not.toContain(20);
      expect(Object.keys(list[0] ?? {}).sort()).toEqual(['beschreibung', 'id', 'name', 'sparte']);
      const sb = new Client(h.app);
      await sb.login('sb@example.org');
      const all = (await sb.request('GET', '/api/Stammdaten/GetAllNetzarten')).json() as Array<{ id: number }>;
      expect(all.map((n) => n.id)).toContain(20);
      expect(all.length).toBe(list.length + 1);
    });
  });

  it('logs carry no passwords, e-mail addresses, cookies or tokens', async () => {
    const c = new Client(h.app);
    await c.login('admin@example.org');
    await c.request('POST', '/api/Account/Login', { body: { email: 'admin@example.org', password: 'Geheim#Falsch1' } });
    await c.request('GET', '/api/Stammdaten/GetAllNetzarten?email=admin@example.org');
    const text = h.logs.join('');
    expect(text).toContain('"statusCode"');
    for (const secret of [
      'Portal#2026',
      'Geheim#Falsch1',
      'admin@example.org',
      c.cookie('lap_session') ?? '§',
      c.cookie('XSRF-TOKEN') ?? '§',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
