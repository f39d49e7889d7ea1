import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueInfraApp } from '@lap/api';
import { Antrag, Auftrag, Outbox, Versorger, VersorgerHistorie } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { Client, useHarness } from './harness.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A stand-in for the infrastructure app: records every request and answers what the test asks for. */
function infraApp() {
  const received: Received[] = [];
  const answers: Array<number | 'hang'> = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(raw) as Record<string, unknown>,
      });
      const answer = answers.shift() ?? 200;
      if (answer === 'hang') return;
      res.writeHead(answer, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: answer < 300 }));
    });
  });
  return {
    received,
    answers,
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/uebergabe`,
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe.each(testDatabases())('Übergabe an die Infrastruktur-App on $name', (database) => {
  const app = infraApp();
  beforeAll(() => app.start());
  afterAll(() => app.stop());
  const h = useHarness(database, () => ({ INFRA_APP_URL: app.url() }));
  let sb: Client;
  let versorgerId: string;
  let vorgangsnummer: string;

  beforeAll(async () => {
    sb = new Client(h.app);
    await sb.login('sb@example.org');
    const em = h.db.em.fork();
    const antrag = await em.findOneOrFail(Antrag, { antragStatus: 5 }, { orderBy: { vorgangsnummer: 'asc' } });
    const auftrag = await em.findOneOrFail(Auftrag, { antrag: antrag.id });
    const versorger = await em.findOneOrFail(Versorger, { auftrag: auftrag.id }, { orderBy: { versorgerName: 'asc' } });
    versorgerId = versorger.id;
    vorgangsnummer = antrag.vorgangsnummer;
  });

  it('queues the hand-over and answers at once; a waiting hand-over is not queued twice', async () => {
    const res = await sb.request('PUT', `/api/Auftraege/PutUebergabeVersorgerToInfraApp/${versorgerId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: versorgerId,
      eingeplant: true,
      message: 'Die Übergabe an die Infrastruktur-App wurde eingeplant.',
    });
    const again = await sb.request('PUT', `/api/Auftraege/PutUebergabeVersorgerToInfraApp/${versorgerId}`);
    expect(again.json().message).toBe('Die Übergabe an die Infrastruktur-App ist bereits eingeplant.');
    const em = h.db.em.fork();
    const rows = await em.find(Outbox, { kind: 'infra-app' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(
      await em.count(VersorgerHistorie, {
        versorger: versorgerId,
        beschreibung: 'Übergabe an die Infrastruktur-App eingeplant',
      }),
    ).toBe(1);
    expect(app.received).toHaveLength(0);
    // the mail delivery leaves it alone
    await h.deliverMails();
    expect((await h.db.em.fork().findOneOrFail(Outbox, { kind: 'infra-app' })).attempts).toBe(0);
  });

  it('retries after a 500, delivers once with the idempotency key, and not again', async () => {
    app.answers.push(500);
    expect(await deliverDueInfraApp(h.db.em, { url: app.url() })).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(app.received).toHaveLength(1);
    let row = await h.db.em.fork().findOneOrFail(Outbox, { kind: 'infra-app' });
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Infrastruktur-App antwortet mit HTTP 500',
    });
    // not due before the back-off has passed
    expect(await deliverDueInfraApp(h.db.em, { url: app.url() })).toEqual({ sent: 0, retried: 0, failed: 0 });

    expect(await deliverDueInfraApp(h.db.em, { url: app.url(), now: later(2) })).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    });
    expect(app.received).toHaveLength(2);
    const [first, second] = app.received;
    expect(second?.method).toBe('POST');
    expect(second?.url).toBe('/api/uebergabe');
    expect(second?.headers['content-type']).toContain('application/json');
    expect(second?.headers['idempotency-key']).toBe(row.idempotencyKey);
    expect(first?.headers['idempotency-key']).toBe(row.idempotencyKey);
    expect(second?.body).toMatchObject({
      versorgerId,
      vorgangsnummer,
      uebergabeId: row.idempotencyKey,
      anfrageStatus: expect.any(Number),
    });
    expect((second?.body.baustelle as Record<string, unknown>).ort).toEqual(expect.any(String));
    row = await h.db.em.fork().findOneOrFail(Outbox, { kind: 'infra-app' });
    expect(row.status).toBe('sent');

    expect(await deliverDueInfraApp(h.db.em, { url: app.url(), now: later(120) })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(app.received).toHaveLength(2);
  });

  it('counts a silent app as a failed attempt (timeout) and hands over again after delivery', async () => {
    const res = await sb.request('PUT', `/api/Auftraege/PutUebergabeVersorgerToInfraApp/${versorgerId}`);
    expect(res.json().message).toBe('Die Übergabe an die Infrastruktur-App wurde eingeplant.');
    app.answers.push('hang');
    expect(await deliverDueInfraApp(h.db.em, { url: app.url(), timeoutMs: 300 })).toEqual({
      sent: 0,
      retried: 1,
      failed: 0,
    });
    expect(await deliverDueInfraApp(h.db.em, { url: app.url(), now: later(2) })).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    });
    expect(await h.db.em.fork().count(Outbox, { kind: 'infra-app', status: 'sent' })).toBe(2);
  });

  it('is for case workers; an unknown row is not found', async () => {
    const kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    expect(
      (await kunde.request('PUT', `/api/Auftraege/PutUebergabeVersorgerToInfraApp/${versorgerId}`)).statusCode,
    ).toBe(403);
    const unknown = await sb.request(
      'PUT',
      '/api/Auftraege/PutUebergabeVersorgerToInfraApp/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Der Versorger wurde nicht gefunden.');
  });
});

describe.each(testDatabases())('Infrastruktur-App not configured on $name', (database) => {
  const h = useHarness(database);

  it('answers 409 in German and queues nothing', async () => {
    const sb = new Client(h.app);
    await sb.login('sb@example.org');
    const versorger = await h.db.em
      .fork()
      .findOneOrFail(Versorger, { versorgerName: { $ne: '' } }, { orderBy: { versorgerName: 'asc' } });
    const res = await sb.request('PUT', `/api/Auftraege/PutUebergabeVersorgerToInfraApp/${versorger.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Die Übergabe an die Infrastruktur-App ist nicht eingerichtet.');
    expect(await h.db.em.fork().count(Outbox, { kind: 'infra-app' })).toBe(0);
    expect(await h.db.em.fork().count(VersorgerHistorie, { beschreibung: { $like: 'Übergabe%' } })).toBe(0);
  });
});
