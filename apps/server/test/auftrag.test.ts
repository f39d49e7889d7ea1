import { beforeAll, describe, expect, it } from 'vitest';
import { AUFTRAG_MSG } from '@lap/contracts';
import { addDays, bearbeitungsFrist, germanToday } from '@lap/domain';
import { MailVersandJob, Antrag, Auftrag, Historie, Position, Versorger, VersorgerHistorie } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { Client, useHarness } from './harness.js';
import { acceptedAuftrag } from './support/scenario.js';

const today = germanToday();
const germanDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

interface Row {
  id: string;
  vorgangsnummer: string;
  auftragId: string;
  antragId: string;
  bearbeitungsStatus: number;
  vorkasse: boolean;
  ueberschritten: boolean;
  auftragsDatum: string;
}

describe.each(testDatabases())('Aufträge on $name', (database) => {
  const h = useHarness(database);
  let kunde: Client;
  let sb: Client;
  let admin: Client;
  let anonym: Client;
  let antragId: string;
  let auftragId: string;
  let vorgangsnummer: string;

  /** A request sent, priced, offered and accepted through the API: a fresh order (Eilbearbeitung, no prepayment). */
  beforeAll(async () => {
    kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    sb = new Client(h.app);
    await sb.login('sb@example.org');
    admin = new Client(h.app);
    await admin.login('admin@example.org');
    anonym = new Client(h.app);
    ({ antragId, auftragId } = await acceptedAuftrag(kunde, sb, { over: { eilbearbeitung: true } }));
    vorgangsnummer = (await h.db.em.fork().findOneOrFail(Antrag, { id: antragId })).vorgangsnummer;
  });

  it('sets the processing deadline when the order is placed: 3 working days with Eilbearbeitung', async () => {
    const auftrag = await h.db.em.fork().findOneOrFail(Auftrag, { id: auftragId });
    expect(auftrag.bearbeitungsFrist).toBe(bearbeitungsFrist(today, true));
    expect(auftrag.bearbeitungsStatus).toBe(0);
  });

  it('lists open orders by default: finished and prepayment orders hidden, newest first, 50 per page', async () => {
    const res = await sb.request('GET', '/api/Auftraege/GetAuftraege');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 50 });
    const em = h.db.em.fork();
    expect(body.total).toBe(await em.count(Auftrag, { bearbeitungsStatus: { $ne: 3 }, vorkasse: false }));
    const rows = body.rows as Row[];
    expect(rows.every((r) => r.bearbeitungsStatus !== 3 && !r.vorkasse)).toBe(true);
    expect(rows[0]).toEqual({
      id: auftragId,
      vorgangsnummer,
      zeitraumBearbeitung: `${germanDay(addDays(today, 30))} – ${germanDay(addDays(today, 90))}`,
      auftragsDatum: expect.any(String),
      baubeginn: addDays(today, 30),
      bearbeitungsFrist: bearbeitungsFrist(today, true),
      bearbeitungsStatus: 0,
      auftraggeber: 'Bau GmbH',
      name: 'Klara Kunde',
      ort: 'Riesa',
      strasseHNr: 'Lessingstraße 7',
      telefon: '03525 123456',
      baumassnahmeOrPlanung: 'Baumaßnahme',
      prioritaet: 3,
      auftragId,
      antragId,
      bemerkung: null,
      bearbeiter: null,
      vorkasse: false,
      ueberschritten: false,
    });
  });

  it("shows finished and prepayment orders with 'abgeschlossene', sorted by auftragsDatum descending; overdue ones flagged", async () => {
    const res = await sb.request('GET', '/api/Auftraege/GetAuftraege?abgeschlossene=true');
    expect(res.statusCode).toBe(200);
    const rows = res.json().rows as Row[];
    expect(res.json().total).toBe(await h.db.em.fork().count(Auftrag, {}));
    expect(rows.some((r) => r.bearbeitungsStatus === 3)).toBe(true);
    const prepayment = rows.find((r) => r.vorkasse);
    // the demo's prepayment order (status 5) is open and its deadline long past
    expect(prepayment).toMatchObject({ bearbeitungsStatus: 2, ueberschritten: true });
    expect(rows.filter((r) => r.bearbeitungsStatus === 3).every((r) => !r.ueberschritten)).toBe(true);
    const dates = rows.map((r) => r.auftragsDatum);
    expect(dates).toEqual([...dates].sort().reverse());

    const overdue = await sb.request(
      'GET',
      `/api/Auftraege/GetAuftraege?abgeschlossene=1&filterDto=${encodeURIComponent(JSON.stringify([{ field: 'ueberschritten', type: 'boolean', value: true }]))}`,
    );
    const overdueRows = overdue.json().rows as Row[];
    // the demo's prepayment order and the oldest open demo order are past their deadline
    expect(overdueRows.map((r) => r.id)).toContain(prepayment?.id);
    expect(overdueRows.length).toBe(rows.filter((r) => r.ueberschritten).length);
    expect(overdueRows.every((r) => r.ueberschritten && r.bearbeitungsStatus !== 3)).toBe(true);

    const sorted = await sb.request(
      'GET',
      `/api/Auftraege/GetAuftraege?abgeschlossene=true&sortingDto=${encodeURIComponent(JSON.stringify([{ field: 'vorgangsnummer', direction: 'asc' }]))}`,
    );
    const numbers = (sorted.json().rows as Row[]).map((r) => r.vorgangsnummer);
    expect(numbers).toEqual([...numbers].sort());

    const bad = await sb.request('GET', '/api/Auftraege/GetAuftraege?abgeschlossene=vielleicht');
    expect(bad.statusCode).toBe(400);
    const badSort = await sb.request(
      'GET',
      `/api/Auftraege/GetAuftraege?sortingDto=${encodeURIComponent(JSON.stringify([{ field: 'zeitraumBearbeitung', direction: 'asc' }]))}`,
    );
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().message).toContain('kann nicht sortiert werden');
  });

  it('searches over number, client, place and remark', async () => {
    const hit = await sb.request(
      'GET',
      `/api/Auftraege/GetAuftraege?abgeschlossene=true&search=${encodeURIComponent(vorgangsnummer)}`,
    );
    expect((hit.json().rows as Row[]).map((r) => r.id)).toEqual([auftragId]);
    const none = await sb.request('GET', '/api/Auftraege/GetAuftraege?search=gibt-es-nicht');
    expect(none.json()).toMatchObject({ rows: [], total: 0 });
  });

  it('shows one order with its municipalities and the operators’ map link', async () => {
    const res = await sb.request('GET', `/api/Auftraege/GetAuftragById/${auftragId}`);
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({
      auftragId,
      antragId,
      vorgangsnummer,
      prioritaet: 3,
      bemerkung: null,
      bearbeitungsStatus: 0,
      vorkasse: false,
      ueberschritten: false,
      bearbeitungsFrist: bearbeitungsFrist(today, true),
      netzbetreiberURL: `https://portal.test/leitungsauskunftportal/externalKarte/${antragId.replace(/-/g, '')}`,
    });
    expect((view.gemeinden as Array<{ gemeindeName: string; disabled: boolean }>).map((g) => g.gemeindeName)).toContain(
      'Riesa',
    );
    expect(
      (await sb.request('GET', '/api/Auftraege/GetAuftragById/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    const notAnId = await sb.request('GET', '/api/Auftraege/GetAuftragById/abc');
    expect(notAnId.statusCode).toBe(404);
    expect(notAnId.json().message).toBe('Der Auftrag wurde nicht gefunden.');
  });

  it('keeps a remark (JSON string or {bemerkung}); the first change writes history code 3 once and assigns the case worker', async () => {
    const em = h.db.em.fork();
    expect(await em.count(Historie, { auftrag: auftragId, aktion: 3 })).toBe(0);
    const asString = await sb.request('PUT', `/api/Auftraege/BemerkungAuftrag/${auftragId}`, {
      raw: { payload: Buffer.from(JSON.stringify('Rückruf erbeten.')), contentType: 'application/json' },
    });
    expect(asString.statusCode).toBe(200);
    expect(asString.json()).toEqual({ bemerkung: 'Rückruf erbeten.' });
    const asObject = await sb.request('PUT', `/api/Auftraege/BemerkungAuftrag/${auftragId}`, {
      body: { bemerkung: 'Termin am Montag.' },
    });
    expect(asObject.json()).toEqual({ bemerkung: 'Termin am Montag.' });
    const control = await sb.request('PUT', `/api/Auftraege/BemerkungAuftrag/${auftragId}`, {
      body: { bemerkung: 'a\u0000b' },
    });
    expect(control.statusCode).toBe(400);
    expect(control.json().message).toBe('Die Eingabe enthält unzulässige Steuerzeichen.');
    expect(await em.fork().count(Historie, { auftrag: auftragId, aktion: 3 })).toBe(1);
    const row = (
      (await sb.request('GET', `/api/Auftraege/GetAuftraege?search=${vorgangsnummer}`)).json().rows as Array<
        Row & { bemerkung: string; bearbeiter: string }
      >
    )[0];
    expect(row).toMatchObject({ bemerkung: 'Termin am Montag.', bearbeiter: expect.stringMatching(/\S+ \S+/) });
  });

  it('changes the priority 1–4 and refuses anything else in German', async () => {
    const ok = await sb.request('PUT', `/api/Auftraege/PutUpdatePrioritaet/${auftragId}`, { body: { prioritaet: 1 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ prioritaet: 1 });
    const bare = await sb.request('PUT', `/api/Auftraege/PutUpdatePrioritaet/${auftragId}`, {
      raw: { payload: Buffer.from('2'), contentType: 'application/json' },
    });
    expect(bare.json()).toEqual({ prioritaet: 2 });
    for (const prioritaet of [0, 5, 2.5, 'hoch', null]) {
      const bad = await sb.request('PUT', `/api/Auftraege/PutUpdatePrioritaet/${auftragId}`, { body: { prioritaet } });
      expect(bad.statusCode, String(prioritaet)).toBe(400);
      expect(bad.json().errors).toEqual([{ field: 'prioritaet', message: AUFTRAG_MSG.prioritaet }]);
    }
    expect((await h.db.em.fork().findOneOrFail(Auftrag, { id: auftragId })).prioritaet).toBe(2);
    expect(await h.db.em.fork().count(Historie, { auftrag: auftragId, aktion: 3 })).toBe(1);
  });

  it('lists the positions by number (issue 42), adds one at the end and deletes it softly', async () => {
    const list = await sb.request('GET', `/api/Auftraege/GetBearbeitungsPositionenById/${auftragId}`);
    expect(list.statusCode).toBe(200);
    const positions = list.json() as Array<{
      id: number;
      positionName: string;
      position: string;
      sortierung: number;
      versorger: unknown[];
    }>;
    expect(positions).toHaveLength(2);
    expect(positions.map((p) => p.position)).toEqual(['1', '2']);

    const added = await sb.request('PUT', `/api/Auftraege/AddPositionZumAuftragById/${auftragId}`, {
      body: { positionName: 'Fernwärme', beschreibung: 'Nachgefragt vom Kunden', netzartId: 1 },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      auftragId,
      positionName: 'Fernwärme',
      position: '3',
      sortierung: 3,
      netzartId: 1,
      isDeleted: false,
      versorger: [],
    });
    const empty = await sb.request('PUT', `/api/Auftraege/AddPositionZumAuftragById/${auftragId}`, {
      body: { positionName: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ field: 'positionName', message: AUFTRAG_MSG.positionName }]);
    const unknownNetzart = await sb.request('PUT', `/api/Auftraege/AddPositionZumAuftragById/${auftragId}`, {
      body: { positionName: 'X', netzartId: 99999 },
    });
    expect(unknownNetzart.statusCode).toBe(400);
    expect(unknownNetzart.json().message).toBe(AUFTRAG_MSG.netzartUnbekannt);
    expect(await h.db.em.fork().count(Position, { auftrag: auftragId })).toBe(3);
    // by number 'Fernwärme' is the third, whatever its name sorts like
    const drei = (
      await sb.request('GET', `/api/Auftraege/GetBearbeitungsPositionenById/${auftragId}`)
    ).json() as Array<{ position: string; positionName: string }>;
    expect(drei.map((p) => p.position)).toEqual(['1', '2', '3']);
    expect(drei.at(-1)?.positionName).toBe('Fernwärme');

    const id = added.json().id as number;
    expect((await sb.request('DELETE', `/api/Auftraege/DeleteBearbeitungsPositionById/${id}`)).json()).toEqual({ id });
    expect((await h.db.em.fork().findOneOrFail(Position, { id })).isDeleted).toBe(true);
    const after = (
      await sb.request('GET', `/api/Auftraege/GetBearbeitungsPositionenById/${auftragId}`)
    ).json() as Array<{ id: number }>;
    expect(after.map((p) => p.id)).not.toContain(id);
    const again = await sb.request('DELETE', `/api/Auftraege/DeleteBearbeitungsPositionById/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(AUFTRAG_MSG.positionNichtGefunden);
  });

  it('enters, edits and reads a supplier of a position; the name is required; deleting the position keeps the supplier', async () => {
    const [first] = (
      await sb.request('GET', `/api/Auftraege/GetBearbeitungsPositionenById/${auftragId}`)
    ).json() as Array<{ id: number; positionName: string }>;
    const positionId = first?.id ?? 0;
    const em = h.db.em.fork();
    const before = await em.count(Versorger, {});

    const missing = await sb.request('POST', '/api/Auftraege/PostVersorgerToPosition', {
      body: { positionId, auftragId, versorgerName: '', email: 'keine-adresse' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'versorgerName', message: 'Bitte geben Sie den Namen des Versorgers an!' },
        { field: 'email', message: AUFTRAG_MSG.email },
      ]),
    );
    const badArt = await sb.request('POST', '/api/Auftraege/PostVersorgerToPosition', {
      body: { positionId, auftragId, versorgerName: 'X', abfrageart: 'Fax' },
    });
    expect(badArt.statusCode).toBe(400);
    expect(badArt.json().errors).toEqual([{ field: 'abfrageart', message: AUFTRAG_MSG.abfrageart }]);
    const demoAuftrag = await em.findOneOrFail(Auftrag, { id: { $ne: auftragId }, vorkasse: true });
    const foreign = await em.findOneOrFail(Position, { auftrag: demoAuftrag.id });
    const wrongOrder = await sb.request('POST', '/api/Auftraege/PostVersorgerToPosition', {
      body: { positionId: foreign.id, auftragId, versorgerName: 'X' },
    });
    expect(wrongOrder.statusCode).toBe(400);
    expect(wrongOrder.json().message).toBe(AUFTRAG_MSG.positionFremd);
    expect(await em.fork().count(Versorger, {})).toBe(before);

    const created = await sb.request('POST', '/api/Auftraege/PostVersorgerToPosition', {
      body: {
        positionId,
        auftragId,
        versorgerName: 'Stadtwerke Riesa',
        email: 'Netz@Stadtwerke-Riesa.example',
        telefon: '03525 7000',
        kontakt: 'Herr Netz',
        bemerkung: 'nur werktags',
        abfrageart: 'E-Mail',
      },
    });
    expect(created.statusCode).toBe(200);
    const versorgerId = created.json().id as string;
    expect(created.json()).toEqual({
      id: versorgerId,
      positionId,
      auftragId,
      versorgerName: 'Stadtwerke Riesa',
      email: 'netz@stadtwerke-riesa.example',
      portalLink: null,
      telefon: '03525 7000',
      kontakt: 'Herr Netz',
      bemerkung: 'nur werktags',
      abfrageart: 'E-Mail',
      anfrageStatus: 1,
    });
    // an open supplier row: the list of suppliers exists, nobody asked yet
    expect((await em.fork().findOneOrFail(Auftrag, { id: auftragId })).bearbeitungsStatus).toBe(1);

    const updated = await sb.request('PUT', `/api/Auftraege/PutVersorgerToPosition/${versorgerId}`, {
      body: {
        auftragId,
        positionId,
        versorgerName: 'Stadtwerke Riesa GmbH',
        portalLink: 'https://portal.stadtwerke-riesa.example',
        abfrageart: 'Portal',
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      versorgerName: 'Stadtwerke Riesa GmbH',
      abfrageart: 'Portal',
      portalLink: 'https://portal.stadtwerke-riesa.example',
      email: null,
    });
    const noName = await sb.request('PUT', `/api/Auftraege/PutVersorgerToPosition/${versorgerId}`, {
      body: { versorgerName: '' },
    });
    expect(noName.statusCode).toBe(400);

    const form = await sb.request('GET', `/api/Auftraege/GetVersorgerToPosition/${versorgerId}`);
    expect(form.json()).toEqual(updated.json());
    const ofPosition = await sb.request('GET', `/api/Auftraege/GetVersorgerByPositionId/${positionId}`);
    expect(ofPosition.json()).toEqual([
      {
        id: versorgerId,
        positionId,
        versorgerName: 'Stadtwerke Riesa GmbH',
        abfrageart: 'Portal',
        anfrageStatus: 1,
        email: null,
        telefon: null,
        abgeschlossen: false,
      },
    ]);
    const nested = (
      await sb.request('GET', `/api/Auftraege/GetBearbeitungsPositionenById/${auftragId}`)
    ).json() as Array<{ id: number; versorger: Array<{ id: string }> }>;
    expect(nested.find((p) => p.id === positionId)?.versorger.map((v) => v.id)).toEqual([versorgerId]);
    // added, its e-mail enquiry prepared (abfrageart E-Mail: a mail job), changed
    expect(
      (await em.fork().find(VersorgerHistorie, { versorger: versorgerId }, { orderBy: { id: 'asc' } })).map(
        (x) => x.beschreibung,
      ),
    ).toEqual([expect.stringContaining('hinzugefügt'), 'E-Mail-Anfrage vorbereitet', 'Versorgerdaten geändert']);
    expect(await em.fork().count(MailVersandJob, { versorger: versorgerId })).toBe(1);

    expect((await sb.request('DELETE', `/api/Auftraege/DeleteBearbeitungsPositionById/${positionId}`)).statusCode).toBe(
      200,
    );
    const kept = await em.fork().findOneOrFail(Versorger, { id: versorgerId });
    expect(kept.position).toBeNull();
    expect((await sb.request('GET', `/api/Auftraege/GetVersorgerToPosition/${versorgerId}`)).json()).toMatchObject({
      positionId: null,
      auftragId,
    });
    expect((await sb.request('GET', `/api/Auftraege/GetVersorgerByPositionId/${positionId}`)).statusCode).toBe(404);
    expect(await em.fork().count(Historie, { auftrag: auftragId, aktion: 3 })).toBe(1);
  });

  it('gives the map one marker per open order at the centre of its drawn area', async () => {
    const res = await sb.request('GET', '/api/Auftraege/GetAuftraegeFeatures');
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      type: string;
      truncated: boolean;
      features: Array<{
        geometry: { type: string; coordinates: [number, number] };
        properties: Record<string, unknown>;
      }>;
    };
    expect(body).toMatchObject({ type: 'FeatureCollection', truncated: false });
    const ours = body.features.find((f) => f.properties['auftragId'] === auftragId);
    expect(ours?.geometry).toEqual({ type: 'Point', coordinates: [13.2861, 51.2991] });
    expect(ours?.properties).toMatchObject({ vorgangsnummer, Vorgangsnummer: vorgangsnummer, antragId, prioritaet: 2 });
    const open = await h.db.em.fork().count(Auftrag, { bearbeitungsStatus: { $ne: 3 } });
    expect(body.features).toHaveLength(open);
  });

  it('refuses customers and administrators (403) and visitors (401)', async () => {
    for (const [client, status] of [
      [kunde, 403],
      [admin, 403],
      [anonym, 401],
    ] as const) {
      expect((await client.request('GET', '/api/Auftraege/GetAuftraege')).statusCode).toBe(status);
      expect((await client.request('GET', `/api/Auftraege/GetAuftragById/${auftragId}`)).statusCode).toBe(status);
      expect((await client.request('GET', '/api/Auftraege/GetAuftraegeFeatures')).statusCode).toBe(status);
      expect(
        (await client.request('PUT', `/api/Auftraege/PutUpdatePrioritaet/${auftragId}`, { body: { prioritaet: 4 } }))
          .statusCode,
      ).toBe(status);
      expect(
        (await client.request('GET', `/api/Auftraege/GetBearbeitungsPositionenById/${auftragId}`)).statusCode,
      ).toBe(status);
    }
    expect((await h.db.em.fork().findOneOrFail(Auftrag, { id: auftragId })).prioritaet).toBe(2);
  });
});
