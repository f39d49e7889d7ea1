import { beforeAll, describe, expect, it } from 'vitest';
import { geometryPoolMode } from '@lap/api';
import { addDays, germanToday } from '@lap/domain';
import { Antrag } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { Client, useHarness } from './harness.js';

/** An ellipse around Riesa with n points, written closed (n + 1 coordinates), 6 decimals. */
function ellipse(n: number, rx: number, ry: number): Array<[number, number]> {
  const ring = Array.from({ length: n }, (_, i): [number, number] => {
    const a = (2 * Math.PI * i) / n;
    return [Number((13.29 + rx * Math.cos(a)).toFixed(6)), Number((51.3 + ry * Math.sin(a)).toFixed(6))];
  });
  return [...ring, ring[0] as [number, number]];
}
const polygonWkt = (ring: Array<[number, number]>): string =>
  `POLYGON((${ring.map(([x, y]) => `${x} ${y}`).join(', ')}))`;

const today = germanToday();
const antrag = {
  vorgangsart: 1,
  vorhaben: 'Trassenplanung Mittelsachsen',
  projektangaben: 'Leitungstrasse, Tiefe 1,2 m',
  strasse: 'Lessingstraße',
  hausnummer: '7',
  plz: '01587',
  ort: 'Riesa',
  bautiefe: '1,2 m',
  baustart: addDays(today, 30),
  bauende: addDays(today, 90),
  anerkennungAgb: true,
  betreiber: [1],
  sonstigeBetreiber: '',
  identischMitAntragsteller: true,
  bauausfuehrenderUnbekannt: true,
  personen: [
    {
      personTyp: 1,
      firma: 'Kunde Bau GmbH',
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

describe.each(testDatabases())('Geometry check hardening on $name', (database) => {
  const h = useHarness(database);
  let kunde: Client;

  beforeAll(async () => {
    kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
  });

  it('answers a 9,000-point polygon in the geometry worker: crossing refused with the spec message, valid one stored with 6 decimals', async () => {
    const ring = ellipse(9_000, 0.05, 0.03);
    const valid = await kunde.request('POST', '/api/Antrag/PostCheckWktFeatureValid', {
      body: { wkt: polygonWkt(ring) },
    });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({
      valid: true,
      wkt: expect.stringMatching(/^POLYGON\(\(13\.340000 51\.300000, /),
      message: null,
    });
    expect(geometryPoolMode()).toBe('worker');

    ring[4_500] = [13.35, 51.3]; // pulled across and out of the far side: its edges cross it
    const crossing = await kunde.request('POST', '/api/Antrag/PostCheckWktFeatureValid', {
      body: { wkt: polygonWkt(ring) },
    });
    expect(crossing.statusCode).toBe(200);
    expect(crossing.json()).toEqual({ valid: false, wkt: null, message: 'Fehler - Eingezeichnetes Objekt ungültig.' });
  });

  it('refuses a shape over 10,000 points with the German limit message (check: 200 valid=false; PostFeature: 400)', async () => {
    const wkt = polygonWkt(ellipse(10_000, 0.05, 0.03));
    const limit = 'Das eingezeichnete Objekt hat zu viele Punkte (höchstens 10.000).';
    const check = await kunde.request('POST', '/api/Antrag/PostCheckWktFeatureValid', { body: { wkt } });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: false, wkt: null, message: limit });
    const draftId = (await kunde.request('POST', '/api/Antrag/PostAntrag', { body: antrag })).json().antrag_id;
    const stored = await kunde.request('POST', '/api/Antrag/PostFeature', { body: { antragId: draftId, wkt } });
    expect(stored.statusCode).toBe(400);
    expect(stored.json()).toEqual({ message: limit, errors: [{ field: 'wkt', message: limit }] });
  });

  it('keeps the event loop free while sending computes the municipalities of a large shape: /healthz answers throughout', async () => {
    const id = (await kunde.request('POST', '/api/Antrag/PostAntrag', { body: antrag })).json().antrag_id;
    // 9,999 points over a good part of Saxony: some 270 municipalities to test exactly, seconds of CPU.
    const added = await kunde.request('POST', '/api/Antrag/PostFeature', {
      body: { antragId: id, wkt: polygonWkt(ellipse(9_999, 1, 0.6)) },
    });
    expect(added.statusCode).toBe(200);

    // The longest gap between ticks of a 10 ms timer: how long the event loop was ever kept busy.
    let lastTick = performance.now();
    let maxDelayMs = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      maxDelayMs = Math.max(maxDelayMs, now - lastTick - 10);
      lastTick = now;
    }, 10);
    const started = performance.now();
    let sent = false;
    const sending = kunde.request('GET', `/api/Antrag/AntragSendenById/${id}`).then((res) => {
      sent = true;
      return res;
    });
    let healthyWhileSending = 0;
    while (!sent) {
      const health = await h.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      if (!sent) healthyWhileSending++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const res = await sending;
    const sendMs = performance.now() - started;
    clearInterval(ticker);
    console.info(
      `send with a 9,999-point shape: ${Math.round(sendMs)} ms; longest event-loop stall ${Math.round(maxDelayMs)} ms; ${healthyWhileSending} /healthz answers meanwhile`,
    );

    expect(res.statusCode).toBe(200);
    const row = await h.db.em.fork().findOneOrFail(Antrag, { id }, { populate: ['gemeinden.gemeinde'] });
    expect(row.gemeinden.getItems().map((g) => g.gemeinde.ags)).toContain('14627230'); // Riesa
    expect(row.gemeinden.length).toBeGreaterThan(100);
    // Ordering, not wall-clock: health checks kept completing while the send was in flight, and the event
    // loop never stalled for a large part of it (in-process, it would stall for the whole computation).
    expect(healthyWhileSending).toBeGreaterThanOrEqual(3);
    expect(maxDelayMs).toBeLessThan(sendMs / 3);
  });
});
