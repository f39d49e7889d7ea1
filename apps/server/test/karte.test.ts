import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { germanToday, addDays } from '@lap/domain';
import { testDatabases } from '@lap/db/testing';
import { Client, otherApplicant, useHarness } from './harness.js';

/**
 * A Nominatim-compatible geocoder on a local port: answers like the real service (display_name, lat, lon as
 * strings), including one hit outside Germany, and records what it was asked.
 */
interface Asked {
  q: string | null;
  countrycodes: string | null;
  format: string | null;
  limit: string | null;
  userAgent: string | undefined;
}
const asked: Asked[] = [];
let geocoder: Server;
let geocoderUrl = '';

beforeAll(async () => {
  geocoder = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const p = url.searchParams;
    asked.push({
      q: p.get('q'),
      countrycodes: p.get('countrycodes'),
      format: p.get('format'),
      limit: p.get('limit'),
      userAgent: req.headers['user-agent'],
    });
    if (p.get('q') === 'kaputt') {
      res.writeHead(502).end('bad gateway');
      return;
    }
    const hits = p.get('q')?.includes('Lessingstraße')
      ? [{ display_name: 'Lessingstraße 7, 01587 Riesa, Sachsen, Deutschland', lat: '51.3051', lon: '13.2920' }]
      : p.get('q') === 'Nirgendwo'
        ? []
        : [
            { display_name: 'Riesa, Landkreis Meißen, Sachsen, Deutschland', lat: '51.3077', lon: '13.2938' },
            { display_name: 'Riesa, Wien, Österreich', lat: '48.2082', lon: '16.3738' },
            { display_name: 'Riesaer Straße, Dresden, Sachsen, Deutschland', lat: '51.0700', lon: '13.7800' },
          ];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(hits));
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  geocoderUrl = `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}/search`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => geocoder.close(() => resolve()));
});

const today = germanToday();
const sqlite = testDatabases().find((d) => d.name === 'sqlite') ?? {
  name: 'sqlite' as const,
  open: () => {
    throw new Error('sqlite not selected');
  },
};
const antragBody = {
  vorgangsart: 1,
  vorhaben: 'Hausanschluss Wasser',
  projektangaben: 'Graben 1 m',
  strasse: 'Lessingstraße',
  hausnummer: '7',
  plz: '01587',
  ort: 'Riesa',
  bautiefe: '1 m',
  baustart: addDays(today, 30),
  bauende: addDays(today, 90),
  anerkennungAgb: true,
  betreiber: [1],
  identischMitAntragsteller: true,
  bauausfuehrenderUnbekannt: true,
  personen: [
    {
      personTyp: 1,
      firma: '',
      vorname: 'Klara',
      name: 'Kunde',
      strasse: 'Hauptstraße',
      hausnummer: '42',
      plz: '01587',
      ort: 'Riesa',
      telefon: '03525 123456',
      email: 'kunde@example.org',
    },
  ],
};

describe('map configuration', () => {
  const h = useHarness(sqlite, {
    MAP_TILE_URL: 'http://tiles.intern.test:8080/{z}/{x}/{y}.png',
    ALTPROJEKTE_URL: 'https://alt.example.org/projekte',
  });

  it('tells every visitor, signed in or not, the tile server and the old-projects link', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/trpc/karte.config' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toEqual({
      tileUrl: 'http://tiles.intern.test:8080/{z}/{x}/{y}.png',
      tileAttribution: '© OpenStreetMap-Mitwirkende',
      ortssuche: true,
      altprojekteUrl: 'https://alt.example.org/projekte',
    });
  });

  it('allows a plain-http tile server in the content security policy', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/healthz' });
    expect(String(res.headers['content-security-policy'])).toContain('http://tiles.intern.test:8080');
  });
});

describe.each(testDatabases())('place search on $name', (database) => {
  const h = useHarness(database, { GEOCODER_URL: 'http://127.0.0.1:1/search' });
  let kunde: Client;

  beforeAll(async () => {
    kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
  });

  it('answers from the municipality list when the geocoder cannot be reached', async () => {
    const res = await kunde.request(
      'GET',
      `/trpc/karte.suche?input=${encodeURIComponent(JSON.stringify({ q: 'Riesa' }))}`,
    );
    expect(res.statusCode).toBe(200);
    const hits = res.json().result.data as Array<{ label: string; lat: number; lng: number }>;
    expect(hits[0]?.label).toBe('Riesa');
    expect(hits[0]?.lat).toBeGreaterThan(51.2);
    expect(hits[0]?.lat).toBeLessThan(51.4);
    expect(hits[0]?.lng).toBeGreaterThan(13.1);
    expect(hits[0]?.lng).toBeLessThan(13.4);
    expect(hits.length).toBeLessThanOrEqual(5);
  });

  it('answers an empty list when nothing matches, and refuses signed-out callers and too short queries', async () => {
    const none = await kunde.request(
      'GET',
      `/trpc/karte.suche?input=${encodeURIComponent(JSON.stringify({ q: 'Xyzzyplatz' }))}`,
    );
    expect(none.json().result.data).toEqual([]);
    const anonymous = await h.app.inject({
      method: 'GET',
      url: `/trpc/karte.suche?input=${encodeURIComponent(JSON.stringify({ q: 'Riesa' }))}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const short = await kunde.request(
      'GET',
      `/trpc/karte.suche?input=${encodeURIComponent(JSON.stringify({ q: 'R' }))}`,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Bitte mindestens 2 Zeichen eingeben.');
  });
});

describe('place search through a geocoder', () => {
  const h = useHarness(sqlite, () => ({ GEOCODER_URL: geocoderUrl }));
  let kunde: Client;
  let sb: Client;
  let other: Client;

  beforeAll(async () => {
    kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    sb = new Client(h.app);
    await sb.login('sb@example.org');
    other = await otherApplicant(h, 'andere@example.org');
  });

  const search = (q: string) =>
    kunde.request('GET', `/trpc/karte.suche?input=${encodeURIComponent(JSON.stringify({ q }))}`);

  it('asks with country de, format json, limit 5 and drops results outside Germany', async () => {
    asked.length = 0;
    const res = await search('Riesa');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toEqual([
      { label: 'Riesa, Landkreis Meißen, Sachsen, Deutschland', lat: 51.3077, lng: 13.2938 },
      { label: 'Riesaer Straße, Dresden, Sachsen, Deutschland', lat: 51.07, lng: 13.78 },
    ]);
    expect(asked).toEqual([
      {
        q: 'Riesa',
        countrycodes: 'de',
        format: 'json',
        limit: '5',
        userAgent: 'Leitungsauskunftportal (https://portal.test)',
      },
    ]);
  });

  it('passes an empty answer on, and falls back to the municipality list when the geocoder fails', async () => {
    expect((await search('Nirgendwo')).json().result.data).toEqual([]);
    const failed = await search('kaputt');
    expect(failed.statusCode).toBe(200);
    expect(failed.json().result.data).toEqual([]);
  });

  it('finds the request address (AntragOrtSucheById) for owner and staff, 404 for others', async () => {
    const saved = await kunde.request('POST', '/api/Antrag/PostAntrag', { body: antragBody });
    expect(saved.statusCode).toBe(200);
    const id = saved.json().antrag_id as string;
    asked.length = 0;
    const own = await kunde.request('GET', `/api/Antrag/AntragOrtSucheById/${id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      label: 'Lessingstraße 7, 01587 Riesa, Sachsen, Deutschland',
      lat: 51.3051,
      lng: 13.292,
      zoom: 16,
    });
    expect(asked[0]?.q).toBe('Lessingstraße 7, 01587 Riesa');
    expect((await sb.request('GET', `/api/Antrag/AntragOrtSucheById/${id}`)).statusCode).toBe(200);
    expect((await other.request('GET', `/api/Antrag/AntragOrtSucheById/${id}`)).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: `/api/Antrag/AntragOrtSucheById/${id}` })).statusCode).toBe(401);
  });
});

describe.each(testDatabases())('AntragOrtSucheById without a geocoder on $name', (database) => {
  const h = useHarness(database);

  it('places the request by its municipality', async () => {
    const kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    const id = (await kunde.request('POST', '/api/Antrag/PostAntrag', { body: antragBody })).json().antrag_id as string;
    const res = await kunde.request('GET', `/api/Antrag/AntragOrtSucheById/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ label: 'Riesa', zoom: 16 });
  });
});
