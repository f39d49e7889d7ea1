// The case worker's desk over HTTP on a real database (spec 001 §2 Dashboard, §3 Dashboard notification, §6 badges, §7
// GetNewMessagesForSb): 'new' is per case worker — what arrived after that worker last opened the page — and the
// infrastructure app's indicator asks INFRA_APP_HEALTH_URL.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, roles, User } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { Client, useHarness } from './harness.js';
import { sentAntrag } from './support/scenario.js';

// a stand-in for the infrastructure app: /ok answers 200, anything else 503
let health: Server;
let healthBase = '';
beforeAll(async () => {
  health = createServer((req, res) => {
    res.statusCode = req.url === '/ok' ? 200 : 503;
    res.end();
  });
  await new Promise<void>((resolve) => health.listen(0, '127.0.0.1', resolve));
  healthBase = `http://127.0.0.1:${(health.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => health.close(() => resolve())));

type Karte = { seite: string; titel: string; pfad: string; neu: number; offen: number };
const trpc = (c: Client, path: string, input?: unknown) =>
  c.request('GET', `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`);

describe.each(testDatabases())('dashboard and notifications on $name', (database) => {
  const h = useHarness(database, () => ({ INFRA_APP_HEALTH_URL: `${healthBase}/ok` }));
  let sb: Client;
  let sb2: Client;
  let kunde: Client;

  const karten = async (c: Client) => (await trpc(c, 'dashboard.karten')).json().result.data.karten as Karte[];
  const badges = async (c: Client) => {
    const res = await c.request('GET', '/api/Notification/GetNewMessagesForSb');
    expect(res.statusCode, res.body).toBe(200);
    return Object.fromEntries(
      (res.json() as Array<{ pageName: string; notiNumber: number }>).map((n) => [n.pageName, n.notiNumber]),
    );
  };

  beforeAll(async () => {
    sb = new Client(h.app);
    await sb.login('sb@example.org');
    kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    const em = h.db.em.fork();
    em.create(User, {
      email: 'sb2@example.org',
      passwordHash: await hashPassword('Zweite#2026'),
      vorname: 'Zora',
      name: 'Zweitbearbeiterin',
      emailConfirmed: true,
      roles: await roles.findByNames(em, ['SbBereich']),
    });
    await em.flush();
    sb2 = new Client(h.app);
    await sb2.login('sb2@example.org', 'Zweite#2026');
  });

  it('shows the five cards in the spec order with their pages', async () => {
    const k = await karten(sb);
    expect(k.map((x) => [x.seite, x.titel, x.pfad])).toEqual([
      ['Angebote', 'Angebote', '/angebote'],
      ['Vorkasse', 'Vorkasse', '/vorkasselist'],
      ['Auftraege', 'Aufträge', '/auftraege'],
      ['Rechnung', 'Rechnungen', '/rechnungen'],
      ['Wiedervorlagen', 'Wiedervorlagen', '/wiedervorlagen'],
    ]);
    for (const x of k) expect(x.neu).toBeLessThanOrEqual(x.offen);
  });

  it('a request sent now is new to every case worker until that worker opens /angebote', async () => {
    await trpc(sb, 'dashboard.karten');
    expect((await sb.request('POST', '/trpc/dashboard.gesehen', { body: { seite: 'Angebote' } })).statusCode).toBe(200);
    expect((await sb2.request('POST', '/trpc/dashboard.gesehen', { body: { seite: 'Angebote' } })).statusCode).toBe(
      200,
    );
    expect((await badges(sb)).Angebote).toBeUndefined();
    const offenVorher = (await karten(sb)).find((x) => x.seite === 'Angebote')?.offen ?? 0;

    const antragId = await sentAntrag(kunde);
    expect((await badges(sb)).Angebote).toBe(1);
    expect((await badges(sb2)).Angebote).toBe(1);
    const karte = (await karten(sb)).find((x) => x.seite === 'Angebote');
    expect(karte).toMatchObject({ neu: 1, offen: offenVorher + 1 });
    // the side list ('>>') names it first, 10 per page
    const liste = (await trpc(sb, 'dashboard.liste', { seite: 'Angebote', page: 1 })).json().result.data as {
      rows: Array<{ id: string; pfad: string }>;
      pageSize: number;
      total: number;
    };
    expect(liste.pageSize).toBe(10);
    expect(liste.rows[0]).toMatchObject({ id: antragId, pfad: `/angebot/${antragId}` });
    expect(liste.total).toBe(offenVorher + 1);

    // sb opens /angebote: no longer new to sb, still new to sb2
    await sb.request('POST', '/trpc/dashboard.gesehen', { body: { seite: 'Angebote' } });
    expect((await badges(sb)).Angebote).toBeUndefined();
    expect((await badges(sb2)).Angebote).toBe(1);
  });

  it('refuses bad pages in German and keeps customers and administrators out', async () => {
    const bad = await sb.request('POST', '/trpc/dashboard.gesehen', { body: { seite: 'Nirgendwo' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toMatch(/Invalid|Expected/);
    const admin = new Client(h.app);
    await admin.login('admin@example.org');
    for (const c of [kunde, admin]) {
      expect((await c.request('GET', '/api/Notification/GetNewMessagesForSb')).statusCode).toBe(403);
      expect((await trpc(c, 'dashboard.karten')).statusCode).toBe(403);
    }
  });

  it('the infrastructure app indicator asks the health address', async () => {
    expect((await trpc(sb, 'dashboard.infraApp')).json().result.data).toEqual({ online: true, konfiguriert: true });
  });
});

describe.each(testDatabases().slice(0, 1))('the infrastructure app indicator when it fails, on $name', (database) => {
  const h = useHarness(database, () => ({ INFRA_APP_HEALTH_URL: `${healthBase}/kaputt` }));
  it('answers Offline for an error status, without an error to the user', async () => {
    const sb = new Client(h.app);
    await sb.login('sb@example.org');
    expect((await trpc(sb, 'dashboard.infraApp')).json().result.data).toEqual({ online: false, konfiguriert: true });
  });
});
