// Operators answer without an account (signed link), supplier files, the customer's view of the answers and the
// cover letter — over HTTP against a real database (spec 001 §2 upload/…, versorgerupload/…, /auftraguploads,
// 'Anschreiben Pdf'; 000 §2 /dokumente).
import { beforeAll, describe, expect, it } from 'vitest';
import { linkSecretFor, versorgerUploadLink } from '@lap/api';
import { VERSORGER_UPLOAD_MSG } from '@lap/contracts';
import { Antrag, Auftrag, Historie, StoredFile, users, Versorger, VersorgerHistorie } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { pageTexts } from '../../../packages/documents/src/pdf-text.testing.js';
import { Client, multipart, otherApplicant, useHarness } from './harness.js';

const SECRET = 'versorger-upload-test-secret-0123456789';
const KEINE_DATEN =
  'Keine Gültigen Daten gefunden. Versuchen Sie es später erneut oder wenden Sie sich an den Support.';
const WIDERRUFEN = VERSORGER_UPLOAD_MSG.linkWiderrufen;
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 65), Buffer.from('\n%%EOF\n')]);
const KML = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document/></kml>\n',
);
const EXE = Buffer.concat([Buffer.from('MZ\u0090\u0000'), Buffer.alloc(2000, 1)]);
const deps = { publicUrl: 'https://portal.test', linkSecret: linkSecretFor(SECRET) };

/** `e` and `s` of a link as the operator's browser finds them in its address bar. */
function linkParams(
  versorgerId: string,
  auftragId: string,
  now?: Date,
  days?: number,
  linkVersion = 0,
): { e: string; s: string; url: string } {
  const url = versorgerUploadLink(deps, { versorgerId, auftragId, linkVersion }, now, days);
  const q = new URL(url).searchParams;
  return { e: q.get('e') ?? '', s: q.get('s') ?? '', url };
}
const qs = (l: { e: string; s: string }): string => `?e=${encodeURIComponent(l.e)}&s=${encodeURIComponent(l.s)}`;
const trpcQuery = (c: Client, path: string, input: unknown) =>
  c.request('GET', `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);

describe.each(testDatabases())('operator upload link and supplier files on $name', (database) => {
  const h = useHarness(database, { SESSION_SECRET: SECRET });
  let sb: Client;
  let kunde: Client;
  let admin: Client;
  let other: Client;
  let operator: Client;
  let auftragId: string;
  let antragId: string;
  let fremdAuftragId: string;
  /** Two supplier rows of the demo status-5 order that have not answered yet. */
  let v1: string;
  let v2: string;
  let link1: { e: string; s: string; url: string };

  const upload = (c: Client, fields: Record<string, string>, file?: { name: string; content: Buffer }, query = '') =>
    c.request('POST', `/api/Auftraege/PostUploadVersorgerDatei${query}`, { raw: multipart(fields, file) });
  const info = (c: Client, versorgerId: string, id: string, query = '') =>
    c.request('GET', `/api/Auftraege/GetMissingUploadInfo/${versorgerId}/${id}${query}`);
  const fileCount = () => h.db.em.fork().count(StoredFile, { kind: 'versorger' });

  beforeAll(async () => {
    sb = new Client(h.app);
    await sb.login('sb@example.org');
    kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    admin = new Client(h.app);
    await admin.login('admin@example.org');
    other = await otherApplicant(h, 'versorger-andere@example.org');
    operator = new Client(h.app);
    const em = h.db.em.fork();
    const owner = await users.findByEmail(em, 'kunde@example.org');
    const antrag = await em.findOneOrFail(Antrag, { owner: owner?.id ?? '', antragStatus: 5 });
    const auftrag = await em.findOneOrFail(Auftrag, { antrag: antrag.id });
    [antragId, auftragId] = [antrag.id, auftrag.id];
    const offen = await em.find(
      Versorger,
      { auftrag: auftrag.id, anfrageStatus: { $lt: 3 } },
      { orderBy: { versorgerName: 'asc' } },
    );
    expect(offen.length).toBeGreaterThanOrEqual(2);
    [v1, v2] = [offen[0]?.id ?? '', offen[1]?.id ?? ''];
    fremdAuftragId = (await em.findOneOrFail(Auftrag, { id: { $ne: auftrag.id } })).id;
    link1 = linkParams(v1, auftragId);
  });

  it('makes a signed link valid for 30 days to the operator page', () => {
    expect(link1.url).toMatch(
      new RegExp(
        `^https://portal\\.test/leitungsauskunftportal/versorgerupload/${v1}/${auftragId}\\?e=\\d+&s=[A-Za-z0-9_-]{43}$`,
      ),
    );
    const days = (Number(link1.e) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('shows the operator its order: case number, site, map link, its own files — and nothing about the customer', async () => {
    const res = await info(operator, v1, auftragId, qs(link1));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const antrag = await h.db.em.fork().findOneOrFail(Antrag, { id: antragId });
    expect(body).toMatchObject({
      versorgerId: v1,
      auftragId,
      vorgangsnummer: antrag.vorgangsnummer,
      ort: antrag.ort,
      strasse: antrag.strasse,
      bestaetigt: false,
      modus: 'versorger',
      files: [],
    });
    expect(body.karteUrl).toBe(
      `https://portal.test/leitungsauskunftportal/externalKarte/${antragId.replace(/-/g, '')}`,
    );
    expect(Object.keys(body).sort()).toEqual([
      'auftragId',
      'auskunftDatum',
      'bestaetigt',
      'files',
      'hausnummer',
      'karteUrl',
      'modus',
      'nichtBetroffen',
      'ort',
      'plz',
      'strasse',
      'versorgerId',
      'versorgerName',
      'vorgangsnummer',
    ]);
    expect(res.body).not.toContain('kunde@example.org');
    // the same over tRPC, and staff on upload/… with their session
    expect(
      (await trpcQuery(operator, 'versorgerUpload.info', { versorgerId: v1, auftragId, ...link1 })).json().result.data
        .versorgerId,
    ).toBe(v1);
    expect((await info(sb, v1, auftragId)).json().modus).toBe('sachbearbeitung');
  });

  it('refuses no, a wrong or an expired signature, and another order’s ids, with the spec’s text', async () => {
    const expired = linkParams(v1, auftragId, new Date(Date.now() - 31 * 86_400_000));
    const v2Link = linkParams(v2, auftragId);
    const wrong = {
      e: link1.e,
      s: `${link1.s.slice(0, -2)}AA` === link1.s ? `${link1.s.slice(0, -2)}BB` : `${link1.s.slice(0, -2)}AA`,
    };
    const longer = { e: String(Number(link1.e) + 86_400), s: link1.s };
    const cases: Array<[string, Client, string, string, string]> = [
      ['no signature', operator, v1, auftragId, ''],
      ['wrong signature', operator, v1, auftragId, qs(wrong)],
      ['extended expiry', operator, v1, auftragId, qs(longer)],
      ['expired', operator, v1, auftragId, qs(expired)],
      ['link of another supplier row', operator, v1, auftragId, qs(v2Link)],
      ['another order’s id', operator, v1, fremdAuftragId, qs(link1)],
      ['not an id', operator, 'x', 'y', qs(link1)],
      ['customer without a link', kunde, v1, auftragId, ''],
      ['administrator without a link', admin, v1, auftragId, ''],
      ['staff with another order’s id', sb, v1, fremdAuftragId, ''],
    ];
    for (const [name, client, versorgerId, id, query] of cases) {
      const res = await info(client, versorgerId, id, query);
      expect([name, res.statusCode, res.json().message]).toEqual([name, 404, KEINE_DATEN]);
    }
    const before = await fileCount();
    const noSig = await upload(operator, { VersorgerId: v1, AuftragId: auftragId }, { name: 'plan.pdf', content: PDF });
    expect([noSig.statusCode, noSig.json().message]).toEqual([404, KEINE_DATEN]);
    const expiredUpload = await upload(operator, { VersorgerId: v1, ...expired }, { name: 'plan.pdf', content: PDF });
    expect(expiredUpload.statusCode).toBe(404);
    const foreign = await upload(
      operator,
      { VersorgerId: v1, AuftragId: fremdAuftragId, ...link1 },
      { name: 'plan.pdf', content: PDF },
    );
    expect(foreign.statusCode).toBe(404);
    expect(await fileCount()).toBe(before);
  });

  it('hands case workers the operator’s signed link (versorgerUpload.link), and nobody else', async () => {
    const res = await trpcQuery(sb, 'versorgerUpload.link', { versorgerId: v2 });
    expect(res.statusCode, res.body).toBe(200);
    const { url, gueltigBis } = res.json().result.data as { url: string; gueltigBis: string };
    expect(url).toMatch(
      new RegExp(
        `^https://portal\\.test/leitungsauskunftportal/versorgerupload/${v2}/${auftragId}\\?e=\\d+&s=[A-Za-z0-9_-]{43}$`,
      ),
    );
    const q = new URL(url).searchParams;
    expect(new Date(gueltigBis).getTime()).toBe(Number(q.get('e')) * 1000);
    // the link opens the page for a visitor without a session
    expect((await info(operator, v2, auftragId, qs({ e: q.get('e') ?? '', s: q.get('s') ?? '' }))).json().modus).toBe(
      'versorger',
    );
    for (const [client, status] of [
      [operator, 401],
      [kunde, 403],
      [admin, 403],
    ] as const) {
      expect((await trpcQuery(client, 'versorgerUpload.link', { versorgerId: v2 })).statusCode).toBe(status);
    }
    expect(
      (await trpcQuery(sb, 'versorgerUpload.link', { versorgerId: '00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
  });

  let operatorFileId: string;
  let staffFileId: string;
  it('takes the operator’s files streamed and sniffed (fields or query), and staff uploads on its behalf', async () => {
    const res = await upload(
      operator,
      { VersorgerId: v1, AuftragId: auftragId, e: link1.e, s: link1.s },
      { name: 'Bestandsplan Strom.pdf', content: PDF },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      versorgerId: v1,
      fileName: 'Bestandsplan Strom.pdf',
      size: PDF.length,
      vomVersorger: true,
    });
    operatorFileId = res.json().id;
    const kml = await upload(operator, { VersorgerId: v1 }, { name: 'trasse.kml', content: KML }, qs(link1));
    expect(kml.statusCode, kml.body).toBe(200);

    const before = await fileCount();
    const exe = await upload(operator, { VersorgerId: v1, ...link1 }, { name: 'plan.pdf', content: EXE });
    expect([exe.statusCode, exe.json().message]).toEqual([400, 'Der Inhalt der Datei passt nicht zu ihrer Endung.']);
    const geojson = await upload(
      operator,
      { VersorgerId: v1, ...link1 },
      { name: 'plan.geojson', content: Buffer.from('{"type":"FeatureCollection","features":[]}') },
    );
    expect(geojson.statusCode).toBe(400);
    const none = await upload(operator, { VersorgerId: v1, ...link1 });
    expect([none.statusCode, none.json().message]).toEqual([400, 'Fehler - Keine Datei zum Upload vorhanden.']);
    const noId = await upload(operator, link1, { name: 'plan.pdf', content: PDF });
    expect(noId.statusCode).toBe(400);
    expect(await fileCount()).toBe(before);

    const staff = await upload(sb, { VersorgerId: v1 }, { name: 'Nachreichung.pdf', content: PDF });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().vomVersorger).toBe(false);
    staffFileId = staff.json().id;
    expect((await upload(kunde, { VersorgerId: v1 }, { name: 'x.pdf', content: PDF })).statusCode).toBe(404);

    const files = (await info(operator, v1, auftragId, qs(link1)))
      .json()
      .files.map((f: { fileName: string }) => f.fileName);
    expect(files).toEqual(['Bestandsplan Strom.pdf', 'trasse.kml', 'Nachreichung.pdf']);
    const byId = await operator.request('GET', `/api/Auftraege/GetVersorgerFilesById/${v1}${qs(link1)}`);
    expect(byId.json()).toHaveLength(3);
    expect((await operator.request('GET', `/api/Auftraege/GetVersorgerFilesById/${v2}${qs(link1)}`)).statusCode).toBe(
      404,
    );
    const historie = await h.db.em.fork().find(VersorgerHistorie, { versorger: v1 }, { orderBy: { id: 'desc' } });
    expect(historie.map((x) => x.beschreibung)).toContain(
      'Datei über den Upload-Link hochgeladen: Bestandsplan Strom.pdf',
    );
  });

  it('lets the operator delete only its own files; staff see and delete every file of the order on /auftraguploads', async () => {
    const staffFile = await operator.request(
      'DELETE',
      `/api/Auftraege/DeleteVersorgerFile/${v1}/${staffFileId}${qs(link1)}`,
    );
    expect(staffFile.statusCode).toBe(403);
    const kml = (await info(operator, v1, auftragId, qs(link1)))
      .json()
      .files.find((f: { fileName: string }) => f.fileName === 'trasse.kml');
    const own = await operator.request('DELETE', `/api/Auftraege/DeleteVersorgerFile/${v1}/${kml.id}${qs(link1)}`);
    expect(own.statusCode, own.body).toBe(200);
    expect((await operator.request('DELETE', `/api/Auftraege/DeleteVersorgerFile/${v1}/${kml.id}`)).statusCode).toBe(
      404,
    );
    expect((await h.db.em.fork().count(StoredFile, { id: kml.id })) === 0).toBe(true);

    const uploads = await sb.request('GET', `/api/Auftraege/GetAuftragUploadsById/${auftragId}`);
    expect(uploads.statusCode).toBe(200);
    expect(uploads.json()).toMatchObject({ auftragId, antragId });
    expect(
      uploads
        .json()
        .files.map((f: { id: string }) => f.id)
        .sort(),
    ).toEqual([operatorFileId, staffFileId].sort());
    const all = await sb.request('GET', `/api/Auftraege/GetAllVersorgerFilesByAuftragId/${auftragId}`);
    expect(all.json()).toHaveLength(2);
    expect((await kunde.request('GET', `/api/Auftraege/GetAllVersorgerFilesByAuftragId/${auftragId}`)).statusCode).toBe(
      403,
    );
    expect(
      (await operator.request('GET', `/api/Auftraege/GetAuftragUploadsById/${auftragId}${qs(link1)}`)).statusCode,
    ).toBe(401);
    const dl = await sb.request('GET', `/api/Antrag/DownloadVersorgerDatei/${staffFileId}`);
    expect(dl.rawPayload.equals(PDF)).toBe(true);

    const del = await sb.request('DELETE', `/api/Auftraege/DeleteVersorgerFileById/${staffFileId}`);
    expect(del.statusCode).toBe(200);
    expect((await sb.request('DELETE', `/api/Auftraege/DeleteVersorgerFileById/${staffFileId}`)).statusCode).toBe(404);
    expect((await kunde.request('DELETE', `/api/Auftraege/DeleteVersorgerFileById/${operatorFileId}`)).statusCode).toBe(
      403,
    );
  });

  it('hides unconfirmed answers from the customer, then confirms: status 3, date, history; files frozen for the link', async () => {
    const beforeList = await kunde.request('GET', `/api/Antrag/AuskunftFilesById/${antragId}`);
    expect(beforeList.json().some((f: { id: string }) => f.id === operatorFileId)).toBe(false);
    expect((await kunde.request('GET', `/api/Antrag/DownloadVersorgerDatei/${operatorFileId}`)).statusCode).toBe(404);

    const confirm = (c: Client, input: Record<string, unknown>) =>
      c.request('POST', '/trpc/versorgerUpload.confirm', { body: input });
    expect((await confirm(operator, { versorgerId: v1, auftragId })).statusCode).toBe(404);
    const ok = await confirm(operator, { versorgerId: v1, auftragId, e: link1.e, s: link1.s });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result.data).toMatchObject({ bestaetigt: true, nichtBetroffen: false });
    const row = await h.db.em.fork().findOneOrFail(Versorger, { id: v1 });
    expect(row).toMatchObject({ anfrageStatus: 3, abgeschlossen: true, nichtBetroffen: false });
    expect(row.auskunftDatum).toBeInstanceOf(Date);
    const historie = await h.db.em.fork().find(VersorgerHistorie, { versorger: v1, bearbeiter: null });
    expect(historie.map((x) => x.beschreibung)).toContain(
      'Auskunft vom Netzbetreiber über den Upload-Link bestätigt (1 Dateien)',
    );

    expect((await confirm(operator, { versorgerId: v1, auftragId, ...link1 })).statusCode).toBe(409);
    expect(
      (await upload(operator, { VersorgerId: v1, ...link1 }, { name: 'spaet.pdf', content: PDF })).statusCode,
    ).toBe(409);
    expect(
      (await operator.request('DELETE', `/api/Auftraege/DeleteVersorgerFile/${v1}/${operatorFileId}${qs(link1)}`))
        .statusCode,
    ).toBe(409);
    // reads through the link stay: the operator sees what it sent
    expect((await info(operator, v1, auftragId, qs(link1))).json()).toMatchObject({
      bestaetigt: true,
      modus: 'versorger',
      files: [{ id: operatorFileId }],
    });
    expect((await operator.request('GET', `/api/Auftraege/GetVersorgerFilesById/${v1}${qs(link1)}`)).json()).toEqual([
      expect.objectContaining({ id: operatorFileId }),
    ]);

    // v2 has no files: confirming needs 'nicht betroffen'
    const link2 = linkParams(v2, auftragId);
    const leer = await confirm(operator, { versorgerId: v2, auftragId, ...link2 });
    expect([leer.statusCode, leer.json().error.message]).toEqual([
      400,
      'Bitte laden Sie Ihre Pläne hoch oder bestätigen Sie, dass Sie nicht betroffen sind.',
    ]);
    expect((await confirm(operator, { versorgerId: v2, auftragId, ...link2, nichtBetroffen: true })).statusCode).toBe(
      200,
    );
  });

  it('gives the customer the answers on /dokumente: flat list, grouped with each operator’s state, downloads', async () => {
    const list = await kunde.request('GET', `/api/Antrag/AuskunftFilesById/${antragId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(
      expect.objectContaining({
        id: operatorFileId,
        displayTxt: 'Bestandsplan Strom.pdf',
        quelle: 'versorger',
        versorgerName: expect.any(String),
      }),
    );
    const dl = await kunde.request('GET', `/api/Antrag/DownloadVersorgerDatei/${operatorFileId}`);
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(PDF)).toBe(true);
    expect((await other.request('GET', `/api/Antrag/DownloadVersorgerDatei/${operatorFileId}`)).statusCode).toBe(404);

    const grouped = await trpcQuery(kunde, 'versorgerUpload.auskunftGruppen', { antragId });
    const groups: Array<{ versorgerId: string; stand: string; files: Array<{ id: string }> }> =
      grouped.json().result.data;
    expect(groups.find((g) => g.versorgerId === v1)).toMatchObject({
      stand: 'geantwortet',
      files: [{ id: operatorFileId }],
    });
    expect(groups.find((g) => g.versorgerId === v2)).toMatchObject({ stand: 'nichtBetroffen', files: [] });
    // those that have not answered (asked or not yet asked: betreiber-stand.test.ts tells them apart) show no files
    const wartend = groups.filter((g) => g.stand === 'angefragt' || g.stand === 'nichtAngefragt');
    expect(wartend.length).toBeGreaterThan(0);
    expect(wartend.every((g) => g.files.length === 0)).toBe(true);
    expect((await trpcQuery(other, 'versorgerUpload.auskunftGruppen', { antragId })).statusCode).toBe(404);
  });

  it('prints the cover letter with every operator and its state, for case workers only', async () => {
    const res = await sb.request('GET', `/api/Auftraege/DownloadAnschreiben/${auftragId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/^inline; filename="Anschreiben_AS\d{4}-\d{6}\.pdf"/);
    const text = (await pageTexts(new Uint8Array(res.rawPayload))).join(' ');
    const rows = await h.db.em.fork().find(Versorger, { auftrag: auftragId }, { populate: ['gemeinden'] });
    for (const v of rows) if (!v.gemeinden.getItems().every((g) => g.disabled)) expect(text).toContain(v.versorgerName);
    expect(text).toContain('nicht betroffen (Auskunft vom');
    expect(text).toContain('Auskunft erteilt am');
    expect((await kunde.request('GET', `/api/Auftraege/DownloadAnschreiben/${auftragId}`)).statusCode).toBe(403);
    expect((await operator.request('GET', `/api/Auftraege/DownloadAnschreiben/${auftragId}`)).statusCode).toBe(401);
    expect(
      (await sb.request('GET', `/api/Auftraege/DownloadAnschreiben/00000000-0000-4000-8000-000000000000`)).statusCode,
    ).toBe(404);
  });

  it('revokes a row’s links (staff, with a history line): old links answer that they are no longer valid, the new one works', async () => {
    const em = h.db.em.fork();
    const offen = await em.find(
      Versorger,
      { auftrag: auftragId, anfrageStatus: { $lt: 3 } },
      { orderBy: { versorgerName: 'asc' } },
    );
    const row = offen[0];
    if (!row) throw new Error('kein offener Versorger');
    expect(row.linkVersion).toBe(0);
    const alt = linkParams(row.id, auftragId);
    expect((await info(operator, row.id, auftragId, qs(alt))).statusCode).toBe(200);
    const revoke = (c: Client, versorgerId: string) =>
      c.request('POST', '/trpc/versorgerUpload.revokeLink', { body: { versorgerId } });
    for (const [client, status] of [
      [operator, 401],
      [kunde, 403],
      [admin, 403],
    ] as const)
      expect((await revoke(client, row.id)).statusCode).toBe(status);
    expect((await revoke(sb, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await em.fork().findOneOrFail(Versorger, { id: row.id })).linkVersion).toBe(0);

    const res = await revoke(sb, row.id);
    expect(res.statusCode, res.body).toBe(200);
    const neu = res.json().result.data as { url: string; gueltigBis: string };
    const q = new URL(neu.url).searchParams;
    const neuLink = { e: q.get('e') ?? '', s: q.get('s') ?? '' };
    expect(neuLink.s).not.toBe(alt.s);
    expect((await em.fork().findOneOrFail(Versorger, { id: row.id })).linkVersion).toBe(1);
    const sbUser = await users.findByEmail(em, 'sb@example.org');
    expect(
      await em.fork().count(VersorgerHistorie, {
        versorger: row.id,
        bearbeiter: sbUser?.id ?? '',
        beschreibung: 'Upload-Link widerrufen, neuer Link erstellt',
      }),
    ).toBe(1);
    // the staff query hands out the new link too (the copy button), not the revoked one
    const copied = new URL(
      (await trpcQuery(sb, 'versorgerUpload.link', { versorgerId: row.id })).json().result.data.url as string,
    ).searchParams;
    expect(
      (await info(operator, row.id, auftragId, qs({ e: copied.get('e') ?? '', s: copied.get('s') ?? '' }))).statusCode,
    ).toBe(200);

    // the old link: every call says it is no longer valid, and changes nothing
    const before = await fileCount();
    const oldInfo = await info(operator, row.id, auftragId, qs(alt));
    expect([oldInfo.statusCode, oldInfo.json().message]).toEqual([404, WIDERRUFEN]);
    expect(
      (await operator.request('GET', `/api/Auftraege/GetVersorgerFilesById/${row.id}${qs(alt)}`)).json().message,
    ).toBe(WIDERRUFEN);
    const oldUpload = await upload(
      operator,
      { VersorgerId: row.id, AuftragId: auftragId, ...alt },
      { name: 'plan.pdf', content: PDF },
    );
    expect([oldUpload.statusCode, oldUpload.json().message]).toEqual([404, WIDERRUFEN]);
    const oldConfirm = await operator.request('POST', '/trpc/versorgerUpload.confirm', {
      body: { versorgerId: row.id, auftragId, ...alt, nichtBetroffen: true },
    });
    expect([oldConfirm.statusCode, oldConfirm.json().error.message]).toEqual([404, WIDERRUFEN]);
    expect(await fileCount()).toBe(before);
    expect((await em.fork().findOneOrFail(Versorger, { id: row.id })).anfrageStatus).toBeLessThan(3);
    // a forged signature still gets the spec's text (only the holder of a real old link learns it was revoked)
    expect((await info(operator, row.id, auftragId, qs({ e: alt.e, s: `${'A'.repeat(42)}B` }))).json().message).toBe(
      KEINE_DATEN,
    );

    // the new link works for uploads
    const ok = await upload(
      operator,
      { VersorgerId: row.id, AuftragId: auftragId, ...neuLink },
      { name: 'neuer-plan.pdf', content: PDF },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await fileCount()).toBe(before + 1);

    // revoked again, at the same time by two case workers: both move the version on
    const [r1, r2] = await Promise.all([revoke(sb, row.id), revoke(sb, row.id)]);
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
    expect((await em.fork().findOneOrFail(Versorger, { id: row.id })).linkVersion).toBe(3);
    expect((await info(operator, row.id, auftragId, qs(neuLink))).json().message).toBe(WIDERRUFEN);
  });

  it('completes the order when the last operator confirms: status 3, history code 5, the customer’s mail', async () => {
    await h.deliverMails();
    const em = h.db.em.fork();
    const rest = await em.find(Versorger, { auftrag: auftragId, anfrageStatus: { $lt: 3 } });
    for (const v of rest) {
      const l = linkParams(v.id, auftragId, undefined, undefined, v.linkVersion);
      const res = await operator.request('POST', '/trpc/versorgerUpload.confirm', {
        body: { versorgerId: v.id, auftragId, ...l, nichtBetroffen: true },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const auftrag = await h.db.em.fork().findOneOrFail(Auftrag, { id: auftragId });
    expect(auftrag.bearbeitungsStatus).toBe(3);
    expect(await h.db.em.fork().count(Historie, { auftrag: auftragId, aktion: 5 })).toBe(1);
    const mails = await h.deliverMails();
    expect(
      mails.some((m) => ((m.mail.to as { text?: string } | undefined)?.text ?? '').includes('kunde@example.org')),
    ).toBe(true);
  });
});
