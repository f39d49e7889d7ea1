import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, totalsOf } from '@lap/domain';
import { Angebot, AngebotPosition, Antrag, Auftrag, Historie, Position, StoredFile } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { Client, otherApplicant, useHarness } from './harness.js';
import { sentAntrag as sentAs } from './support/scenario.js';

/** A request filed and sent through the API by `client` for the given applicant address. */
const sentAntrag = (client: Client, email: string, over: Record<string, unknown> = {}): Promise<string> =>
  sentAs(client, { over, person: { email } });

describe.each(testDatabases())('Angebot on $name', (database) => {
  const h = useHarness(database);
  let kunde: Client;
  let sb: Client;
  let other: Client;
  let admin: Client;
  let antragId: string;

  beforeAll(async () => {
    kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    sb = new Client(h.app);
    await sb.login('sb@example.org');
    admin = new Client(h.app);
    await admin.login('admin@example.org');
    other = await otherApplicant(h, 'zweiter@example.org');
    antragId = await sentAntrag(kunde, 'kunde@example.org', { eilbearbeitung: true });
    await h.deliverMails();
  });

  it('shows staff the sent request without an offer yet; the customer sees nothing before it is sent', async () => {
    const view = await sb.request('GET', `/api/Angebot/GetAngebotByAntragId/${antragId}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      id: antragId,
      angebotId: null,
      antragStatus: 2,
      erstKunde: false,
      betrag: 0,
      nettoBetrag: 0,
      mwst: 0,
      eilbearbeitung: true,
      plzOrt: '01587 Riesa',
    });
    expect((await kunde.request('GET', `/api/Angebot/GetAngebotByAntragId/${antragId}`)).statusCode).toBe(404);
    expect((await kunde.request('GET', `/api/Angebot/GetAngebotsPositionen/${antragId}`)).statusCode).toBe(404);
    expect((await kunde.request('GET', `/api/Angebot/GetGemeindenById/${antragId}`)).statusCode).toBe(403);
  });

  it('lists the municipalities of the area; staff remove and restore one', async () => {
    const list = await sb.request('GET', `/api/Angebot/GetGemeindenById/${antragId}`);
    expect(list.statusCode).toBe(200);
    const gemeinden = list.json() as Array<{ id: number; gemeindeName: string; disabled: boolean }>;
    expect(gemeinden.map((g) => g.gemeindeName)).toContain('Riesa');
    const riesa = gemeinden.find((g) => g.gemeindeName === 'Riesa');
    const off = await sb.request('PUT', `/api/Angebot/PutEnDisableGemeindeById/${riesa?.id}`, {
      body: { disabled: true },
    });
    expect(off.json()).toMatchObject({ gemeindeName: 'Riesa', disabled: true });
    const toggled = await sb.request('PUT', `/api/Angebot/PutEnDisableGemeindeById/${riesa?.id}`, { body: {} });
    expect(toggled.json()).toMatchObject({ disabled: false });
    expect(
      (await kunde.request('PUT', `/api/Angebot/PutEnDisableGemeindeById/${riesa?.id}`, { body: { disabled: true } }))
        .statusCode,
    ).toBe(403);
  });

  it('proposes positions from the price list, then edits, adds and deletes lines with exact money', async () => {
    const proposed = await sb.request('PUT', `/api/Angebot/UebernahmeAllePosition/${antragId}`);
    expect(proposed.statusCode).toBe(200);
    const lines = proposed.json() as Array<{
      id: number;
      beschreibung: string;
      anzahl: number;
      einzelpreis: number;
      gesamtpreis: number;
    }>;
    const gemeindeCount = ((await sb.request('GET', `/api/Angebot/GetGemeindenById/${antragId}`)).json() as unknown[])
      .length;
    expect(lines.map((l) => [l.beschreibung, l.anzahl, l.einzelpreis, l.gesamtpreis])).toEqual([
      // api/* money is euros (JSON numbers, two decimals); tRPC and the database keep cents.
      ['Grundgebühr Leitungsauskunft', 1, 89, 89],
      ['Auskunft je betroffener Gemeinde', gemeindeCount, 25, 25 * gemeindeCount],
      ['Zuschlag Eilbearbeitung', 1, 49, 49],
    ]);

    const added = await sb.request('POST', '/api/Angebot/PostAngebotPosition', {
      body: {
        antragId,
        position: '4',
        anzahl: 2.5,
        beschreibung: 'Vor-Ort-Termin je Stunde',
        einheit: 'Std.',
        einzelpreis: 33.33,
      },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ anzahl: 2.5, einzelpreis: 33.33, gesamtpreis: 83.33 });
    const stored = await h.db.em.fork().findOneOrFail(AngebotPosition, { id: added.json().id });
    expect(stored.einzelpreisCent).toBe(3333);
    const bad = await sb.request('POST', '/api/Angebot/PostAngebotPosition', {
      body: { antragId, position: '', anzahl: 0, beschreibung: '', einzelpreis: 'zehn' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['position', 'anzahl', 'beschreibung', 'einzelpreis']),
    );

    const cents = await sb.request('POST', '/api/Angebot/PostAngebotPosition', {
      body: { antragId, position: '6', anzahl: 1, beschreibung: 'Drei Nachkommastellen', einzelpreis: 10.555 },
    });
    expect(cents.statusCode).toBe(400);
    expect(cents.json().errors).toEqual([
      {
        field: 'einzelpreis',
        message: 'Beträge werden in Euro mit höchstens zwei Nachkommastellen angegeben (z. B. 35.5 für 35,50 €).',
      },
    ]);

    const id = added.json().id as number;
    const updated = await sb.request('PUT', `/api/Angebot/PutAngebotPosition/${id}`, {
      body: { position: '4', anzahl: 3, beschreibung: 'Vor-Ort-Termin je Stunde', einheit: 'Std.', einzelpreis: 30 },
    });
    expect(updated.json()).toMatchObject({ id, anzahl: 3, gesamtpreis: 90 });
    const extra = await sb.request('POST', '/api/Angebot/PostAngebotPosition', {
      body: { antragId, position: '5', anzahl: 1, beschreibung: 'Wird gelöscht', einzelpreis: 100 },
    });
    expect((await sb.request('DELETE', `/api/Angebot/DeleteAngebotPosition/${extra.json().id}`)).statusCode).toBe(200);
    expect((await kunde.request('DELETE', `/api/Angebot/DeleteAngebotPosition/${id}`)).statusCode).toBe(403);

    const remark = await sb.request('PUT', `/api/Angebot/BemerkungAngebot/${antragId}`, {
      body: { bemerkung: 'Termin nach Absprache.' },
    });
    expect(remark.json()).toEqual({ bemerkung: 'Termin nach Absprache.' });

    const view = (await sb.request('GET', `/api/Angebot/GetAngebotByAntragId/${antragId}`)).json();
    const expected = totalsOf([
      { anzahl: 1, einzelpreisCent: 8900 },
      { anzahl: gemeindeCount, einzelpreisCent: 2500 },
      { anzahl: 1, einzelpreisCent: 4900 },
      { anzahl: 3, einzelpreisCent: 3000 },
    ]);
    expect(view).toMatchObject({
      nettoBetrag: expected.nettoCent / 100,
      mwst: expected.mwstCent / 100,
      betrag: expected.bruttoCent / 100,
      mwstProzent: 19,
      bemerkung: 'Termin nach Absprache.',
    });
  });

  it('renders the PDF for staff before sending', async () => {
    const pdf = await sb.request('GET', `/api/Angebot/DownloadAngebotPdf/${antragId}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(String(pdf.headers['content-disposition'])).toMatch(/^inline; filename="Angebot_AS\d{4}-\d{6}\.pdf"/);
    const list = await sb.request('GET', `/api/Angebot/GemeindenPdf/${antragId}`);
    expect(list.statusCode).toBe(200);
    expect((await kunde.request('GET', `/api/Angebot/GemeindenPdf/${antragId}`)).statusCode).toBe(404);
  });

  it('sends the offer with prepayment: status 3, PDF kept and mailed over SMTP, history code 1', async () => {
    expect((await kunde.request('PUT', `/api/Angebot/SendeAngebot/${antragId}`, { body: {} })).statusCode).toBe(403);
    expect(
      (await sb.request('PUT', `/api/Angebot/SendeAngebot/${antragId}`, { body: { vorkasse: true }, xsrf: false }))
        .statusCode,
    ).toBe(403);
    const sent = await sb.request('PUT', `/api/Angebot/SendeAngebot/${antragId}`, { body: { vorkasse: true } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().antragStatus).toBe(3);

    const em = h.db.em.fork();
    expect((await em.findOneOrFail(Antrag, { id: antragId })).antragStatus).toBe(3);
    expect(await em.count(Historie, { antrag: antragId, aktion: 1 })).toBe(1);
    const stored = await em.find(StoredFile, { antrag: antragId, kind: 'dokument' });
    expect(stored.map((f) => f.originalName)).toEqual([expect.stringMatching(/^Angebot_AS\d{4}-\d{6}\.pdf$/)]);

    const mails = await h.deliverMails();
    const mail = mails.find((m) => m.mail.subject?.startsWith('Ihr Angebot zur Leitungsauskunft'));
    expect(mail).toBeDefined();
    const to = mail?.mail.to;
    expect(Array.isArray(to) ? to[0]?.text : to?.text).toBe('kunde@example.org');
    const view = (await kunde.request('GET', `/api/Angebot/GetAngebotByAntragId/${antragId}`)).json();
    expect(mail?.mail.text).toContain(formatMoney(Math.round(view.betrag * 100)));
    expect(mail?.mail.text).toContain('Vorkasse');
    const attachment = mail?.mail.attachments[0];
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.filename).toBe(stored[0]?.originalName);
    expect(attachment?.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('shows the customer the sent offer, its positions, its PDF and the documents list; nobody else', async () => {
    const view = await kunde.request('GET', `/api/Angebot/GetAngebotByAntragId/${antragId}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ antragStatus: 3, vorkasseStatus: 1, angebotVersand: expect.any(String) });
    const positions = await kunde.request('GET', `/api/Angebot/GetAngebotsPositionen/${antragId}`);
    expect((positions.json() as unknown[]).length).toBe(4);
    expect((await kunde.request('GET', `/api/Angebot/DownloadAngebotPdf/${antragId}`)).statusCode).toBe(200);
    const dokumente = (await kunde.request('GET', `/api/Antrag/DokumenteFilesById/${antragId}`)).json() as Array<{
      displayTxt: string;
    }>;
    expect(dokumente).toHaveLength(1);
    const byName = await kunde.request(
      'GET',
      `/api/Antrag/DownloadDokumenteDatei/${antragId}/${encodeURIComponent(dokumente[0]?.displayTxt ?? '')}`,
    );
    expect(byName.statusCode).toBe(200);
    expect(byName.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (
        await other.request(
          'GET',
          `/api/Antrag/DownloadDokumenteDatei/${antragId}/${encodeURIComponent(dokumente[0]?.displayTxt ?? '')}`,
        )
      ).statusCode,
    ).toBe(404);
    expect((await other.request('GET', `/api/Angebot/GetAngebotByAntragId/${antragId}`)).statusCode).toBe(404);
    expect((await other.request('GET', `/api/Angebot/DownloadAngebotPdf/${antragId}`)).statusCode).toBe(404);
    expect(
      (
        await other.request('PUT', `/api/Angebot/ZustimmungAngebotKunde/${antragId}`, {
          body: { widerrufAnerkannt: true },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await other.request('PUT', `/api/Angebot/AblehnungAngebotKunde/${antragId}`, { body: { grund: 'zu_teuer' } }))
        .statusCode,
    ).toBe(404);
  });

  it('lists offers: staff see statuses 2, 3, 4, 8 with Erstkunde; the customer sees only their own, without 8', async () => {
    const staff = await sb.request('GET', `/api/Angebot/GetAngebote?pageSize=100`);
    expect(staff.statusCode).toBe(200);
    const rows = staff.json().rows as Array<{
      id: string;
      antragStatus: number;
      erstKunde: boolean;
      vorkasse: boolean;
    }>;
    expect(new Set(rows.map((r) => r.antragStatus))).toEqual(new Set([2, 3, 4, 8]));
    expect(rows.find((r) => r.id === antragId)).toMatchObject({ antragStatus: 3, erstKunde: false, vorkasse: true });
    const own = await kunde.request('GET', `/api/Angebot/GetAngebote?pageSize=100`);
    const ownRows = own.json().rows as Array<{ antragStatus: number }>;
    expect(ownRows.length).toBeGreaterThan(0);
    expect(ownRows.every((r) => r.antragStatus >= 3 && r.antragStatus !== 8)).toBe(true);
    expect((await other.request('GET', `/api/Angebot/GetAngebote`)).json().rows).toEqual([]);
  });

  it('needs the withdrawal acknowledgement; accepting creates the Auftrag once (status 5)', async () => {
    const noAck = await kunde.request('PUT', `/api/Angebot/ZustimmungAngebotKunde/${antragId}`, {
      body: { widerrufAnerkannt: false },
    });
    expect(noAck.statusCode).toBe(400);
    expect(noAck.json().message).toBe('Bitte erkennen Sie die Widerrufsbelehrung an.');
    // The spec documents the call without a body: that alone accepts (the page asks for the checkbox itself).
    const [a, b] = await Promise.all([
      kunde.request('PUT', `/api/Angebot/ZustimmungAngebotKunde/${antragId}`),
      kunde.request('PUT', `/api/Angebot/ZustimmungAngebotKunde/${antragId}`, { body: {} }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ok = a.statusCode === 200 ? a : b;
    expect(ok.json()).toEqual({ antragId, auftragId: expect.any(String) });
    const em = h.db.em.fork();
    const auftrag = await em.findOneOrFail(Auftrag, { antrag: antragId });
    expect(auftrag.vorkasse).toBe(true);
    expect((await kunde.request('GET', `/api/Angebot/GetAngebotByAntragId/${antragId}`)).json().auftragAm).toBe(
      auftrag.auftragsDatum.toISOString(),
    );
    expect(await em.count(Position, { auftrag })).toBe(2);
    expect((await em.findOneOrFail(Antrag, { id: antragId })).antragStatus).toBe(5);
    const again = await kunde.request('PUT', `/api/Angebot/AblehnungAngebotKunde/${antragId}`, {
      body: { grund: 'zu_teuer' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses every staff change once ordered (status 5)', async () => {
    for (const [method, url, body] of [
      ['PUT', `/api/Angebot/SendeAngebot/${antragId}`, {}],
      ['PUT', `/api/Angebot/DienstleisterBeenden/${antragId}`, undefined],
      ['DELETE', `/api/Angebot/DeleteAngebot/${antragId}`, undefined],
      ['PUT', `/api/Angebot/UebernahmeAllePosition/${antragId}`, undefined],
      [
        'POST',
        '/api/Angebot/PostAngebotPosition',
        { antragId, position: '9', anzahl: 1, beschreibung: 'x', einzelpreis: 1 },
      ],
    ] as const) {
      const res = await sb.request(method, url, body === undefined ? {} : { body });
      expect(res.statusCode, `${method} ${url}`).toBe(409);
    }
    expect((await h.db.em.fork().findOneOrFail(Antrag, { id: antragId })).antragStatus).toBe(5);
  });

  it('records a rejection with reason and Keine_Angabe for empty text (status 4); accepting in status 2 is refused', async () => {
    const second = await sentAntrag(kunde, 'kunde@example.org');
    expect(
      (
        await kunde.request('PUT', `/api/Angebot/ZustimmungAngebotKunde/${second}`, {
          body: { widerrufAnerkannt: true },
        })
      ).statusCode,
    ).toBe(409);
    await sb.request('PUT', `/api/Angebot/UebernahmeAllePosition/${second}`);
    expect((await sb.request('PUT', `/api/Angebot/SendeAngebot/${second}`, { body: {} })).statusCode).toBe(200);
    const tooLong = await kunde.request('PUT', `/api/Angebot/AblehnungAngebotKunde/${second}`, {
      body: { grund: 'anderer_grund', text: 'x'.repeat(201) },
    });
    expect(tooLong.statusCode).toBe(400);
    const rejected = await kunde.request('PUT', `/api/Angebot/AblehnungAngebotKunde/${second}`, {
      body: { grund: 'zu_teuer', text: '' },
    });
    expect(rejected.json()).toEqual({ antragStatus: 4 });
    const stored = await h.db.em.fork().findOneOrFail(Antrag, { id: second });
    expect([stored.antragStatus, stored.ablehnGrund, stored.ablehnText]).toEqual([4, 'zu_teuer', 'Keine_Angabe']);
    // a corrected offer sent again is kept beside the first one under its own name
    expect((await sb.request('PUT', `/api/Angebot/SendeAngebot/${second}`, { body: {} })).statusCode).toBe(200);
    const names = (await kunde.request('GET', `/api/Antrag/DokumenteFilesById/${second}`))
      .json()
      .map((f: { displayTxt: string }) => f.displayTxt);
    expect(names.sort()).toEqual([`Angebot_${stored.vorgangsnummer}.pdf`, `Angebot_${stored.vorgangsnummer}_2.pdf`]);
    // two corrections sent at the same moment (two case workers, two nodes) are kept under a name each
    const twice = await Promise.all(
      [1, 2].map(() => sb.request('PUT', `/api/Angebot/SendeAngebot/${second}`, { body: {} })),
    );
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    const afterTwice = (await kunde.request('GET', `/api/Antrag/DokumenteFilesById/${second}`))
      .json()
      .map((f: { displayTxt: string }) => f.displayTxt);
    expect(afterTwice.sort()).toEqual(
      [2, 3, 4]
        .map((n) => `Angebot_${stored.vorgangsnummer}_${n}.pdf`)
        .concat(`Angebot_${stored.vorgangsnummer}.pdf`)
        .sort(),
    );
    // lines added while the offer is sent again: a line's sum reaches the request's copy through the offer (triggers),
    // and every writer takes the request's row first, so none of them deadlocks; the list's net sum follows the lines
    const line = (n: number) =>
      sb.request('POST', '/api/Angebot/PostAngebotPosition', {
        body: { antragId: second, position: `Z${n}`, anzahl: n, beschreibung: 'Zusatz', einzelpreis: 12.5 },
      });
    const raced = await Promise.all([
      line(1),
      sb.request('PUT', `/api/Angebot/SendeAngebot/${second}`, { body: {} }),
      line(2),
      line(3),
      sb.request('PUT', `/api/Angebot/SendeAngebot/${second}`, { body: {} }),
    ]);
    expect(raced.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const nettoView = (await sb.request('GET', `/api/Angebot/GetAngebotByAntragId/${second}`)).json()
      .nettoBetrag as number;
    const listed = (await sb.request('GET', `/api/Angebot/GetAngebote?pageSize=100`))
      .json()
      .rows.find((r: { id: string }) => r.id === second);
    expect(listed.nettoBetrag).toBe(nettoView);
    expect(listed.nettoBetrag).toBeGreaterThan(75);
    expect(
      (await kunde.request('PUT', `/api/Angebot/AblehnungAngebotKunde/${second}`, { body: { grund: 'zu_teuer' } }))
        .statusCode,
    ).toBe(200);
    expect((await kunde.request('PUT', `/api/Angebot/AblehnungAngebotKunde/${second}`, { body: {} })).statusCode).toBe(
      409,
    );

    // staff may reset the rejected offer (back to 2) and end the case (8, history code 2)
    expect((await sb.request('DELETE', `/api/Angebot/DeleteAngebot/${second}`)).json()).toEqual({ antragStatus: 2 });
    expect((await sb.request('GET', `/api/Angebot/GetAngebotByAntragId/${second}`)).json()).toMatchObject({
      angebotId: null,
      antragStatus: 2,
    });
    expect((await sb.request('PUT', `/api/Angebot/DienstleisterBeenden/${second}`)).json()).toEqual({
      antragStatus: 8,
    });
    expect(await h.db.em.fork().count(Historie, { antrag: second, aktion: 2 })).toBe(1);
    // ending (or resetting) does not leave an empty offer behind
    expect(await h.db.em.fork().count(Angebot, { antrag: second })).toBe(0);
  });

  it('a reason-less rejection is Keine_Auswahl; a new customer is an Erstkunde', async () => {
    const id = await sentAntrag(other, 'zweiter@example.org');
    expect((await sb.request('GET', `/api/Angebot/GetAngebotByAntragId/${id}`)).json().erstKunde).toBe(true);
    await sb.request('PUT', `/api/Angebot/UebernahmeAllePosition/${id}`);
    await sb.request('PUT', `/api/Angebot/SendeAngebot/${id}`, { body: {} });
    expect((await other.request('PUT', `/api/Angebot/AblehnungAngebotKunde/${id}`, { body: {} })).statusCode).toBe(200);
    const stored = await h.db.em.fork().findOneOrFail(Antrag, { id });
    expect([stored.ablehnGrund, stored.ablehnText]).toEqual(['Keine_Auswahl', 'Keine_Angabe']);
  });

  it('Rechnungsadresse: prefilled from the applicant, the spec rules, saved by the owner only', async () => {
    const pre = await kunde.request('GET', `/api/Antrag/RechnungsAdresseById/${antragId}`);
    expect(pre.statusCode).toBe(200);
    expect(pre.json()).toMatchObject({
      gespeichert: false,
      rechnungEmail: 'kunde@example.org',
      firma: 'Bau GmbH',
      name: 'Kunde',
      land: 'Deutschland',
      ausland: false,
    });
    const base = { ...pre.json(), antragId, rt: 'a', projektnummer: '<b>P-2026-17</b>' };
    const noConfirm = await kunde.request('POST', '/api/Antrag/PostRechnungsAdresse', { body: base });
    expect(noConfirm.statusCode).toBe(400);
    expect(noConfirm.json().errors.map((e: { field: string }) => e.field)).toContain('adressenAenderung');
    const badUst = await kunde.request('POST', '/api/Antrag/PostRechnungsAdresse', {
      body: { ...base, adressenAenderung: true, ausland: true, land: 'Österreich', plz: '1010', ustIdNr: 'ATU1234' },
    });
    expect(badUst.statusCode).toBe(400);
    expect(badUst.json().message).toBe('Invalid Umsatzsteuer-Identifikationsnummer format - DE000000000.');
    const noProjekt = await kunde.request('POST', '/api/Antrag/PostRechnungsAdresse', {
      body: { ...base, adressenAenderung: true, projektnummer: '' },
    });
    expect(noProjekt.statusCode).toBe(400);
    const zusatzOhneFirma = await kunde.request('POST', '/api/Antrag/PostRechnungsAdresse', {
      body: { ...base, adressenAenderung: true, firma: '', firmaZusatz1: 'Abteilung Tiefbau' },
    });
    expect(zusatzOhneFirma.json().errors.map((e: { field: string }) => e.field)).toContain('firma');

    const saved = await kunde.request('POST', '/api/Antrag/PostRechnungsAdresse', {
      body: { ...base, adressenAenderung: true, ustIdNr: 'DE123456789' },
    });
    expect(saved.statusCode).toBe(200);
    const back = (await kunde.request('GET', `/api/Antrag/RechnungsAdresseById/${antragId}`)).json();
    // tags stripped; USt-IdNr dropped without ausland
    expect(back).toMatchObject({ gespeichert: true, projektnummer: 'P-2026-17', ustIdNr: '' });
    const foreign = await kunde.request('POST', '/api/Antrag/PostRechnungsAdresse', {
      body: {
        ...base,
        rt: 'r',
        ausland: true,
        land: 'Österreich',
        plz: '1010',
        ustIdNr: 'ATU12345678',
        keineProjektnummer: true,
      },
    });
    expect(foreign.statusCode).toBe(400); // ATU + 8 digits is not 2–3 letters + 9 digits
    const foreignOk = await kunde.request('POST', '/api/Antrag/PostRechnungsAdresse', {
      body: {
        ...base,
        rt: 'r',
        ausland: true,
        land: 'Österreich',
        plz: '1010',
        ustIdNr: 'AT123456789',
        keineProjektnummer: true,
      },
    });
    expect(foreignOk.statusCode).toBe(200);
    expect((await kunde.request('GET', `/api/Antrag/RechnungsAdresseById/${antragId}`)).json()).toMatchObject({
      ustIdNr: 'AT123456789',
      projektnummer: '',
      keineProjektnummer: true,
    });

    expect((await sb.request('GET', `/api/Antrag/RechnungsAdresseById/${antragId}`)).statusCode).toBe(200);
    expect(
      (await sb.request('POST', '/api/Antrag/PostRechnungsAdresse', { body: { ...base, adressenAenderung: true } }))
        .statusCode,
    ).toBe(403);
    expect((await other.request('GET', `/api/Antrag/RechnungsAdresseById/${antragId}`)).statusCode).toBe(404);
    const open = await sentAntrag(kunde, 'kunde@example.org');
    expect((await kunde.request('GET', `/api/Antrag/RechnungsAdresseById/${open}`)).statusCode).toBe(409);
  });

  it('shows staff the offer history of a customer (GetAngebotHistorie)', async () => {
    const antrag = await h.db.em.fork().findOneOrFail(Antrag, { id: antragId }, { populate: ['owner'] });
    const res = await sb.request('GET', `/api/Historien/GetAngebotHistorie/${antrag.owner.id}?pageSize=100`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.kunde).toMatchObject({ name: 'Kunde', vorname: 'Klara' });
    expect(body.rows.map((r: { vorgang: string }) => r.vorgang)).toContain(antrag.vorgangsnummer);
    expect((await kunde.request('GET', `/api/Historien/GetAngebotHistorie/${antrag.owner.id}`)).statusCode).toBe(403);
    expect((await admin.request('GET', `/api/Historien/GetAngebotHistorie/${antrag.owner.id}`)).statusCode).toBe(200);
  });

  it('lets staff maintain the price list the proposal uses (customers may not)', async () => {
    const list = await sb.request('GET', '/trpc/stammdaten.preise');
    const preise = list.json().result.data as Array<{ id: number; code: string; preisCent: number }>;
    const gemeinde = preise.find((p) => p.code === 'gemeinde');
    expect(gemeinde?.preisCent).toBe(2500);
    const changed = await sb.request('POST', '/trpc/stammdaten.setPreis', {
      body: {
        id: gemeinde?.id,
        bezeichnung: 'Auskunft je betroffener Gemeinde',
        einheit: 'Gemeinde',
        preisCent: 2750,
        aktiv: true,
      },
    });
    expect(changed.json().result.data.preisCent).toBe(2750);
    const negative = await sb.request('POST', '/trpc/stammdaten.setPreis', {
      body: { id: gemeinde?.id, bezeichnung: 'x', einheit: 'x', preisCent: -1, aktiv: true },
    });
    expect(negative.statusCode).toBe(400);
    expect((await kunde.request('GET', '/trpc/stammdaten.preise')).statusCode).toBe(403);
    const fresh = await sentAntrag(kunde, 'kunde@example.org');
    const lines = (await sb.request('PUT', `/api/Angebot/UebernahmeAllePosition/${fresh}`)).json() as Array<{
      beschreibung: string;
      einzelpreis: number;
    }>;
    expect(lines.find((l) => l.beschreibung === 'Auskunft je betroffener Gemeinde')?.einzelpreis).toBe(27.5);
    await sb.request('POST', '/trpc/stammdaten.setPreis', {
      body: {
        id: gemeinde?.id,
        bezeichnung: 'Auskunft je betroffener Gemeinde',
        einheit: 'Gemeinde',
        preisCent: 2500,
        aktiv: true,
      },
    });
  });
});
