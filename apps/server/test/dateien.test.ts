import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Antrag, hashPassword, roles, StoredFile, User } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { Client, multipart, useHarness } from './harness.js';
import { entwurf } from './support/entwurf.js';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 65), Buffer.from('\n%%EOF\n')]);
const EXE = Buffer.concat([Buffer.from('MZ\u0090\u0000'), Buffer.alloc(2000, 1)]);
const draft = entwurf();

describe.each(testDatabases())('request files on $name', (database) => {
  const h = useHarness(database);
  let kunde: Client;
  let other: Client;
  let sb: Client;
  let antragId: string;
  let fileId: string;

  const upload = (c: Client, name: string, content: Buffer, id = antragId) =>
    c.request('POST', '/api/Antrag/PostAntragDatei', { raw: multipart({ AntragId: id }, { name, content }) });

  beforeAll(async () => {
    kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    sb = new Client(h.app);
    await sb.login('sb@example.org');
    const em = h.db.em.fork();
    em.create(User, {
      email: 'zweite@example.org',
      passwordHash: await hashPassword('Zweite#2026'),
      vorname: 'Zora',
      name: 'Zweite',
      emailConfirmed: true,
      roles: await roles.findByNames(em, ['Antragsteller']),
    });
    await em.flush();
    other = new Client(h.app);
    await other.login('zweite@example.org', 'Zweite#2026');
    antragId = (await kunde.request('POST', '/api/Antrag/PostAntrag', { body: draft })).json().antrag_id;
  });

  it('streams a PDF into storage and serves it back with Content-Disposition to owner and staff only', async () => {
    const res = await upload(kunde, 'Lageplan Müller.pdf', PDF);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(String),
      displayTxt: 'Lageplan Müller.pdf',
      createdAt: expect.any(String),
      size: PDF.length,
    });
    fileId = res.json().id;
    expect(
      (await kunde.request('GET', `/api/Antrag/AntragFilesById/${antragId}`)).json().map((f: { id: string }) => f.id),
    ).toEqual([fileId]);

    const dl = await kunde.request('GET', `/api/Antrag/DownloadAntragDatei/${fileId}`);
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(PDF)).toBe(true);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toBe(
      `attachment; filename="Lageplan Mueller.pdf"; filename*=UTF-8''Lageplan%20M%C3%BCller.pdf`,
    );
    const byName = await kunde.request(
      'GET',
      `/api/Antrag/DownloadAntragDateiByName/${antragId}/${encodeURIComponent('Lageplan Müller.pdf')}`,
    );
    expect(byName.rawPayload.equals(PDF)).toBe(true);
    expect((await sb.request('GET', `/api/Antrag/DownloadAntragDatei/${fileId}`)).statusCode).toBe(200);
    expect((await other.request('GET', `/api/Antrag/DownloadAntragDatei/${fileId}`)).statusCode).toBe(404);
    expect((await other.request('GET', `/api/Antrag/AntragFilesById/${antragId}`)).statusCode).toBe(404);
    expect((await new Client(h.app).request('GET', `/api/Antrag/DownloadAntragDatei/${fileId}`)).statusCode).toBe(401);
  });

  it('refuses a renamed program, a forbidden extension, a missing file or id, and a forged request', async () => {
    const before = await h.db.em.fork().count(StoredFile, { kind: 'antrag' });
    const exe = await upload(kunde, 'rechnung.pdf', EXE);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toBe('Der Inhalt der Datei passt nicht zu ihrer Endung.');
    const ext = await upload(kunde, 'setup.exe', EXE);
    expect(ext.json().message).toBe('Dieser Dateityp ist nicht erlaubt. Erlaubt sind PDF, KML, JPEG, PNG, 7z und ZIP.');
    const none = await kunde.request('POST', '/api/Antrag/PostAntragDatei', { raw: multipart({ AntragId: antragId }) });
    expect(none.json().message).toBe('Fehler - Keine Datei zum Upload vorhanden.');
    const noId = await kunde.request('POST', '/api/Antrag/PostAntragDatei', {
      raw: multipart({}, { name: 'a.pdf', content: PDF }),
    });
    expect(noId.statusCode).toBe(400);
    const forged = await kunde.request('POST', '/api/Antrag/PostAntragDatei', {
      raw: multipart({ AntragId: antragId }, { name: 'a.pdf', content: PDF }),
      xsrf: false,
    });
    expect(forged.statusCode).toBe(403);
    expect((await upload(other, 'a.pdf', PDF)).statusCode).toBe(404);
    expect(await h.db.em.fork().count(StoredFile, { kind: 'antrag' })).toBe(before);
    const partFiles = readdirSync(join(h.filesDir, 'antrag', antragId)).filter((f) => f.endsWith('.part'));
    expect(partFiles).toEqual([]);
  });

  it('keeps only the base name of a traversal name and never serves a path', async () => {
    const res = await upload(kunde, '../../../etc/passwd.pdf', PDF);
    expect(res.json().displayTxt).toBe('passwd.pdf');
    const trav = await kunde.request(
      'GET',
      `/api/Antrag/DownloadAntragDateiByName/${antragId}/${encodeURIComponent('../../../etc/passwd')}`,
    );
    expect(trav.statusCode).toBe(404);
  });

  it('keeps a GeoJSON map file (checked by content), refuses a renamed program as .geojson', async () => {
    const geo = await upload(kunde, 'trasse.geojson', Buffer.from('{"type":"FeatureCollection","features":[]}'));
    expect(geo.statusCode).toBe(200);
    expect(geo.json().displayTxt).toBe('trasse.geojson');
    const fake = await upload(kunde, 'trasse.geojson', Buffer.from('MZ\u0090\u0000 program'));
    expect(fake.statusCode).toBe(400);
    expect((await kunde.request('DELETE', `/api/Antrag/DeleteAntragDatei/${geo.json().id}`)).statusCode).toBe(200);
  });

  it('allows 15 files per request, not a 16th', async () => {
    const count = await h.db.em.fork().count(StoredFile, { antrag: antragId, kind: 'antrag' });
    for (let i = count; i < 15; i++) expect((await upload(kunde, `plan-${i}.pdf`, PDF)).statusCode).toBe(200);
    const sixteenth = await upload(kunde, 'plan-16.pdf', PDF);
    expect(sixteenth.statusCode).toBe(400);
    expect(sixteenth.json().message).toBe('Fehler - Maximal 15 Dateien können hochgeladen werden.');
  });

  it('deletes a file of a draft; a sent request keeps its files', async () => {
    expect((await kunde.request('DELETE', `/api/Antrag/DeleteAntragDatei/${fileId}`)).statusCode).toBe(200);
    expect((await kunde.request('GET', `/api/Antrag/DownloadAntragDatei/${fileId}`)).statusCode).toBe(404);
    const sent = await h.db.em.fork().findOneOrFail(Antrag, { antragStatus: 2 });
    expect((await upload(kunde, 'spaet.pdf', PDF, sent.id)).statusCode).toBe(409);
    expect((await kunde.request('GET', `/api/Antrag/DokumenteFilesById/${sent.id}`)).statusCode).toBe(200);
    expect((await kunde.request('GET', `/api/Antrag/AuskunftFilesById/${sent.id}`)).statusCode).toBe(200);
  });
});
