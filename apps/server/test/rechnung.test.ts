// Invoices over HTTP against a real database and real SMTP (spec 001 §2 'Invoices', §3 Invoice, Invoice line, §4, §5,
// §7 'Invoices'): drafts from the accepted offer, lines with German numbers, MwSt, gap-free numbers under concurrency,
// sending with PDF + XRechnung + ZUGFeRD stored and mailed, immutability, cancellation with and without a new draft.
import { beforeAll, describe, expect, it } from 'vitest';
import { RECHNUNG_MSG } from '@lap/contracts';
import { parseRechnungsnummer } from '@lap/domain';
import { facturXXml } from '@lap/documents';
import { Antrag, Historie, Rechnung, StoredFile } from '@lap/db';
import { validateEInvoice } from '@lap/documents/testing';
import { testDatabases } from '@lap/db/testing';
import { Client, useHarness } from './harness.js';
import { expectInvoicesCarryTheirCompletion, expectInvoicesCarryTheirOrderDate } from './support/invariants.js';
import { acceptedAuftrag } from './support/scenario.js';

const RECHNUNGSADRESSE = {
  rechnungEmail: 'buchhaltung@tiefbau-mueller.example',
  firma: 'Tiefbau Müller & Söhne GmbH',
  vorname: 'Jörg',
  name: 'Weißbach',
  strasse: 'Lessingstraße',
  hausnummer: '7',
  plz: '01587',
  ort: 'Riesa',
  land: 'Deutschland',
  ausland: false,
  adressenAenderung: true,
  projektnummer: 'P-4711',
  keineProjektnummer: false,
};

describe.each(testDatabases())('invoices on $name', (database) => {
  const h = useHarness(database, { PUBLIC_URL: 'https://portal.test' });
  let sb: Client;
  let kunde: Client;
  let auftragId: string;
  let antragId: string;
  let rechnungId: string;
  const gesendeteAuftraege: Array<{ antragId: string; auftragId: string }> = [];

  const get = (path: string) => sb.request('GET', path);
  const put = (path: string, body?: unknown) =>
    sb.request('PUT', path, body === undefined ? {} : { body: body as object });

  beforeAll(async () => {
    sb = new Client(h.app);
    await sb.login('sb@example.org');
    kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    ({ antragId, auftragId } = await acceptedAuftrag(kunde, sb));
    const adresse = await kunde.request('POST', '/api/Antrag/PostRechnungsAdresse', {
      body: { antragId, ...RECHNUNGSADRESSE },
    });
    expect(adresse.statusCode, adresse.body).toBe(200);
    await h.deliverMails();
  });

  it('creates a draft from the accepted offer, answers it again instead of a second one', async () => {
    const res = await get(`/api/Rechnung/GetNewRechnungByAuftragId/${auftragId}`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    rechnungId = r.rechnungId;
    expect(r).toMatchObject({
      auftragId,
      antragId,
      art: 'rechnung',
      rechnungsNummer: null,
      rechnungVersandt: null,
      storniert: false,
      mwst: 19,
      bearbeitbar: true,
      rechnungEmail: RECHNUNGSADRESSE.rechnungEmail,
    });
    const angebot = (await sb.request('GET', `/api/Angebot/GetAngebotsPositionen/${antragId}`)).json() as Array<{
      beschreibung: string;
      gesamtpreis: number;
    }>;
    const lines = (await get(`/api/Rechnung/GetRechnungsPositionen/${rechnungId}`)).json() as Array<{
      beschreibung: string;
      gesamtpreis: number;
      einzelpreis: number;
    }>;
    expect(lines.map((l) => [l.beschreibung, l.gesamtpreis])).toEqual(
      angebot.map((a) => [a.beschreibung, a.gesamtpreis]),
    );
    // euros on api/*: the net sum of the lines
    expect(r.nettoPreis).toBeCloseTo(
      lines.reduce((s, l) => s + l.gesamtpreis, 0),
      2,
    );
    expect((await get(`/api/Rechnung/GetNewRechnungByAuftragId/${auftragId}`)).json().rechnungId).toBe(rechnungId);
    // a mutating GET needs the anti-forgery header
    const bare = await sb.request('GET', `/api/Rechnung/GetNewRechnungByAuftragId/${auftragId}`, { xsrf: false });
    expect(bare.statusCode).toBe(403);
  });

  it('edits lines with German numbers (defaults 1 × 35 €, next sortierung), refuses unreadable ones and changes the MwSt', async () => {
    const before = (await get(`/api/Rechnung/GetRechnungsPositionen/${rechnungId}`)).json() as unknown[];
    const added = await sb.request('POST', '/api/Rechnung/PostRechnungsPosition', {
      body: { rechnungId, beschreibung: 'Zusätzliche Prüfung Gasleitung' },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ anzahl: 1, einzelpreis: 35, gesamtpreis: 35, sortierung: before.length + 1 });
    const id = added.json().id;
    const changed = await put(`/api/Rechnung/PutRechnungsPosition/${id}`, { anzahl: '2,5', einzelpreis: '1.234,56' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ anzahl: 2.5, einzelpreis: 1234.56, gesamtpreis: 3086.4 });
    const bad = await put(`/api/Rechnung/PutRechnungsPosition/${id}`, { einzelpreis: 'zwölf Euro' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'einzelpreis', message: 'Einzelpreis: „zwölf Euro“ ist keine gültige Zahl (Format 1.234,56).' },
    ]);
    expect(
      (await get(`/api/Rechnung/GetRechnungsPositionen/${rechnungId}`)).json().find((l: { id: number }) => l.id === id)
        .einzelpreis,
    ).toBe(1234.56);
    expect((await sb.request('DELETE', `/api/Rechnung/DeleteRechnungsPosition/${id}`)).statusCode).toBe(200);
    expect(((await get(`/api/Rechnung/GetRechnungsPositionen/${rechnungId}`)).json() as unknown[]).length).toBe(
      before.length,
    );

    const mwst = await put(`/api/Rechnung/PutMwstRechnung/${rechnungId}`, { mwst: 16 });
    expect(mwst.statusCode, mwst.body).toBe(200);
    expect(mwst.json().mwst).toBe(16);
    expect((await put(`/api/Rechnung/PutMwstRechnung/${rechnungId}`, { mwst: 7 })).json().message).toBe(
      'Bitte wählen Sie 19 % oder 16 % MwSt.',
    );
    expect((await put(`/api/Rechnung/PutMwstRechnung/${rechnungId}`, { mwst: 19 })).json().mwst).toBe(19);
  });

  it('shows a draft as a PDF preview marked Entwurf', async () => {
    const res = await get(`/api/Rechnung/ErstelleRechnungPdfById/${rechnungId}`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await h.db.em.fork().count(StoredFile, { rechnung: rechnungId })).toBe(0);
  });

  let rechnungsNummer: string;
  it('sends it: a number, the request in status 6 with history code 6, PDF + XRechnung + ZUGFeRD stored and mailed, the XML valid', async () => {
    const res = await put(`/api/Rechnung/SendeRechnung/${rechnungId}`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    rechnungsNummer = r.rechnungsNummer;
    expect(rechnungsNummer).toMatch(/^RE\d{4}-\d{5,}$/);
    expect(r).toMatchObject({ rechnungGeneriert: true, bearbeitbar: false, antragStatus: 6 });
    expect(r.rechnungVersandt).not.toBeNull();
    const em = h.db.em.fork();
    expect((await em.findOneOrFail(Antrag, { id: antragId })).antragStatus).toBe(6);
    expect(await em.count(Historie, { antrag: antragId, aktion: 6 })).toBe(1);
    const files = await em.find(StoredFile, { rechnung: rechnungId }, { orderBy: { originalName: 'asc' } });
    expect(files.map((f) => f.originalName)).toEqual([
      `Rechnung_${rechnungsNummer}.pdf`,
      `Rechnung_${rechnungsNummer}_XRechnung.xml`,
      `Rechnung_${rechnungsNummer}_ZUGFeRD.pdf`,
    ]);
    expect(files.every((f) => f.kind === 'dokument')).toBe(true);

    const mails = (await h.deliverMails()).filter((m) => m.mail.subject?.includes(rechnungsNummer));
    expect(mails).toHaveLength(1);
    const mail = mails[0]?.mail;
    expect(mail?.subject).toBe(`Rechnung ${rechnungsNummer} zu Ihrem Auftrag ${r.vorgangsnummer}`);
    expect((Array.isArray(mail?.to) ? mail?.to[0] : mail?.to)?.text).toBe(RECHNUNGSADRESSE.rechnungEmail);
    expect(mail?.text).toContain(`Verwendungszweck ${rechnungsNummer}`);
    const xmlDownload = await get(`/api/Rechnung/GetERechnungById/${rechnungId}`);
    expect(xmlDownload.statusCode).toBe(200);
    const pdfDownload = await get(`/api/Rechnung/DownloadRechnungPdfById/${rechnungId}`);
    expect(pdfDownload.statusCode).toBe(200);
    expect(pdfDownload.headers['content-disposition']).toContain(`Rechnung_${rechnungsNummer}.pdf`);
    // the attachments are byte-identical to the stored documents
    expect(mail?.attachments.map((a) => a.filename)).toEqual([
      `Rechnung_${rechnungsNummer}_ZUGFeRD.pdf`,
      `Rechnung_${rechnungsNummer}_XRechnung.xml`,
    ]);
    expect(Buffer.compare(mail?.attachments[1]?.content ?? Buffer.alloc(0), xmlDownload.rawPayload)).toBe(0);
    const xml = xmlDownload.rawPayload.toString('utf8');
    expect(xml).toContain(rechnungsNummer);
    expect(xml).toContain('Tiefbau Müller &amp; Söhne GmbH');
    expect(await facturXXml(new Uint8Array(mail?.attachments[0]?.content ?? Buffer.alloc(0)))).toContain(
      rechnungsNummer,
    );
    const { report } = await validateEInvoice(xml);
    expect(report, report).toMatch(/\b3 passed, 0 failed\b/);
    // the customer finds it on /dokumente
    const dokumente = (
      await kunde.request('GET', `/trpc/antrag.dokumente?input=${encodeURIComponent(JSON.stringify({ antragId }))}`)
    ).json().result.data as Array<{ displayTxt: string }>;
    expect(dokumente.map((d) => d.displayTxt)).toContain(`Rechnung_${rechnungsNummer}.pdf`);
  }, 120_000);

  it('keeps a sent invoice immutable: every change answers 409 in German', async () => {
    const line =
      ((await get(`/api/Rechnung/GetRechnungsPositionen/${rechnungId}`)).json() as Array<{ id: number }>)[0]?.id ?? 0;
    const versendet =
      'Die Rechnung wurde bereits versendet und kann nicht mehr geändert werden. Korrekturen bitte über eine Stornierung.';
    for (const res of [
      await sb.request('POST', '/api/Rechnung/PostRechnungsPosition', { body: { rechnungId } }),
      await put(`/api/Rechnung/PutRechnungsPosition/${line}`, { einzelpreis: '1,00' }),
      await sb.request('DELETE', `/api/Rechnung/DeleteRechnungsPosition/${line}`),
      await put(`/api/Rechnung/PutMwstRechnung/${rechnungId}`, { mwst: 16 }),
      await put(`/api/Rechnung/SendeRechnung/${rechnungId}`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(versendet);
    }
    expect(await h.deliverMails()).toHaveLength(0);
  });

  it('cancels with a Stornorechnung (own number, negative amounts, history code 7) and a new draft copy', async () => {
    const res = await put(`/api/Rechnung/PutStorniereRechnung/${rechnungId}/true`);
    expect(res.statusCode, res.body).toBe(200);
    const { storno, neu } = res.json();
    expect(storno).toMatchObject({ art: 'storno', stornoVonRechnungsNummer: rechnungsNummer, rechnungGeneriert: true });
    expect(storno.rechnungsNummer).not.toBe(rechnungsNummer);
    expect(storno.nettoPreis).toBeLessThan(0);
    const original = (await get(`/api/Rechnung/GetRechnungById/${rechnungId}`)).json();
    expect(original).toMatchObject({ storniert: true, storniertDurch: storno.rechnungsNummer });
    expect(neu).toMatchObject({
      art: 'rechnung',
      rechnungsNummer: null,
      bearbeitbar: true,
      nettoPreis: original.nettoPreis,
    });
    expect(await h.db.em.fork().count(Historie, { antrag: antragId, aktion: 7 })).toBe(1);
    const mails = (await h.deliverMails()).filter((m) => m.mail.subject?.startsWith('Stornorechnung'));
    expect(mails).toHaveLength(1);
    const xml = mails[0]?.mail.attachments[1]?.content.toString('utf8') ?? '';
    expect(xml).toContain(rechnungsNummer);
    expect((await validateEInvoice(xml)).report).toMatch(/\b3 passed, 0 failed\b/);
    expect((await put(`/api/Rechnung/PutStorniereRechnung/${rechnungId}/false`)).json().message).toBe(
      'Die Rechnung ist bereits storniert.',
    );
    expect((await put(`/api/Rechnung/PutStorniereRechnung/${storno.rechnungId}/false`)).statusCode).toBe(409);
    // the order's invoices by dispatch ascending, the draft last
    const alle = (await get(`/api/Rechnung/GetAlleRechnungenByAuftragId/${auftragId}`)).json() as Array<{
      rechnungId: string;
    }>;
    expect(alle.map((r) => r.rechnungId)).toEqual([rechnungId, storno.rechnungId, neu.rechnungId]);
    expect((await get(`/api/Rechnung/GetRechnungByAuftragId/${auftragId}`)).json().rechnungId).toBe(neu.rechnungId);
  }, 120_000);

  it('numbers 20 invoices sent from parallel requests without a gap or a duplicate', async () => {
    const orders: string[] = [];
    for (let i = 0; i < 20; i++) {
      const { antragId: a, auftragId: au } = await acceptedAuftrag(kunde, sb);
      gesendeteAuftraege.push({ antragId: a, auftragId: au });
      expect(
        (
          await kunde.request('POST', '/api/Antrag/PostRechnungsAdresse', {
            body: { antragId: a, ...RECHNUNGSADRESSE },
          })
        ).statusCode,
      ).toBe(200);
      orders.push((await get(`/api/Rechnung/GetNewRechnungByAuftragId/${au}`)).json().rechnungId);
    }
    const results = await Promise.all(orders.map((id) => put(`/api/Rechnung/SendeRechnung/${id}`)));
    expect(results.map((r) => r.statusCode)).toEqual(orders.map(() => 200));
    const numbers = results
      .map((r) => parseRechnungsnummer(r.json().rechnungsNummer)?.running ?? 0)
      .sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    // consecutive: 20 distinct numbers spanning exactly 20
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(19);
    const all = await h.db.em
      .fork()
      .find(Rechnung, { rechnungsNummer: { $ne: null } }, { fields: ['rechnungsNummer'] });
    expect(new Set(all.map((r) => r.rechnungsNummer)).size).toBe(all.length);
  }, 300_000);

  it('makes a fee invoice with one line of 35 € and sends it like an invoice', async () => {
    const res = await get(`/api/Rechnung/GetGebuehrenRechnungByAuftragId/${auftragId}`);
    expect(res.statusCode, res.body).toBe(200);
    const gebuehr = res.json();
    expect(gebuehr).toMatchObject({
      art: 'gebuehr',
      rechnungsNummer: null,
      nettoPreis: 35,
      mwstBetrag: 6.65,
      bruttoPreis: 41.65,
    });
    expect((await get(`/api/Rechnung/GetRechnungsPositionen/${gebuehr.rechnungId}`)).json()).toMatchObject([
      { beschreibung: 'Bearbeitungsgebühr', anzahl: 1, einzelpreis: 35, gesamtpreis: 35 },
    ]);
    expect((await get(`/api/Rechnung/GetGebuehrenRechnungByAuftragId/${auftragId}`)).json().rechnungId).toBe(
      gebuehr.rechnungId,
    );
    const sent = await put(`/api/Rechnung/SendeRechnung/${gebuehr.rechnungId}`);
    expect(sent.statusCode, sent.body).toBe(200);
    const xml = (await get(`/api/Rechnung/GetERechnungById/${gebuehr.rechnungId}`)).rawPayload.toString('utf8');
    expect(xml).toContain('Bearbeitungsgebühr');
    expect((await validateEInvoice(xml)).report).toMatch(/\b3 passed, 0 failed\b/);
    await h.deliverMails();
  }, 120_000);

  it('completes paid orders in bulk (status 7, payment date), refuses orders without a sent invoice', async () => {
    const [a, b] = gesendeteAuftraege;
    if (!a || !b) throw new Error('no sent orders');
    const res = await put('/api/Rechnung/PutAbgeschlosseneRechnungen', [a.auftragId, b.auftragId]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ abgeschlossen: 2, message: 'Rechnungen erfolgreich abgeschlossen' });
    const em = h.db.em.fork();
    expect((await em.findOneOrFail(Antrag, { id: a.antragId })).antragStatus).toBe(7);
    expect((await em.findOneOrFail(Rechnung, { auftrag: a.auftragId })).bezahltAm).not.toBeNull();
    expect((await put('/api/Rechnung/PutAbgeschlosseneRechnungen', [a.auftragId])).json().abgeschlossen).toBe(0);
    const { auftragId: ohne } = await acceptedAuftrag(kunde, sb);
    const refused = await put('/api/Rechnung/PutAbgeschlosseneRechnungen', [gesendeteAuftraege[2]?.auftragId, ohne]);
    expect(refused.statusCode).toBe(409);
    expect(
      (await h.db.em.fork().findOneOrFail(Antrag, { id: gesendeteAuftraege[2]?.antragId ?? '' })).antragStatus,
    ).toBe(6);
    expect((await put('/api/Rechnung/PutAbgeschlosseneRechnungen', [])).json().message).toBe(
      'Bitte wählen Sie mindestens einen Eintrag aus.',
    );

    // /rechnungen: paid ones (prioritaetStatus 6) only with the completed toggle; auftragsDatum descending, 50 a page
    type Row = {
      auftragId: string;
      prioritaetStatus: number;
      auftragsDatum: string;
      nettoPreis: number;
      rechnungenAuftragUrl: string;
      anzahlRechnungen: number;
    };
    const offen = await get(
      `/api/Rechnung/GetRechnungen?filterDto=${encodeURIComponent('{}')}&sortingDto=${encodeURIComponent('{}')}`,
    );
    expect(offen.statusCode, offen.body).toBe(200);
    expect(offen.json().pageSize).toBe(50);
    const rows = offen.json().rows as Row[];
    expect(rows.some((r) => r.auftragId === a.auftragId)).toBe(false);
    expect(rows.every((r) => r.prioritaetStatus !== 6)).toBe(true);
    expect(rows.map((r) => r.auftragsDatum)).toEqual([...rows.map((r) => r.auftragsDatum)].sort().reverse());
    const alle = (
      await get(
        `/api/Rechnung/GetRechnungen?abgeschlossene=true&pageSize=100&search=${encodeURIComponent((await em.findOneOrFail(Antrag, { id: a.antragId })).vorgangsnummer)}`,
      )
    ).json().rows as Row[];
    expect(alle).toHaveLength(1);
    // without the toggle the paid order is not found, also by search
    const gesucht = await get(
      `/api/Rechnung/GetRechnungen?search=${encodeURIComponent((await em.findOneOrFail(Antrag, { id: a.antragId })).vorgangsnummer)}`,
    );
    expect(gesucht.statusCode, gesucht.body).toBe(200);
    expect(gesucht.json().rows).toEqual([]);
    expect(alle[0]).toMatchObject({
      auftragId: a.auftragId,
      prioritaetStatus: 6,
      anzahlRechnungen: 1,
      rechnungenAuftragUrl: `/leitungsauskunftportal/rechnungenauftrag/${a.auftragId}, 1`,
    });
    // euros, as GetRechnungById answers them
    const paid = await em.findOneOrFail(Rechnung, { auftrag: a.auftragId });
    expect(alle[0]?.nettoPreis).toBe((await get(`/api/Rechnung/GetRechnungById/${paid.id}`)).json().nettoPreis);
  });

  it('completes the cancelled invoice and its Stornorechnung with the order: /rechnungen hides them once it is paid', async () => {
    const vorgangsnummer = (await h.db.em.fork().findOneOrFail(Antrag, { id: antragId })).vorgangsnummer;
    type Row = { rechnungId: string; prioritaetStatus: number; storniert: boolean; bezahlt: boolean };
    const liste = async (abgeschlossene: boolean) =>
      (
        await get(
          `/api/Rechnung/GetRechnungen?abgeschlossene=${abgeschlossene}&search=${encodeURIComponent(vorgangsnummer)}`,
        )
      ).json().rows as Row[];
    // unpaid: the cancelled pair is still open
    expect((await liste(false)).map((r) => r.rechnungId)).toContain(rechnungId);
    const entwurf = (await get(`/api/Rechnung/GetRechnungByAuftragId/${auftragId}`)).json();
    expect((await put(`/api/Rechnung/SendeRechnung/${entwurf.rechnungId}`)).statusCode).toBe(200);
    await h.deliverMails();
    expect((await put('/api/Rechnung/PutAbgeschlosseneRechnungen', [auftragId])).json().abgeschlossen).toBe(1);
    expect(await liste(false)).toEqual([]);
    const alle = await liste(true);
    // original (cancelled), Stornorechnung, the recreated invoice and the fee invoice: all completed
    expect(alle).toHaveLength(4);
    // each row (built with the page's lookups made once, the net sum from the invoice) as GetRechnungById shows it
    for (const row of alle) {
      const einzeln = (await get(`/api/Rechnung/GetRechnungById/${row.rechnungId}`)).json();
      const { rechnungsNummer, auftraggeber, name, telefon, nettoPreis, art, storniert, vorkasse } = einzeln;
      expect(row, row.rechnungId).toMatchObject({
        rechnungsNummer,
        auftraggeber,
        name,
        telefon,
        nettoPreis,
        art,
        storniert,
        vorkasse,
      });
    }
    expect(alle.every((r) => r.prioritaetStatus === 6)).toBe(true);
    // 'bezahlt' stays the invoice's own payment: the cancelled one was never paid
    expect(alle.find((r) => r.rechnungId === rechnungId)).toMatchObject({ storniert: true, bezahlt: false });

    // a paid invoice is not cancelled (the portal has no refund): a German refusal, nothing changed
    const bezahlte = alle.find((r) => r.bezahlt && !r.storniert);
    expect(bezahlte).toBeDefined();
    const storno = await put(`/api/Rechnung/PutStorniereRechnung/${bezahlte?.rechnungId ?? ''}/false`);
    expect(storno.statusCode).toBe(409);
    expect(storno.json().message).toBe(RECHNUNG_MSG.bezahltNichtStornierbar);
    const danach = await liste(true);
    expect(danach).toEqual(alle);
    expect((await get(`/api/Rechnung/GetRechnungById/${bezahlte?.rechnungId ?? ''}`)).json()).toMatchObject({
      storniert: false,
    });
  }, 120_000);

  it('keeps customers and administrators out', async () => {
    const admin = new Client(h.app);
    await admin.login('admin@example.org');
    for (const c of [kunde, admin]) {
      expect((await c.request('GET', `/api/Rechnung/GetRechnungById/${rechnungId}`)).statusCode).toBe(403);
      expect((await c.request('GET', `/api/Rechnung/DownloadRechnungPdfById/${rechnungId}`)).statusCode).toBe(403);
    }
  });

  it("every invoice made on the way carries its order's date (the invoice lists sort by it)", async () => {
    await expectInvoicesCarryTheirOrderDate(h.db);
  });

  it('every invoice made on the way carries its completion (the open invoices list reads it)', async () => {
    await expectInvoicesCarryTheirCompletion(h.db);
  });
});
