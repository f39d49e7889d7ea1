// PDF processing (issue 17; spec 001 §2 /pdfprocessing, §7 StartProcessPdf / PostProcessedPdf) over HTTP against a real
// database: validation, the order and supplier lookup by Auftragsnummer and domain, the queued job that the worker step
// stamps in the documents worker, the filed supplier file and its download, idempotency and access.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { formatDate } from '@lap/domain';
import { runPdfVerarbeitungen } from '@lap/api';
import {
  Antrag,
  Auftrag,
  PdfVerarbeitung,
  StoredFile,
  users,
  Versorger,
  VersorgerHistorie,
  type IVersorger,
} from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { pageTexts } from '../../../packages/documents/src/pdf-text.testing.js';
import { Client, multipart, otherApplicant, useHarness } from './harness.js';

const START = '/api/PdfProcessing/StartProcessPdf';
const PROCESSED = '/api/PdfProcessing/PostProcessedPdf';
const MSG = {
  auftragsnummer: 'Geben Sie eine richtige Auftragsnummer ein (AS...)',
  alleFelder: 'Bitte füllen Sie alle Felder aus.',
  nurPdf: 'Es können nur PDF-Dateien verarbeitet werden.',
  domain: 'Geben Sie einen gültigen Domain-Namen ein (z. B. netz-beispiel.de).',
  laeuft: 'Die PDF-Verarbeitung läuft noch.',
  fertig: 'Die PDF-Verarbeitung ist abgeschlossen.',
  nichtGestartet: 'Für diese Auftragsnummer und Domain wurde noch keine PDF-Verarbeitung gestartet.',
};

/** A real PDF made here: `pages` pages with a line of text each; `rotate` turns the second page. */
async function makePdf(text: string, pages = 2, rotate = 0): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`${text} Seite ${i + 1}`, { x: 60, y: 400, size: 14, font });
    if (i === 1 && rotate) page.setRotation(degrees(rotate));
  }
  return Buffer.from(await doc.save());
}

describe.each(testDatabases())('PDF processing on $name', (database) => {
  const h = useHarness(database);
  let sb: Client;
  let kunde: Client;
  let admin: Client;
  let anonym: Client;
  let other: Client;
  let vorgangsnummer: string;
  let auftragId: string;
  /** Three supplier rows of the demo order: two with their own mail domain, one sharing a domain with a fourth. */
  let v1: { id: string; name: string };
  let v2: { id: string; name: string };

  const start = (c: Client, fields: Record<string, string>, file?: { name: string; content: Buffer }) =>
    c.request('POST', START, { raw: multipart(fields, file) });
  const processed = (c: Client, body: Record<string, unknown>) => c.request('POST', PROCESSED, { body });
  const work = () => runPdfVerarbeitungen(h.db.em, { storage: h.storage });
  const pendingUploads = (): string[] => {
    const dir = join(h.filesDir, 'pdfverarbeitung');
    return existsSync(dir)
      ? readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => e.name)
      : [];
  };
  const supplierFiles = () => h.db.em.fork().count(StoredFile, { kind: 'versorger' });

  beforeAll(async () => {
    sb = new Client(h.app);
    await sb.login('sb@example.org');
    kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    admin = new Client(h.app);
    await admin.login('admin@example.org');
    anonym = new Client(h.app);
    other = await otherApplicant(h, 'pdf-andere@example.org');
    const em = h.db.em.fork();
    const owner = await users.findByEmail(em, 'kunde@example.org');
    const antrag = await em.findOneOrFail(Antrag, { owner: owner?.id ?? '', antragStatus: 5 });
    const auftrag = await em.findOneOrFail(Auftrag, { antrag: antrag.id });
    vorgangsnummer = antrag.vorgangsnummer;
    auftragId = auftrag.id;
    const rows = await em.find(Versorger, { auftrag: auftrag.id }, { orderBy: { versorgerName: 'asc' } });
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const [a, b, c, d] = rows as [IVersorger, IVersorger, IVersorger, IVersorger];
    a.email = 'Auskunft@Netz-PdfTest.de';
    b.email = 'plaene@gas.stadtwerke-pdftest.de; info@stadtwerke-pdftest.de';
    c.email = 'info@doppelt-pdftest.de';
    d.email = 'service@doppelt-pdftest.de';
    await em.flush();
    v1 = { id: a.id, name: a.versorgerName };
    v2 = { id: b.id, name: b.versorgerName };
  });

  it('refuses missing fields, an order number without AS, a bad domain and anything but a PDF — and keeps nothing', async () => {
    const pdf = await makePdf('Plan');
    const cases: Array<[Record<string, string>, { name: string; content: Buffer } | undefined, string]> = [
      [{}, undefined, MSG.alleFelder],
      [{ AuftragsNr: vorgangsnummer }, { name: 'plan.pdf', content: pdf }, MSG.alleFelder],
      [{ Domain: 'netz-pdftest.de' }, { name: 'plan.pdf', content: pdf }, MSG.alleFelder],
      [{ AuftragsNr: '  ', Domain: '' }, undefined, MSG.alleFelder],
      [
        { AuftragsNr: vorgangsnummer.slice(2), Domain: 'netz-pdftest.de' },
        { name: 'plan.pdf', content: pdf },
        MSG.auftragsnummer,
      ],
      [{ AuftragsNr: 'XY2026-000001', Domain: 'netz-pdftest.de' }, undefined, MSG.auftragsnummer],
      [{ AuftragsNr: vorgangsnummer, Domain: 'kein domain' }, undefined, MSG.domain],
      [
        { AuftragsNr: vorgangsnummer, Domain: 'netz-pdftest.de' },
        { name: 'plan.txt', content: Buffer.from('kein pdf') },
        MSG.nurPdf,
      ],
      [
        { AuftragsNr: vorgangsnummer, Domain: 'netz-pdftest.de' },
        { name: 'plan.pdf', content: Buffer.concat([Buffer.from('MZ\u0090\u0000'), Buffer.alloc(2000, 1)]) },
        MSG.nurPdf,
      ],
    ];
    for (const [fields, file, message] of cases) {
      const res = await start(sb, fields, file);
      expect(res.statusCode, `${JSON.stringify(fields)} ${res.body}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // the same rules for the status call
    expect((await processed(sb, { domain: 'netz-pdftest.de', auftragsNr: 'XY1' })).json().message).toBe(
      MSG.auftragsnummer,
    );
    expect((await processed(sb, { domain: '', auftragsNr: vorgangsnummer })).json().message).toBe(MSG.alleFelder);
    expect(pendingUploads()).toEqual([]);
    expect(await h.db.em.fork().count(PdfVerarbeitung, {})).toBe(0);
  });

  it('answers German 404s for an unknown order and a domain none of its suppliers has, 409 for an ambiguous one', async () => {
    const pdf = await makePdf('Plan');
    const unbekannt = await start(
      sb,
      { AuftragsNr: 'AS1999-999999', Domain: 'netz-pdftest.de' },
      { name: 'plan.pdf', content: pdf },
    );
    expect(unbekannt.statusCode).toBe(404);
    expect(unbekannt.json().message).toBe('Zur Auftragsnummer AS1999-999999 wurde kein Auftrag gefunden.');
    const fremd = await start(
      sb,
      { AuftragsNr: vorgangsnummer, Domain: 'niemand-pdftest.de' },
      { name: 'plan.pdf', content: pdf },
    );
    expect(fremd.statusCode).toBe(404);
    expect(fremd.json().message).toBe(
      'Zu diesem Auftrag gibt es keinen Netzbetreiber mit der Domain niemand-pdftest.de.',
    );
    const doppelt = await start(
      sb,
      { AuftragsNr: vorgangsnummer, Domain: 'doppelt-pdftest.de' },
      { name: 'plan.pdf', content: pdf },
    );
    expect(doppelt.statusCode).toBe(409);
    expect(doppelt.json().message).toBe(
      'Mehrere Netzbetreiber dieses Auftrags passen zur Domain doppelt-pdftest.de. Bitte geben Sie die Domain genauer an.',
    );
    const status = await processed(sb, { domain: 'niemand-pdftest.de', auftragsNr: vorgangsnummer });
    expect(status.statusCode).toBe(404);
    expect(pendingUploads()).toEqual([]);
  });

  it('stamps an uploaded PDF in the worker, files it with the supplier and offers its download', async () => {
    const before = await supplierFiles();
    const notStarted = await processed(sb, { domain: 'netz-pdftest.de', auftragsNr: vorgangsnummer });
    expect(notStarted.json()).toEqual({ message: MSG.nichtGestartet, data: null, status: 'keine', fileName: null });
    // a lower-case order number and the domain as an address with www. — both accepted
    const res = await start(
      sb,
      { AuftragsNr: vorgangsnummer.toLowerCase(), Domain: 'https://www.netz-pdftest.de/kontakt' },
      { name: 'Leitungsplan Strom.pdf', content: await makePdf('Leitungsplan Strom', 2, 90) },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(pendingUploads()).toHaveLength(1);
    const waiting = await processed(sb, { domain: 'netz-pdftest.de', auftragsNr: vorgangsnummer });
    expect(waiting.json()).toMatchObject({ message: MSG.laeuft, data: null, status: 'laeuft' });

    expect(await work()).toEqual({ fertig: 1, fehler: 0 });
    const done = await processed(sb, { domain: 'NETZ-PDFTEST.DE', auftragsNr: vorgangsnummer });
    expect(done.statusCode).toBe(200);
    const body = done.json();
    expect(body.message).toBe(MSG.fertig);
    expect(body.fileName).toBe('Leitungsplan Strom_gestempelt.pdf');
    expect(body.data).toMatch(/^\/api\/Antrag\/DownloadVersorgerDatei\/[0-9a-f-]{36}$/);
    // the upload is gone once filed; the supplier has one file more
    expect(pendingUploads()).toEqual([]);
    expect(await supplierFiles()).toBe(before + 1);

    const download = await sb.request('GET', body.data);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const bytes = download.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const texts = await pageTexts(new Uint8Array(bytes));
    expect(texts).toHaveLength(2);
    const stamp = `${vorgangsnummer} · ${v1.name} · Eingegangen am ${formatDate(new Date())} · Leitungsauskunftportal`;
    for (const [i, text] of texts.entries()) {
      expect(text).toContain(stamp);
      expect(text).toContain(`Leitungsplan Strom Seite ${i + 1}`);
    }

    // listed among the supplier's files and the order's supplier files
    const files = await sb.request('GET', `/api/Auftraege/GetVersorgerFilesById/${v1.id}`);
    expect(files.statusCode).toBe(200);
    expect(files.json().map((f: { fileName: string }) => f.fileName)).toContain('Leitungsplan Strom_gestempelt.pdf');
    const all = await sb.request('GET', `/api/Auftraege/GetAllVersorgerFilesByAuftragId/${auftragId}`);
    expect(
      all
        .json()
        .filter((f: { versorgerId: string; fileName: string }) => f.versorgerId === v1.id)
        .map((f: { fileName: string }) => f.fileName),
    ).toContain('Leitungsplan Strom_gestempelt.pdf');
    const historie = await h.db.em.fork().find(VersorgerHistorie, { versorger: v1.id }, { orderBy: { id: 'asc' } });
    expect(historie.map((x) => x.beschreibung)).toEqual(
      expect.arrayContaining([
        'PDF-Verarbeitung gestartet: Leitungsplan Strom.pdf',
        'PDF-Verarbeitung abgeschlossen: Leitungsplan Strom_gestempelt.pdf abgelegt',
      ]),
    );
  });

  it('files the same PDF only once when it is sent again', async () => {
    const pdf = await makePdf('Leitungsplan Strom', 2, 90);
    const jobs = await h.db.em.fork().count(PdfVerarbeitung, {});
    const files = await supplierFiles();
    const again = await start(
      sb,
      { AuftragsNr: vorgangsnummer, Domain: 'netz-pdftest.de' },
      { name: 'nochmal.pdf', content: pdf },
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ ok: true });
    expect(await work()).toEqual({ fertig: 0, fehler: 0 });
    expect(await h.db.em.fork().count(PdfVerarbeitung, {})).toBe(jobs);
    expect(await supplierFiles()).toBe(files);
    expect(pendingUploads()).toEqual([]);
    expect((await processed(sb, { domain: 'netz-pdftest.de', auftragsNr: vorgangsnummer })).json().status).toBe(
      'fertig',
    );
  });

  it('without a file takes the newest PDF the supplier filed itself (never a stamped result)', async () => {
    // v1 has only the stamped result: nothing to take
    const none = await start(sb, { AuftragsNr: vorgangsnummer, Domain: 'netz-pdftest.de' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(
      'Der Netzbetreiber hat zu diesem Auftrag noch keine PDF-Datei abgelegt. Bitte wählen Sie eine PDF-Datei aus.',
    );
    // v2 gets two PDFs through the supplier upload; the newer one is stamped (JSON fields, no multipart: also accepted)
    for (const name of ['alt.pdf', 'neu.pdf']) {
      const up = await sb.request('POST', '/api/Auftraege/PostUploadVersorgerDatei', {
        raw: multipart(
          { VersorgerId: v2.id, AuftragId: auftragId },
          { name, content: await makePdf(`Plan ${name}`, 1) },
        ),
      });
      expect(up.statusCode, up.body).toBe(200);
      await new Promise((r) => setTimeout(r, 5));
    }
    const res = await sb.request('POST', START, {
      body: { AuftragsNr: vorgangsnummer, Domain: 'stadtwerke-pdftest.de' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await work()).toEqual({ fertig: 1, fehler: 0 });
    const body = (await processed(sb, { domain: 'stadtwerke-pdftest.de', auftragsNr: vorgangsnummer })).json();
    expect(body.fileName).toBe('neu_gestempelt.pdf');
    const texts = await pageTexts(new Uint8Array((await sb.request('GET', body.data)).rawPayload));
    expect(texts[0]).toContain('Plan neu.pdf Seite 1');
    expect(texts[0]).toContain(`${vorgangsnummer} · ${v2.name} · Eingegangen am`);
    // the subdomain of an e-mail address finds the same row
    expect(
      (await processed(sb, { domain: 'gas.stadtwerke-pdftest.de', auftragsNr: vorgangsnummer })).json().fileName,
    ).toBe('neu_gestempelt.pdf');
  });

  it('reports a PDF that cannot be read as failed, with the reason', async () => {
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 65), Buffer.from('\n%%EOF\n')]);
    const res = await start(
      sb,
      { AuftragsNr: vorgangsnummer, Domain: 'netz-pdftest.de' },
      { name: 'kaputt.pdf', content: broken },
    );
    expect(res.json()).toEqual({ ok: true });
    expect(await work()).toEqual({ fertig: 0, fehler: 1 });
    const body = (await processed(sb, { domain: 'netz-pdftest.de', auftragsNr: vorgangsnummer })).json();
    expect(body).toEqual({
      message: 'Die PDF-Verarbeitung ist fehlgeschlagen: Die PDF-Datei ist beschädigt oder kann nicht gelesen werden.',
      data: null,
      status: 'fehler',
      fileName: null,
    });
    expect(pendingUploads()).toEqual([]);
    // sent again it is tried again (and fails again): one job, nothing left behind
    const jobs = await h.db.em.fork().count(PdfVerarbeitung, {});
    expect(
      (
        await start(
          sb,
          { AuftragsNr: vorgangsnummer, Domain: 'netz-pdftest.de' },
          { name: 'kaputt.pdf', content: broken },
        )
      ).json(),
    ).toEqual({ ok: true });
    expect(await work()).toEqual({ fertig: 0, fehler: 1 });
    expect(await h.db.em.fork().count(PdfVerarbeitung, {})).toBe(jobs);
    expect(pendingUploads()).toEqual([]);
  });

  it('takes up a job left running by a crashed node', async () => {
    const em = h.db.em.fork();
    const res = await start(
      sb,
      { AuftragsNr: vorgangsnummer, Domain: 'netz-pdftest.de' },
      { name: 'absturz.pdf', content: await makePdf('Absturz', 1) },
    );
    expect(res.json()).toEqual({ ok: true });
    const job = await em.findOneOrFail(PdfVerarbeitung, { quelleName: 'absturz.pdf' });
    // as a node leaves it when it dies mid-job
    await em.nativeUpdate(
      PdfVerarbeitung,
      { id: job.id },
      { status: 'laeuft', versuche: 1, updatedAt: new Date(Date.now() - 10 * 60 * 1000) },
    );
    expect(
      await runPdfVerarbeitungen(h.db.em, { storage: h.storage, now: new Date(Date.now() - 6 * 60 * 1000) }),
    ).toEqual({ fertig: 0, fehler: 0 });
    expect(await work()).toEqual({ fertig: 1, fehler: 0 });
    expect((await processed(sb, { domain: 'netz-pdftest.de', auftragsNr: vorgangsnummer })).json().fileName).toBe(
      'absturz_gestempelt.pdf',
    );
  });

  it('is for case workers only', async () => {
    const pdf = await makePdf('Plan', 1);
    const fields = { AuftragsNr: vorgangsnummer, Domain: 'netz-pdftest.de' };
    for (const [client, status] of [
      [anonym, 401],
      [kunde, 403],
      [other, 403],
      [admin, 403],
    ] as const) {
      const s = await start(client, fields, { name: 'plan.pdf', content: pdf });
      expect(s.statusCode, s.body).toBe(status);
      const p = await processed(client, { domain: 'netz-pdftest.de', auftragsNr: vorgangsnummer });
      expect(p.statusCode, p.body).toBe(status);
    }
    expect(pendingUploads()).toEqual([]);
  });
});
