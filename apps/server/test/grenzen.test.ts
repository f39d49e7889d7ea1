// Quotas (issue 42, security item 6) over HTTP on a real database and the real file store: open drafts per applicant,
// bytes of all request files per applicant (refused before streaming when the declared length shows it, aborted
// mid-stream otherwise, the partial file removed) and shapes per request — each refused in German, changing nothing.
import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { GRENZEN } from '@lap/contracts';
import { Antrag, MapFeature, StoredFile, users } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { multipart, otherApplicant, useHarness, type Client } from './harness.js';
import { entwurf } from './support/entwurf.js';

const MSG = {
  entwuerfe: 'Sie haben bereits 20 Anträge im Entwurf. Bitte vervollständigen und senden Sie zuerst einen davon.',
  speicher:
    'Die Datei passt nicht mehr in Ihren Speicherplatz für Antragsdateien (höchstens 20 GB über alle Ihre Anträge). Bitte löschen Sie nicht mehr benötigte Dateien Ihrer Entwürfe.',
  formen: 'Ein Antrag kann höchstens 50 eingezeichnete Objekte haben. Bitte löschen Sie zuerst ein Objekt.',
};
const draft = entwurf();
const pdf = (bytes: number): Buffer =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(Math.max(0, bytes - 16), 65), Buffer.from('\n%%EOF\n')]);
/** A closed square of about 70 × 110 m, shifted by `i` steps so shapes differ. */
const square = (i: number): string => {
  const x = 13.28 + (i % 10) * 0.002;
  const y = 51.29 + Math.floor(i / 10) * 0.002;
  return `POLYGON((${x} ${y}, ${x + 0.001} ${y}, ${x + 0.001} ${y + 0.001}, ${x} ${y + 0.001}, ${x} ${y}))`;
};

describe.each(testDatabases())('quotas on $name', (database) => {
  const h = useHarness(database);

  const userIdOf = async (email: string): Promise<string> => (await users.findByEmail(h.db.em.fork(), email))?.id ?? '';
  const newDraft = (c: Client) => c.request('POST', '/api/Antrag/PostAntrag', { body: draft });
  /** Every file below the store's root (finished ones and `.part` files being written). */
  const storedFiles = (): string[] =>
    (existsSync(h.filesDir) ? (readdirSync(h.filesDir, { recursive: true }) as string[]) : [])
      .filter((f) => /\.[a-z0-9]+$/i.test(String(f)))
      .sort();

  it('allows 20 open drafts per applicant, refuses the 21st in German without saving, and counts sent requests no more', async () => {
    const email = 'quote-entwuerfe@example.org';
    const c = await otherApplicant(h, email);
    const owner = await userIdOf(email);
    // two at a time: parallel creations of one user are counted one after the other (the user's row is locked)
    for (let i = 0; i < GRENZEN.entwuerfeProNutzer - 2; i += 2) {
      for (const res of await Promise.all([newDraft(c), newDraft(c)])) expect(res.statusCode, res.body).toBe(200);
    }
    const race = await Promise.all([newDraft(c), newDraft(c), newDraft(c), newDraft(c)]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409]);
    expect(await h.db.em.fork().count(Antrag, { owner })).toBe(20);
    const refused = await newDraft(c);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MSG.entwuerfe);
    expect(await h.db.em.fork().count(Antrag, { owner })).toBe(20);
    // editing an existing draft is no new draft
    const one = await h.db.em.fork().findOneOrFail(Antrag, { owner }, { orderBy: { vorgangsnummer: 'asc' } });
    const edited = await c.request('POST', '/api/Antrag/PostAntrag', {
      body: { ...draft, id: one.id, vorhaben: 'Hausanschluss Glasfaser und Strom' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // a sent request (status 2) is no draft any more: its place is free
    await h.db.em.fork().nativeUpdate(Antrag, { id: one.id }, { antragStatus: 2 });
    expect((await newDraft(c)).statusCode).toBe(200);
    expect((await newDraft(c)).statusCode).toBe(409);
    // other applicants are not affected
    const other = await otherApplicant(h, 'quote-entwuerfe-andere@example.org');
    expect((await newDraft(other)).statusCode).toBe(200);
  });

  it('allows 50 shapes per request, refuses the 51st in German without saving; deleting one makes room', async () => {
    const c = await otherApplicant(h, 'quote-formen@example.org');
    const antragId = (await newDraft(c)).json().antrag_id as string;
    const em = h.db.em.fork();
    for (let i = 0; i < GRENZEN.formenProAntrag - 2; i++)
      em.create(MapFeature, { antrag: antragId, wkt: square(i), minX: 0, minY: 0, maxX: 0, maxY: 0 });
    await em.flush();
    const add = (i: number) => c.request('POST', '/api/Antrag/PostFeature', { body: { antragId, wkt: square(i) } });
    // 48 stored, four at once: two fit
    const race = await Promise.all([add(60), add(61), add(62), add(63)]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409]);
    const refused = await add(64);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MSG.formen);
    const list = await c.request('GET', `/api/Antrag/FeaturesByAntragId/${antragId}`);
    expect(list.json()).toHaveLength(50);
    const first = (list.json() as Array<{ featureId: number }>)[0]?.featureId;
    expect((await c.request('DELETE', `/api/Antrag/DeleteFeature/${first}`)).statusCode).toBe(200);
    expect((await add(65)).statusCode).toBe(200);
    expect(await h.db.em.fork().count(MapFeature, { antrag: antragId })).toBe(50);
  });

  describe('bytes of request files per applicant', () => {
    let c: Client;
    let owner: string;
    let antragId: string;
    const upload = (content: Buffer) =>
      c.request('POST', '/api/Antrag/PostAntragDatei', {
        raw: multipart({ AntragId: antragId }, { name: 'plan.pdf', content }),
      });
    const filesOfOwner = () => h.db.em.fork().count(StoredFile, { kind: 'antrag', uploadedBy: owner });

    beforeAll(async () => {
      const email = 'quote-bytes@example.org';
      c = await otherApplicant(h, email);
      owner = await userIdOf(email);
      antragId = (await newDraft(c)).json().antrag_id as string;
      // earlier uploads of this applicant (in another, sent request) fill all but 100,000 bytes of the quota
      const sentId = (await newDraft(c)).json().antrag_id as string;
      const em = h.db.em.fork();
      await em.nativeUpdate(Antrag, { id: sentId }, { antragStatus: 2 });
      em.create(StoredFile, {
        kind: 'antrag',
        storageKey: `antrag/${sentId}/frueher.pdf`,
        originalName: 'frueher.pdf',
        contentType: 'application/pdf',
        size: GRENZEN.dateiBytesProNutzer - 100_000,
        sha256: '0'.repeat(64),
        antrag: sentId,
        uploadedBy: owner,
      });
      await em.flush();
    });

    it('refuses a file whose declared length exceeds the rest of the quota, before storing anything', async () => {
      const before = storedFiles();
      const res = await upload(pdf(1_000_000));
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(MSG.speicher);
      expect(await filesOfOwner()).toBe(1);
      expect(storedFiles()).toEqual(before);
    });

    it('answers a 5 GB upload at once from its Content-Length, after a few KB of its body', async () => {
      await c.request('GET', '/healthz');
      const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const token = c.cookie('XSRF-TOKEN') ?? '';
      const session = c.cookie('lap_session') ?? '';
      const boundary = 'quota';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="AntragId"\r\n\r\n${antragId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="FormFile"; filename="gross.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
      // the answer arrives although the client sent only 4 KB of the announced 5 GB (and then waits)
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(
            `POST /api/Antrag/PostAntragDatei HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 5000000000\r\nx-xsrf-token: ${token}\r\nCookie: XSRF-TOKEN=${token}; lap_session=${encodeURIComponent(session)}\r\n\r\n${head}${'A'.repeat(4096)}`,
          );
        });
        let data = '';
        socket.on('data', (d) => {
          data += d.toString();
          if (data.includes('\r\n\r\n') && data.includes('}')) {
            socket.destroy();
            resolve(data);
          }
        });
        socket.on('error', reject);
        socket.on('close', () => resolve(data));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 413/);
      expect(answer).toContain(MSG.speicher);
      expect(await filesOfOwner()).toBe(1);
    });

    it('aborts a file that passes the declared check but grows past the quota, and removes the partial file', async () => {
      const before = storedFiles();
      // declared 102 KB: within the 16 KB allowance for the form around the file, so it streams until 100,000 bytes
      const res = await upload(pdf(102_000));
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(MSG.speicher);
      expect(await filesOfOwner()).toBe(1);
      expect(storedFiles()).toEqual(before);
    });

    it('stores a file that fits the rest of the quota', async () => {
      const res = await upload(pdf(90_000));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().size).toBe(90_000);
      expect(await filesOfOwner()).toBe(2);
      const full = await upload(pdf(20_000));
      expect(full.statusCode).toBe(413);
      expect(await filesOfOwner()).toBe(2);
    });
  });
});
