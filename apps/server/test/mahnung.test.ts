// Dunning over HTTP against a real database and real SMTP (spec 001 §2 /mahnungen, /mahnung, /editmahnung,
// /mahnungSenden; §3 Dunning; §4 levels, states 9–12, history codes 8 and 9; §5 rules; §7 'Dunning'): the full ladder
// 1 → 2 → 3 → 4 with statuses, history and mails read back, the rules of the edit form, ending the procedure for an
// order, and the refusals for unsent, paid and ended invoices.
import { beforeAll, describe, expect, it } from 'vitest';
import { faelligDefault } from '@lap/api';
import { addDays, formatDate, germanToday, rechnungSummen, verzugszinsen, zahlbarBis } from '@lap/domain';
import { Antrag, Historie, Mahnung, Rechnung, StoredFile } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { Client, useHarness } from './harness.js';
import { expectNoticesCarryTheirInvoice } from './support/invariants.js';
import { acceptedAuftrag } from './support/scenario.js';

const ADRESSE = {
  rechnungEmail: 'mahnung@saeumig-bau.example',
  firma: 'Säumig Bau GmbH',
  vorname: 'Jürgen',
  name: 'Zahlungsunwillig',
  strasse: 'Lessingstraße',
  hausnummer: '7',
  plz: '01587',
  ort: 'Riesa',
  land: 'Deutschland',
  ausland: false,
  adressenAenderung: true,
  projektnummer: 'P-15',
  keineProjektnummer: false,
};

describe('faelligDefault (spec 001 §5: today + 10 days, never before 01.07.2025)', () => {
  it('counts German calendar days across a month end and the clock changes', () => {
    expect(faelligDefault(new Date('2026-01-25T12:00:00Z'))).toBe('2026-02-04');
    // 22:30 UTC on 24 October is 00:30 on the 25th in Berlin (CEST): the German day counts
    expect(faelligDefault(new Date('2026-10-24T22:30:00Z'))).toBe('2026-11-04');
    // the night the clocks go forward
    expect(faelligDefault(new Date('2026-03-28T23:30:00Z'))).toBe('2026-04-08');
    expect(faelligDefault(new Date('2025-06-01T08:00:00Z'))).toBe('2025-07-01');
  });
});

describe.each(testDatabases())('dunning on $name', (database) => {
  const h = useHarness(database, { PUBLIC_URL: 'https://portal.test' });
  let sb: Client;
  let kunde: Client;
  let auftragId: string;
  let antragId: string;
  let rechnungId: string;
  let rechnungsNummer: string;
  const ids: string[] = [];

  const get = (path: string) => sb.request('GET', path);
  const put = (path: string, body?: unknown) =>
    sb.request('PUT', path, body === undefined ? {} : { body: body as object });

  /**
   * An accepted order with an invoice address and a sent invoice; overdue unless told otherwise (dated 20 days back, so
   * its 14 days' payment term has passed: issue 42 allows a notice only then).
   */
  async function gesendeteRechnung(
    options: { ueberfaellig?: boolean } = {},
  ): Promise<{ antragId: string; auftragId: string; rechnungId: string; rechnungsNummer: string }> {
    const order = await acceptedAuftrag(kunde, sb);
    expect(
      (
        await kunde.request('POST', '/api/Antrag/PostRechnungsAdresse', {
          body: { antragId: order.antragId, ...ADRESSE },
        })
      ).statusCode,
    ).toBe(200);
    const draft = (await get(`/api/Rechnung/GetNewRechnungByAuftragId/${order.auftragId}`)).json();
    const sent = await put(`/api/Rechnung/SendeRechnung/${String(draft.rechnungId)}`);
    expect(sent.statusCode, sent.body).toBe(200);
    await h.deliverMails();
    if (options.ueberfaellig !== false)
      await h.db.em
        .fork()
        .nativeUpdate(Rechnung, { id: String(draft.rechnungId) }, { rechnungsDatum: addDays(germanToday(), -20) });
    return { ...order, rechnungId: String(draft.rechnungId), rechnungsNummer: String(sent.json().rechnungsNummer) };
  }

  const status = async (id: string) => (await h.db.em.fork().findOneOrFail(Antrag, { id })).antragStatus;

  beforeAll(async () => {
    sb = new Client(h.app);
    await sb.login('sb@example.org');
    kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    ({ antragId, auftragId, rechnungId, rechnungsNummer } = await gesendeteRechnung());
  });

  it('creates the first notice from the invoice (GET with anti-forgery header), answers its id, refuses a second open one', async () => {
    expect((await sb.request('GET', `/api/Mahnung/CreateNewMahnung/${rechnungId}`, { xsrf: false })).statusCode).toBe(
      403,
    );
    const res = await get(`/api/Mahnung/CreateNewMahnung/${rechnungId}`);
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json();
    ids.push(m.id);
    expect(m).toMatchObject({
      mahnungId: m.id,
      auftragId,
      rechnungId,
      rechnungsNummer,
      mahnungStatus: 1,
      mahnungDate: null,
      rechnungsEmail: ADRESSE.rechnungEmail,
      versendet: false,
      bearbeitbar: true,
    });
    expect(m.mahnungFaellig).toBe(addDays(germanToday(), 10));
    expect(m.betreff).toContain(rechnungsNummer);
    expect(m.betreff).toContain(m.vorgangsnummer);
    expect(m.mailtext).toContain('Guten Tag Jürgen Zahlungsunwillig,');
    // euros on api/*
    expect(m.bruttoPreis).toBeCloseTo(m.nettoPreis * 1.19, 2);
    const again = await get(`/api/Mahnung/CreateNewMahnung/${rechnungId}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Zu dieser Rechnung gibt es bereits eine offene Mahnung. Bitte senden oder schließen Sie diese zuerst.',
    );
    expect((await get('/api/Mahnung/CreateNewMahnung/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/Mahnung/CreateNewMahnung/%20')).json().message).toBe(
      'Eine Rechnung muss augewählt werden!',
    );
    // customers may not
    expect((await kunde.request('GET', `/api/Mahnung/GetMahnungById/${m.id}`)).statusCode).toBe(403);
  });

  it('PutUpdateMahnung: the rules in German, nothing changed on a refusal', async () => {
    const id = ids[0] ?? '';
    const body = {
      rechnungsEmail: 'buchhaltung@saeumig-bau.example',
      betreff: 'Zahlungserinnerung',
      mailtext: 'Bitte zahlen Sie.',
      mahnungFaellig: addDays(germanToday(), 12),
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ betreff: '' }, 'Bitte geben Sie den Betreff an!'],
      [{ mailtext: '   ' }, 'Bitte geben Sie den Mailtext ein!'],
      [{ mailtext: 'x'.repeat(4001) }, 'Der Mailtext darf höchstens 4000 Zeichen lang sein.'],
      [{ rechnungsEmail: 'keine-adresse' }, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      [{ mahnungFaellig: '2025-06-30' }, 'Bitte geben Sie ein Fälligkeitsdatum ab dem 01.07.2025 an.'],
      [{ mahnungFaellig: '2026-02-30' }, 'Bitte geben Sie ein Fälligkeitsdatum ab dem 01.07.2025 an.'],
    ];
    for (const [change, message] of cases) {
      const res = await put(`/api/Mahnung/PutUpdateMahnung/${id}`, { ...body, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await get(`/api/Mahnung/GetMahnungById/${id}`)).json().rechnungsEmail).toBe(ADRESSE.rechnungEmail);
    const ok = await put(`/api/Mahnung/PutUpdateMahnung/${id}`, { ...body, mailtext: 'ä'.repeat(4000) });
    expect(ok.statusCode, ok.body).toBe(200);
    const saved = await put(`/api/Mahnung/PutUpdateMahnung/${id}`, body);
    expect(saved.json()).toMatchObject({ ...body, mahnungId: id });
  });

  it('sends level 1: the letter and the invoice PDF by mail, status 9, history 8; then it is immutable', async () => {
    const id = ids[0] ?? '';
    const res = await put(`/api/Mahnung/SendeMahnung/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ versendet: true, bearbeitbar: false, mahnungStatus: 1 });
    expect(res.json().letzteMahnungDate).toBe(res.json().mahnungDate);
    const mails = (await h.deliverMails()).filter(
      (m) => m.mail.subject === 'Zahlungserinnerung' || m.mail.subject?.startsWith('Zahlungserinnerung'),
    );
    expect(mails).toHaveLength(1);
    const mail = mails[0]?.mail;
    expect((Array.isArray(mail?.to) ? mail?.to[0] : mail?.to)?.text).toBe('buchhaltung@saeumig-bau.example');
    expect(mail?.subject).toContain(res.json().vorgangsnummer);
    expect(mail?.text).toContain('Bitte zahlen Sie.');
    const files = await h.db.em.fork().find(StoredFile, { rechnung: rechnungId }, { orderBy: { createdAt: 'asc' } });
    const brief = files.find((f) => f.originalName === `1_Mahnung_${rechnungsNummer}.pdf`);
    const rechnungPdf = files.find((f) => f.originalName === `Rechnung_${rechnungsNummer}.pdf`);
    expect(mail?.attachments.map((a) => a.filename)).toEqual([brief?.originalName, rechnungPdf?.originalName]);
    expect(mail?.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mail?.attachments[0]?.size).toBe(brief?.size);
    expect(await status(antragId)).toBe(9);
    expect(await h.db.em.fork().count(Historie, { auftrag: auftragId, aktion: 8 })).toBe(1);
    expect((await put(`/api/Mahnung/SendeMahnung/${id}`)).statusCode).toBe(409);
    const changed = await put(`/api/Mahnung/PutUpdateMahnung/${id}`, {
      rechnungsEmail: 'a@b.de',
      betreff: 'x',
      mailtext: 'y',
      mahnungFaellig: addDays(germanToday(), 12),
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe('Die Mahnung wurde bereits versendet und kann nicht mehr geändert werden.');
    expect(await h.deliverMails()).toEqual([]);
  });

  it('climbs the ladder 2 → 3 → 4: interest from level 2 on, statuses 10, 11, 12, history 8 and 9, previous notices closed', async () => {
    // the invoice fell due 40 days ago: default interest runs (§ 288 BGB)
    const rechnungsDatum = addDays(germanToday(), -54);
    await h.db.em.fork().nativeUpdate(Rechnung, { id: rechnungId }, { rechnungsDatum });
    for (const [stufe, antragStatus] of [
      [2, 10],
      [3, 11],
      [4, 12],
    ] as const) {
      // issue 42: the previous notice has fallen due (else the next is held until then)
      await h.db.em
        .fork()
        .nativeUpdate(
          Mahnung,
          { rechnung: rechnungId, mahnungDate: { $ne: null } },
          { mahnungFaellig: addDays(germanToday(), -1) },
        );
      const created = await get(`/api/Mahnung/CreateNewMahnung/${rechnungId}`);
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().mahnungStatus).toBe(stufe);
      ids.push(created.json().id);
      const sent = await put(`/api/Mahnung/SendeMahnung/${String(created.json().id)}`);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(await status(antragId)).toBe(antragStatus);
      const mails = await h.deliverMails();
      expect(
        mails.filter((m) => (Array.isArray(m.mail.to) ? m.mail.to[0] : m.mail.to)?.text === ADRESSE.rechnungEmail),
      ).toHaveLength(1);
    }
    const em = h.db.em.fork();
    const all = await em.find(
      Mahnung,
      { rechnung: rechnungId },
      { orderBy: { mahnungStatus: 'asc' }, populate: ['rechnung', 'rechnung.positionen'] },
    );
    expect(all.map((m) => m.mahnungStatus)).toEqual([1, 2, 3, 4]);
    expect(all.every((m) => m.abgeschlossen && m.mahnungDate)).toBe(true);
    // level 2: interest to the day it was sent, plus the € 40 lump sum for a business customer
    const r = all[0]?.rechnung;
    const brutto = rechnungSummen(
      (r?.positionen.getItems() ?? []).map((p) => ({ anzahl: Number(p.anzahl), einzelpreisCent: p.einzelpreisCent })),
      19,
    ).bruttoCent;
    const expected = verzugszinsen({
      offenCent: brutto,
      faelligAm: zahlbarBis(rechnungsDatum, 14),
      bis: germanToday(),
      geschaeftskunde: true,
    });
    expect(expected.tage).toBe(40);
    expect(all[1]?.zinsenCent).toBe(expected.zinsenCent + expected.pauschaleCent);
    expect(all[3]?.zinsenCent).toBeNull();
    expect(await em.count(Historie, { auftrag: auftragId, aktion: 8 })).toBe(3);
    expect(await em.count(Historie, { auftrag: auftragId, aktion: 9 })).toBe(1);
    const after = await get(`/api/Mahnung/CreateNewMahnung/${rechnungId}`);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe('Das Mahnverfahren dieses Auftrags ist beendet.');
    const antrag = (await get(`/api/Mahnung/GetAntragByAuftragId/${auftragId}`)).json();
    expect(antrag).toMatchObject({
      antragId,
      auftragId,
      antragStatus: 12,
      antragStatusText: 'Mahnung Verfahren beendet',
      beendet: true,
    });
  });

  it('lists: GetMahnungen (due date descending, euros), by invoice and by order', async () => {
    const list = await get('/api/Mahnung/GetMahnungen');
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().rows as Array<{ id: string; mahnungFaellig: string; nettoPreis: number }>;
    expect(list.json()).toMatchObject({ page: 1, pageSize: 50 });
    const faellig = rows.map((r) => r.mahnungFaellig);
    expect([...faellig].sort().reverse()).toEqual(faellig);
    for (const id of ids) expect(rows.map((r) => r.id)).toContain(id);
    // each row of the page (built with the page's lookups made once) is the notice as GetMahnungById shows it
    for (const row of rows) expect(row, row.id).toEqual((await get(`/api/Mahnung/GetMahnungById/${row.id}`)).json());
    expect(
      (
        await sb.request(
          'GET',
          `/api/Mahnung/GetMahnungen?filterDto=${encodeURIComponent(JSON.stringify([{ field: 'mahnungStatus', type: 'set', values: [4] }]))}`,
        )
      )
        .json()
        .rows.map((r: { id: string }) => r.id),
    ).toContain(ids[3]);
    const byRechnung = (await get(`/api/Mahnung/GetMahnungenByRechnungId/${rechnungId}`)).json() as Array<{
      mahnungStatus: number;
    }>;
    expect(byRechnung.map((m) => m.mahnungStatus)).toEqual([1, 2, 3, 4]);
    const byAuftrag = (await get(`/api/Mahnung/GetMahnungenRechnungByAuftragId/${auftragId}`)).json() as Array<{
      rechnungId: string;
      naechsteStufe: number | null;
      grund: string | null;
      mahnungen: unknown[];
    }>;
    expect(byAuftrag).toHaveLength(1);
    expect(byAuftrag[0]).toMatchObject({
      rechnungId,
      naechsteStufe: null,
      grund: 'Das Mahnverfahren dieses Auftrags ist beendet.',
    });
    expect(byAuftrag[0]?.mahnungen).toHaveLength(4);
  });

  it('ends the procedure for a whole order: status 12, history 9, the open notice closed; twice changes nothing', async () => {
    const other = await gesendeteRechnung();
    const m = (await get(`/api/Mahnung/CreateNewMahnung/${other.rechnungId}`)).json();
    const res = await put(`/api/Mahnung/MahnverfahrenBeenden/${other.auftragId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ antragStatus: 12, beendet: true });
    const em = h.db.em.fork();
    expect((await em.findOneOrFail(Mahnung, { id: m.id })).abgeschlossen).toBe(true);
    expect(await em.count(Historie, { auftrag: other.auftragId, aktion: 9 })).toBe(1);
    expect((await put(`/api/Mahnung/MahnverfahrenBeenden/${other.auftragId}`)).statusCode).toBe(200);
    expect(await h.db.em.fork().count(Historie, { auftrag: other.auftragId, aktion: 9 })).toBe(1);
    expect((await put(`/api/Mahnung/SendeMahnung/${String(m.id)}`)).statusCode).toBe(409);
  });

  it('refuses unsent and paid invoices; paying closes the open notices; PutMahnungAbgeschlossen closes one', async () => {
    const order = await acceptedAuftrag(kunde, sb);
    await kunde.request('POST', '/api/Antrag/PostRechnungsAdresse', { body: { antragId: order.antragId, ...ADRESSE } });
    const draft = (await get(`/api/Rechnung/GetNewRechnungByAuftragId/${order.auftragId}`)).json();
    const unsent = await get(`/api/Mahnung/CreateNewMahnung/${String(draft.rechnungId)}`);
    expect(unsent.statusCode).toBe(409);
    expect(unsent.json().message).toBe('Für eine nicht versendete Rechnung kann keine Mahnung erstellt werden.');

    const paid = await gesendeteRechnung();
    const offen = (await get(`/api/Mahnung/CreateNewMahnung/${paid.rechnungId}`)).json();
    expect((await put('/api/Rechnung/PutAbgeschlosseneRechnungen', [paid.auftragId])).statusCode).toBe(200);
    expect((await h.db.em.fork().findOneOrFail(Mahnung, { id: offen.id })).abgeschlossen).toBe(true);
    const refused = await get(`/api/Mahnung/CreateNewMahnung/${paid.rechnungId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Die Rechnung ist bezahlt: Eine Mahnung ist nicht möglich.');

    const third = await gesendeteRechnung();
    const note = (await get(`/api/Mahnung/CreateNewMahnung/${third.rechnungId}`)).json();
    const closed = await put(`/api/Mahnung/PutMahnungAbgeschlossen/${String(note.id)}`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ abgeschlossen: true, bearbeitbar: false });
    // a closed unsent notice no longer blocks a new one of the same level
    const next = (await get(`/api/Mahnung/CreateNewMahnung/${third.rechnungId}`)).json();
    expect(next.mahnungStatus).toBe(1);
  });

  it('refuses a notice before the invoice is overdue; a case worker overrides with a reason, kept and named in the history', async () => {
    const r = await gesendeteRechnung({ ueberfaellig: false });
    const heute = germanToday();
    const rechnungFaellig = zahlbarBis(heute, 14);
    const message = `Die Rechnung ist erst am ${formatDate(rechnungFaellig)} fällig: Eine Mahnung ist erst ab dem Tag danach möglich. Wenn Sie dennoch mahnen wollen, begründen Sie dies bitte.`;
    // the documented GET and tRPC without a reason: refused, nothing made
    const refused = await get(`/api/Mahnung/CreateNewMahnung/${r.rechnungId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message, errors: [{ field: 'vorzeitigGrund', message }] });
    const neu = (body: Record<string, unknown>) =>
      sb.request('POST', '/trpc/mahnung.neu', { body: { rechnungId: r.rechnungId, ...body } });
    expect((await neu({})).statusCode).toBe(409);
    const kurz = await neu({ vorzeitigGrund: '  zu kurz ' });
    expect(kurz.statusCode).toBe(400);
    expect(kurz.body).toContain('Bitte begründen Sie die Mahnung vor Fälligkeit (mindestens 10 Zeichen).');
    expect(await h.db.em.fork().count(Mahnung, { rechnung: r.rechnungId })).toBe(0);
    const byAuftrag = (await get(`/api/Mahnung/GetMahnungenRechnungByAuftragId/${r.auftragId}`)).json() as Array<{
      rechnungFaellig: string;
      vorFaelligkeit: boolean;
      naechsteStufe: number;
    }>;
    expect(byAuftrag[0]).toMatchObject({ rechnungFaellig, vorFaelligkeit: true, naechsteStufe: 1 });

    // the override: made, due no earlier than the invoice itself (its 14 days beat the notice's 10)
    const grund = 'Kunde hat telefonisch angekündigt, nicht zu zahlen.';
    const made = await neu({ vorzeitigGrund: `  ${grund} ` });
    expect(made.statusCode, made.body).toBe(200);
    const m = made.json().result.data as { id: string; mahnungFaellig: string; vorzeitigGrund: string | null };
    expect(m).toMatchObject({ mahnungFaellig: rechnungFaellig, vorzeitigGrund: grund });
    expect((await get(`/api/Mahnung/GetMahnungById/${m.id}`)).json().vorzeitigGrund).toBe(grund);

    // its own due date never before the invoice's
    const body = {
      rechnungsEmail: ADRESSE.rechnungEmail,
      betreff: 'Zahlungserinnerung',
      mailtext: 'Bitte zahlen Sie.',
    };
    const frueh = await put(`/api/Mahnung/PutUpdateMahnung/${m.id}`, {
      ...body,
      mahnungFaellig: addDays(rechnungFaellig, -1),
    });
    expect(frueh.statusCode).toBe(400);
    expect(frueh.json().errors).toEqual([
      {
        field: 'mahnungFaellig',
        message: `Die Mahnung kann frühestens zum Fälligkeitstag der Rechnung (${formatDate(rechnungFaellig)}) fällig sein.`,
      },
    ]);
    expect((await get(`/api/Mahnung/GetMahnungById/${m.id}`)).json().mahnungFaellig).toBe(rechnungFaellig);
    expect(
      (await put(`/api/Mahnung/PutUpdateMahnung/${m.id}`, { ...body, mahnungFaellig: rechnungFaellig })).statusCode,
    ).toBe(200);

    const sent = await put(`/api/Mahnung/SendeMahnung/${m.id}`);
    expect(sent.statusCode, sent.body).toBe(200);
    await h.deliverMails();
    const line = await h.db.em.fork().findOneOrFail(Historie, { auftrag: r.auftragId, aktion: 8 });
    expect(line.beschreibung).toBe(
      `1. Mahnung zu Rechnung ${r.rechnungsNummer} versendet – vor Fälligkeit der Rechnung (${formatDate(rechnungFaellig)}), Begründung: ${grund}`,
    );
  });

  it('holds a later notice until the previous one fell due; a reason overrides it, and sending checks the same', async () => {
    const r = await gesendeteRechnung();
    const erste = (await get(`/api/Mahnung/CreateNewMahnung/${r.rechnungId}`)).json() as { id: string };
    expect((await put(`/api/Mahnung/SendeMahnung/${erste.id}`)).statusCode).toBe(200);
    await h.deliverMails();
    const faellig1 = String((await get(`/api/Mahnung/GetMahnungById/${erste.id}`)).json().mahnungFaellig);
    expect(faellig1 >= germanToday()).toBe(true);
    const message = `Die 1. Mahnung ist erst am ${formatDate(faellig1)} fällig: Eine weitere Mahnung ist erst ab dem Tag danach möglich. Wenn Sie dennoch mahnen wollen, begründen Sie dies bitte.`;
    const refused = await get(`/api/Mahnung/CreateNewMahnung/${r.rechnungId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message, errors: [{ field: 'vorzeitigGrund', message }] });
    expect(await h.db.em.fork().count(Mahnung, { rechnung: r.rechnungId })).toBe(1);
    const byAuftrag = (await get(`/api/Mahnung/GetMahnungenRechnungByAuftragId/${r.auftragId}`)).json() as Array<{
      vorFaelligkeit: boolean;
      naechsteStufe: number;
    }>;
    expect(byAuftrag[0]).toMatchObject({ vorFaelligkeit: true, naechsteStufe: 2 });

    const grund = 'Kunde hat die Zahlung schriftlich verweigert.';
    const made = await sb.request('POST', '/trpc/mahnung.neu', {
      body: { rechnungId: r.rechnungId, vorzeitigGrund: grund },
    });
    expect(made.statusCode, made.body).toBe(200);
    const zweite = made.json().result.data as { id: string; mahnungStatus: number; vorzeitigGrund: string | null };
    expect(zweite).toMatchObject({ mahnungStatus: 2, vorzeitigGrund: grund });
    // a draft without the reason is not sent either
    await h.db.em.fork().nativeUpdate(Mahnung, { id: zweite.id }, { vorzeitigGrund: null });
    const ohne = await put(`/api/Mahnung/SendeMahnung/${zweite.id}`);
    expect(ohne.statusCode).toBe(409);
    expect(ohne.json().message).toBe(message);
    await h.db.em.fork().nativeUpdate(Mahnung, { id: zweite.id }, { vorzeitigGrund: grund });
    const sent = await put(`/api/Mahnung/SendeMahnung/${zweite.id}`);
    expect(sent.statusCode, sent.body).toBe(200);
    await h.deliverMails();
    const line = await h.db.em.fork().findOneOrFail(
      Historie,
      { auftrag: r.auftragId, aktion: 8 },
      {
        orderBy: { createdAt: 'desc' },
      },
    );
    expect(line.beschreibung).toBe(
      `2. Mahnung zu Rechnung ${r.rechnungsNummer} versendet – vor Fälligkeit der 1. Mahnung (${formatDate(faellig1)}), Begründung: ${grund}`,
    );

    // once the second notice has fallen due, the third needs no reason
    await h.db.em.fork().nativeUpdate(Mahnung, { id: zweite.id }, { mahnungFaellig: addDays(germanToday(), -1) });
    const dritte = await get(`/api/Mahnung/CreateNewMahnung/${r.rechnungId}`);
    expect(dritte.statusCode, dritte.body).toBe(200);
    expect(dritte.json()).toMatchObject({ mahnungStatus: 3, vorzeitigGrund: null });
  });

  it('sends no notice made before the invoice is due without a reason (a draft from before the rule)', async () => {
    const r = await gesendeteRechnung({ ueberfaellig: false });
    const made = await sb.request('POST', '/trpc/mahnung.neu', {
      body: { rechnungId: r.rechnungId, vorzeitigGrund: 'Nur für diesen Test angelegt.' },
    });
    const id = String(made.json().result.data.id);
    await h.db.em.fork().nativeUpdate(Mahnung, { id }, { vorzeitigGrund: null });
    const res = await put(`/api/Mahnung/SendeMahnung/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(
      `Die Rechnung ist erst am ${formatDate(zahlbarBis(germanToday(), 14))} fällig`,
    );
    expect((await h.db.em.fork().findOneOrFail(Mahnung, { id })).mahnungDate ?? null).toBeNull();
    expect(await h.deliverMails()).toEqual([]);
  });

  it("every notice made on the way carries its invoice's net sum and dispatch (the dunning list sums and sorts them)", async () => {
    await expectNoticesCarryTheirInvoice(h.db);
  });
});
