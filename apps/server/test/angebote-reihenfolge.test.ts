// Issue 42 (9): new requests no longer sink to the bottom of /angebote. The default order (offer date, newest first)
// puts the requests without an offer yet first, the newest request first among them; then the offers, newest first.
// Ascending, they come last. Over HTTP against a real database, among the demo offers.
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@lap/db/testing';
import { Client, useHarness } from './harness.js';
import { sentAntrag } from './support/scenario.js';

interface Zeile {
  id: string;
  angebotAm: string | null;
  antragVersand: string | null;
}

describe.each(testDatabases())('/angebote order on $name', (database) => {
  const h = useHarness(database, { PUBLIC_URL: 'https://portal.test' });
  let sb: Client;
  let kunde: Client;
  const neue: string[] = [];

  const seite = async (query = ''): Promise<Zeile[]> => {
    const res = await sb.request('GET', `/api/Angebot/GetAngebote?pageSize=100${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().rows as Zeile[];
  };
  const ms = (d: string | null): number => (d ? new Date(d).getTime() : Number.NaN);

  beforeAll(async () => {
    sb = new Client(h.app);
    await sb.login('sb@example.org');
    kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    // two fresh requests, one after the other: neither has an offer
    for (const vorhaben of ['Neu 1: Hausanschluss', 'Neu 2: Glasfaser']) {
      neue.push(await sentAntrag(kunde, { over: { vorhaben } }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('shows the requests without an offer first, newest request first, then the offers by date (the default)', async () => {
    const rows = await seite();
    const ohne = rows.filter((r) => r.angebotAm === null);
    const mit = rows.filter((r) => r.angebotAm !== null);
    expect(mit.length).toBeGreaterThan(0);
    // every row without an offer comes before every offer
    expect(rows.slice(0, ohne.length).every((r) => r.angebotAm === null)).toBe(true);
    // the newest request on top
    expect(rows[0]?.id).toBe(neue[1]);
    expect(ohne.map((r) => r.id).indexOf(neue[0] ?? '')).toBe(1);
    for (let i = 1; i < ohne.length; i++)
      expect(ms(ohne[i - 1]?.antragVersand ?? null)).toBeGreaterThanOrEqual(ms(ohne[i]?.antragVersand ?? null));
    for (let i = 1; i < mit.length; i++)
      expect(ms(mit[i - 1]?.angebotAm ?? null)).toBeGreaterThanOrEqual(ms(mit[i]?.angebotAm ?? null));
    // the same when the grid sends its default sort explicitly
    const explicit = await seite(
      `&sortingDto=${encodeURIComponent(JSON.stringify([{ field: 'angebotAm', direction: 'desc' }]))}`,
    );
    expect(explicit.map((r) => r.id)).toEqual(rows.map((r) => r.id));
  });

  it('puts them last when sorted by offer date ascending, oldest offer first', async () => {
    const rows = await seite(
      `&sortingDto=${encodeURIComponent(JSON.stringify([{ field: 'angebotAm', direction: 'asc' }]))}`,
    );
    const firstNull = rows.findIndex((r) => r.angebotAm === null);
    expect(firstNull).toBeGreaterThan(0);
    expect(rows.slice(firstNull).every((r) => r.angebotAm === null)).toBe(true);
    expect(rows.at(-1)?.id).toBe(neue[1]);
    const mit = rows.slice(0, firstNull);
    for (let i = 1; i < mit.length; i++)
      expect(ms(mit[i - 1]?.angebotAm ?? null)).toBeLessThanOrEqual(ms(mit[i]?.angebotAm ?? null));
  });

  it('keeps the order across pages (the tie-break is stable)', async () => {
    const all = (await seite()).map((r) => r.id);
    const paged: string[] = [];
    for (let page = 1; paged.length < all.length; page++) {
      const res = await sb.request('GET', `/api/Angebot/GetAngebote?pageSize=10&page=${page}`);
      const ids = (res.json().rows as Zeile[]).map((r) => r.id);
      if (ids.length === 0) break;
      paged.push(...ids);
    }
    expect(paged).toEqual(all);
  });
});
