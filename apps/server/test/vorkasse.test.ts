// Prepayments and sent invoices over HTTP against a real database and real SMTP (spec 001 §2 /vorkasselist,
// /rechnungenbezahlt; §3 Prepayment row; §4 bulk completion; §7 CompleteVorkassen, PutAbgeschlosseneRechnungen): an order
// accepted with Vorkasse gets its prepayment invoice right away, sent by the worker once the invoice address is known;
// its processing waits until CompleteVorkassen; sent ordinary invoices wait on 'Versandte Rechnungen' until paid.
import { beforeAll, describe, expect, it } from 'vitest';
import { Antrag, Auftrag, Historie, Rechnung, StoredFile } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { Client, useHarness } from './harness.js';
import { expectInvoicesCarryTheirCompletion, expectInvoicesCarryTheirOrderDate } from './support/invariants.js';
import { acceptedAuftrag } from './support/scenario.js';

const ADRESSE = {
  rechnungEmail: 'vorkasse@bau-kunde.example',
  firma: 'Gärtnerei Grünwald GmbH',
  vorname: 'Ömer',
  name: 'Straßburger',
  strasse: 'Lessingstraße',
  hausnummer: '7',
  plz: '01587',
  ort: 'Riesa',
  land: 'Deutschland',
  ausland: false,
  adressenAenderung: true,
  projektnummer: '',
  keineProjektnummer: true,
};

const trpcQuery = (c: Client, path: string, input: unknown) =>
  c.request('GET', `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);
const LIST = { page: 1, pageSize: 50, filterDto: [], sortingDto: [] };

/** The order ids /auftraege shows (without 'abgeschlossene Aufträge anzeigen') when searching for the case number. */
async function auftraegeIds(sb: Client, auftragId: string): Promise<string[]> {
  const auftrag = (await sb.request('GET', `/api/Auftraege/GetAuftragById/${auftragId}`)).json() as {
    vorgangsnummer: string;
  };
  const res = await sb.request(
    'GET',
    `/api/Auftraege/GetAuftraege?search=${encodeURIComponent(auftrag.vorgangsnummer)}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { rows: Array<{ auftragId: string }> }).rows.map((r) => r.auftragId);
}

describe.each(testDatabases())('prepayments and sent invoices on $name', (database) => {
  const h = useHarness(database, { PUBLIC_URL: 'https://portal.test' });
  let sb: Client;
  let kunde: Client;
  let vorkasse: { antragId: string; auftragId: string };
  let normal: { antragId: string; auftragId: string };

  beforeAll(async () => {
    sb = new Client(h.app);
    await sb.login('sb@example.org');
    kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    vorkasse = await acceptedAuftrag(kunde, sb, { vorkasse: true });
    normal = await acceptedAuftrag(kunde, sb);
    await h.deliverMails();
  });

  it('makes the prepayment invoice with the order; it waits for the invoice address', async () => {
    const alle = (
      await sb.request('GET', `/api/Rechnung/GetAlleRechnungenByAuftragId/${vorkasse.auftragId}`)
    ).json() as Array<Record<string, unknown>>;
    expect(alle).toHaveLength(1);
    expect(alle[0]).toMatchObject({ art: 'vorkasse', vorkasse: true, rechnungsNummer: null, rechnungVersandt: null });
    const positionen = (
      await sb.request('GET', `/api/Rechnung/GetRechnungsPositionen/${String(alle[0]?.rechnungId)}`)
    ).json() as unknown[];
    const angebot = (
      await sb.request('GET', `/api/Angebot/GetAngebotsPositionen/${vorkasse.antragId}`)
    ).json() as unknown[];
    expect(positionen).toHaveLength(angebot.length);
    // no invoice for an order without prepayment
    expect((await sb.request('GET', `/api/Rechnung/GetAlleRechnungenByAuftragId/${normal.auftragId}`)).json()).toEqual(
      [],
    );
    // processing waits: no deadline yet, off the order list, on the prepayment list
    const auftrag = await h.db.em.fork().findOneOrFail(Auftrag, { id: vorkasse.auftragId });
    expect(auftrag.bearbeitungsFrist).toBeNull();
    expect(await auftraegeIds(sb, vorkasse.auftragId)).toEqual([]);
    expect(await auftraegeIds(sb, normal.auftragId)).toEqual([normal.auftragId]);
    const liste = (await trpcQuery(sb, 'auftrag.vorkassen', LIST)).json().result.data as {
      rows: Array<Record<string, unknown>>;
    };
    const row = liste.rows.find((r) => r.auftragId === vorkasse.auftragId);
    expect(row).toMatchObject({
      antragId: vorkasse.antragId,
      vorkasse: true,
      rechnungsNummer: null,
      baumassnahmeOrPlanung: 'Baumaßnahme',
    });
    expect(liste.rows.map((r) => r.auftragId)).not.toContain(normal.auftragId);
    // the worker has nothing to send without an address
    expect(await h.deliverMails()).toEqual([]);
  });

  it('sends it by itself once the customer gives the invoice address: number, documents, mail, status 6', async () => {
    const saved = await kunde.request('POST', '/api/Antrag/PostRechnungsAdresse', {
      body: { antragId: vorkasse.antragId, ...ADRESSE },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const mails = await h.deliverMails();
    const mail = mails
      .map((m) => m.mail)
      .find((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text === ADRESSE.rechnungEmail);
    expect(mail?.subject).toMatch(/^Rechnung RE\d{4}-\d{5}/);
    expect(mail?.attachments.map((a) => a.filename)).toEqual([
      expect.stringMatching(/_ZUGFeRD\.pdf$/),
      expect.stringMatching(/_XRechnung\.xml$/),
    ]);
    const r = await h.db.em
      .fork()
      .findOneOrFail(Rechnung, { auftrag: vorkasse.auftragId }, { populate: ['versandtVon'] });
    expect(r.rechnungsNummer).toMatch(/^RE\d{4}-\d{5}$/);
    expect(r.rechnungGeneriert).toBe(true);
    expect(r.versandtVon).toBeNull();
    expect(await h.db.em.fork().count(StoredFile, { rechnung: r.id })).toBe(3);
    expect((await h.db.em.fork().findOneOrFail(Antrag, { id: vorkasse.antragId })).antragStatus).toBe(6);
    const liste = (await trpcQuery(sb, 'auftrag.vorkassen', LIST)).json().result.data as {
      rows: Array<Record<string, unknown>>;
    };
    expect(liste.rows.find((x) => x.auftragId === vorkasse.auftragId)).toMatchObject({
      rechnungsNummer: r.rechnungsNummer,
    });
    // a prepayment invoice is not waiting on 'Versandte Rechnungen'
    const versandte = (await trpcQuery(sb, 'rechnung.versandte', LIST)).json().result.data as {
      rows: Array<{ auftragId: string }>;
    };
    expect(versandte.rows.map((x) => x.auftragId)).not.toContain(vorkasse.auftragId);
    // sent once: the next round has nothing
    expect(await h.deliverMails()).toEqual([]);
  });

  it('CompleteVorkassen: refuses bad lists without a change, then releases the order and pays its invoice', async () => {
    const put = (body?: unknown) =>
      sb.request('PUT', '/api/Auftraege/CompleteVorkassen', body === undefined ? {} : { body: body as object });
    expect((await put([])).json().message).toBe('Bitte wählen Sie mindestens einen Eintrag aus.');
    expect((await put()).statusCode).toBe(400);
    expect((await put(['00000000-0000-4000-8000-000000000000'])).statusCode).toBe(404);
    const ohne = await put([vorkasse.antragId, normal.auftragId]);
    expect(ohne.statusCode).toBe(409);
    expect(ohne.json().message).toMatch(/^Dieser Auftrag ist kein Vorkasse-Auftrag\. \(AS\d{4}-\d{6}\)$/);
    expect((await h.db.em.fork().findOneOrFail(Auftrag, { id: vorkasse.auftragId })).vorkasseBezahltAm).toBeNull();
    // a customer may not
    expect(
      (await kunde.request('PUT', '/api/Auftraege/CompleteVorkassen', { body: [vorkasse.antragId] })).statusCode,
    ).toBe(403);

    // the prepayment row carries the antragId: that id completes it
    const res = await put([vorkasse.antragId]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ abgeschlossen: 1, message: 'Vorkassen erfolgreich abgeschlossen' });
    const em = h.db.em.fork();
    const auftrag = await em.findOneOrFail(Auftrag, { id: vorkasse.auftragId }, { populate: ['antrag'] });
    expect(auftrag.vorkasseBezahltAm).not.toBeNull();
    expect(auftrag.bearbeitungsFrist).not.toBeNull();
    expect(auftrag.antrag.antragStatus).toBe(7);
    expect((await em.findOneOrFail(Rechnung, { auftrag: vorkasse.auftragId })).bezahltAm).not.toBeNull();
    expect(
      await em.count(Historie, {
        auftrag: vorkasse.auftragId,
        aktion: 3,
        beschreibung: 'Vorkasse bezahlt, Bearbeitung freigegeben',
      }),
    ).toBe(1);
    // now on the order list, off the prepayment list; paid, so the customer is no longer an Erstkunde
    expect(await auftraegeIds(sb, vorkasse.auftragId)).toEqual([vorkasse.auftragId]);
    const liste = (await trpcQuery(sb, 'auftrag.vorkassen', LIST)).json().result.data as {
      rows: Array<{ auftragId: string }>;
    };
    expect(liste.rows.map((r) => r.auftragId)).not.toContain(vorkasse.auftragId);
    expect((await sb.request('GET', `/api/Angebot/GetAngebotByAntragId/${normal.antragId}`)).json().erstKunde).toBe(
      false,
    );
    // twice is refused with the case number
    const again = await put({ ids: [vorkasse.auftragId] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('Die Vorkasse dieses Auftrags ist bereits abgeschlossen.');
  });

  it("'Versandte Rechnungen' lists a sent ordinary invoice until its order is completed", async () => {
    await kunde.request('POST', '/api/Antrag/PostRechnungsAdresse', {
      body: { antragId: normal.antragId, ...ADRESSE, rechnungEmail: 'normal@bau-kunde.example' },
    });
    const entwurf = (await sb.request('GET', `/api/Rechnung/GetNewRechnungByAuftragId/${normal.auftragId}`)).json();
    expect(entwurf).toMatchObject({ art: 'rechnung', vorkasse: false });
    const versandt = await sb.request('PUT', `/api/Rechnung/SendeRechnung/${String(entwurf.rechnungId)}`);
    expect(versandt.statusCode, versandt.body).toBe(200);
    const versandte = (await trpcQuery(sb, 'rechnung.versandte', LIST)).json().result.data as {
      rows: Array<Record<string, unknown>>;
      total: number;
    };
    const row = versandte.rows.find((x) => x.auftragId === normal.auftragId);
    expect(row).toMatchObject({
      rechnungsNummer: versandt.json().rechnungsNummer,
      rechnungStatus: 6,
      vorkasse: false,
      bezahlt: false,
      prioritaetStatus: 0,
    });
    expect(String(row?.rechnungenAuftragUrl)).toMatch(new RegExp(`/rechnungenauftrag/${normal.auftragId}, 1$`));
    // dispatch descending by default
    const dates = versandte.rows.map((x) => String(x.rechnungVersand));
    expect([...dates].sort().reverse()).toEqual(dates);
    // a customer may not read it
    expect((await trpcQuery(kunde, 'rechnung.versandte', LIST)).statusCode).toBe(403);

    const done = await sb.request('PUT', '/api/Rechnung/PutAbgeschlosseneRechnungen', { body: [normal.auftragId] });
    expect(done.json()).toEqual({ abgeschlossen: 1, message: 'Rechnungen erfolgreich abgeschlossen' });
    const after = (await trpcQuery(sb, 'rechnung.versandte', LIST)).json().result.data as {
      rows: Array<{ auftragId: string }>;
    };
    expect(after.rows.map((x) => x.auftragId)).not.toContain(normal.auftragId);
  });

  it('a demo invoice issued before documents were kept gets them on its first download, the same bytes afterwards', async () => {
    const em = h.db.em.fork();
    const demo = (
      await em.find(
        Rechnung,
        { rechnungsNummer: { $ne: null }, rechnungGeneriert: true },
        { orderBy: { rechnungsNummer: 'asc' } },
      )
    ).find((r) => r.rechnungsNummer?.length);
    expect(demo).toBeDefined();
    const id = String(demo?.id);
    expect(await em.count(StoredFile, { rechnung: id })).toBe(0);
    const [a, b] = await Promise.all([
      sb.request('GET', `/api/Rechnung/DownloadRechnungPdfById/${id}`),
      sb.request('GET', `/api/Rechnung/DownloadRechnungPdfById/${id}`),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.headers['content-type']).toContain('application/pdf');
    expect(a.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    // two downloads at once archived one set
    expect(await h.db.em.fork().count(StoredFile, { rechnung: id })).toBe(3);
    const xml = await sb.request('GET', `/api/Rechnung/GetERechnungById/${id}`);
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain(`<ram:ID>${String(demo?.rechnungsNummer)}</ram:ID>`);
    expect(
      (await sb.request('GET', `/api/Rechnung/DownloadRechnungPdfById/${id}`)).rawPayload.equals(a.rawPayload),
    ).toBe(true);
  });

  it("every invoice made on the way carries its order's date (the invoice lists sort by it)", async () => {
    await expectInvoicesCarryTheirOrderDate(h.db);
  });

  it('every invoice made on the way carries its completion (the open invoices list reads it)', async () => {
    await expectInvoicesCarryTheirCompletion(h.db);
  });
});
