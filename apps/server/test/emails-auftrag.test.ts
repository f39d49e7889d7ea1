// Issue 42 (11): /emails/{auftragId} lists every operator of the order with its channel (E-Mail, Portal,
// Eingabeformular) — none left out without a word — through the list protocol (sort, filter, search), the e-mail ones
// with their job and the subject as the operator reads it. Over HTTP against a real database.
import { beforeAll, describe, expect, it } from 'vitest';
import { Versorger } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { Client, useHarness } from './harness.js';
import { acceptedAuftrag } from './support/scenario.js';

interface Zeile {
  versorgerId: string;
  jobId: string | null;
  versorgerName: string;
  kanal: string;
  empfaenger: string | null;
  betreff: string | null;
  versendet: boolean;
}

describe.each(testDatabases())('/emails/{auftragId} on $name', (database) => {
  const h = useHarness(database, { PUBLIC_URL: 'https://portal.test' });
  let sb: Client;
  let kunde: Client;
  let auftragId: string;

  const liste = async (c: Client, input: Record<string, unknown> = {}) =>
    c.request(
      'GET',
      `/trpc/mailversand.auftragListe?input=${encodeURIComponent(JSON.stringify({ auftragId, ...input }))}`,
    );
  const rows = async (input: Record<string, unknown> = {}): Promise<Zeile[]> => {
    const res = await liste(sb, input);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result.data.rows as Zeile[];
  };

  beforeAll(async () => {
    sb = new Client(h.app);
    await sb.login('sb@example.org');
    kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    ({ auftragId } = await acceptedAuftrag(kunde, sb, { over: { betreiber: [1, 2, 3, 4, 5, 6] } }));
    expect((await sb.request('GET', `/api/Auftraege/GetAktualisiereNetzbetreiberById/${auftragId}`)).statusCode).toBe(
      200,
    );
  });

  it('lists every operator of the order with its channel, the e-mail ones with their job', async () => {
    const all = await h.db.em.fork().find(Versorger, { auftrag: auftragId });
    const kanaele = new Set(all.map((v) => v.abfrageart));
    // the order has operators asked otherwise than by e-mail: they were left out before
    expect([...kanaele].some((k) => k !== 'E-Mail')).toBe(true);
    const list = await rows();
    expect(list.map((r) => r.versorgerId).sort()).toEqual(all.map((v) => v.id).sort());
    for (const r of list) {
      const v = all.find((x) => x.id === r.versorgerId);
      expect(r.kanal).toBe(v?.abfrageart);
      if (r.kanal === 'E-Mail') {
        expect(r.jobId, r.versorgerName).not.toBeNull();
        expect(r.betreff ?? '').not.toMatch(/\{Auto-/);
      } else {
        expect(r.jobId).toBeNull();
        expect(r.betreff).toBeNull();
      }
    }
    // the legacy GetVersorgerByAuftragId keeps its e-mail rows only
    const legacy = (await sb.request('GET', `/api/Mailversand/GetVersorgerByAuftragId/${auftragId}`)).json() as {
      anzahl: number;
    };
    expect(legacy.anzahl).toBe(list.filter((r) => r.kanal === 'E-Mail').length);
  });

  it('sorts, filters by channel and searches on the server', async () => {
    const desc = await rows({ sortingDto: [{ field: 'versorgerName', direction: 'desc' }] });
    const names = desc.map((r) => r.versorgerName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const portal = await rows({ filterDto: [{ field: 'kanal', type: 'set', values: ['Portal'] }] });
    expect(portal.length).toBeGreaterThan(0);
    expect(portal.every((r) => r.kanal === 'Portal')).toBe(true);
    const first = desc[0]?.versorgerName ?? '';
    const found = await rows({ search: first.slice(0, 8) });
    expect(found.map((r) => r.versorgerName)).toContain(first);
  });

  it('is for case workers only', async () => {
    expect((await liste(kunde)).statusCode).toBe(403);
    expect((await liste(new Client(h.app))).statusCode).toBe(401);
    const unknown = await sb.request(
      'GET',
      `/trpc/mailversand.auftragListe?input=${encodeURIComponent(JSON.stringify({ auftragId: '00000000-0000-4000-8000-000000000000' }))}`,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
