import { beforeAll, describe, expect, it } from 'vitest';
import { PLZ_MSG, TELEFON_MSG } from '@lap/contracts';
import { germanToday, addDays } from '@lap/domain';
import { Antrag, hashPassword, roles, User } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { Client, useHarness } from './harness.js';

const today = germanToday();
const person = (personTyp: 1 | 2 | 3, over: Record<string, unknown> = {}) => ({
  personTyp,
  firma: 'Kunde Bau GmbH',
  vorname: 'Klara',
  name: 'Kunde',
  strasse: 'Hauptstraße',
  hausnummer: '42',
  plz: '01587',
  ort: 'Riesa',
  telefon: '03525 123456',
  email: 'kunde@example.org',
  ...over,
});
const antrag = (over: Record<string, unknown> = {}) => ({
  vorgangsart: 1,
  vorhaben: 'Neubau Carport mit Fundament',
  projektangaben: 'Streifenfundament 0,8 m tief',
  strasse: 'Lessingstraße',
  hausnummer: '7',
  plz: '01587',
  ort: 'Riesa',
  bautiefe: '0,8 m',
  baustart: addDays(today, 30),
  bauende: addDays(today, 90),
  anerkennungAgb: true,
  betreiber: [1, 3],
  sonstigeBetreiber: '',
  identischMitAntragsteller: true,
  bauausfuehrenderUnbekannt: true,
  personen: [person(1)],
  ...over,
});

describe.each(testDatabases())('Antrag on $name', (database) => {
  const h = useHarness(database);
  let kunde: Client;
  let other: Client;
  let sb: Client;
  let createdId: string;

  beforeAll(async () => {
    kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    sb = new Client(h.app);
    await sb.login('sb@example.org');
    const em = h.db.em.fork();
    em.create(User, {
      email: 'andere@example.org',
      passwordHash: await hashPassword('Andere#2026'),
      vorname: 'Otto',
      name: 'Andere',
      emailConfirmed: true,
      roles: await roles.findByNames(em, ['Antragsteller']),
    });
    await em.flush();
    other = new Client(h.app);
    await other.login('andere@example.org', 'Andere#2026');
  });

  it('refuses an incomplete request with the spec messages and saves nothing', async () => {
    const before = await h.db.em.fork().count(Antrag, {});
    const res = await kunde.request('POST', '/api/Antrag/PostAntrag', {
      body: antrag({
        betreiber: [],
        sonstigeBetreiber: '<b></b>',
        anerkennungAgb: false,
        vorhaben: '',
        bauausfuehrenderUnbekannt: false,
      }),
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Bitte alle Pflichtpfelder ausfüllen und mindestens einen Infrastukturbetreiber auswählen oder sonstige Betreiber eingeben!',
        'Bitte erkennen Sie unser Informationsblatt an.',
        'Bitte geben Sie das Vorhaben an!',
        'Bitte geben Sie die Daten des Bauausführenden an.',
      ]),
    );
    expect(await h.db.em.fork().count(Antrag, {})).toBe(before);
  });

  it('applies the phone rule to every person and tells a short PLZ its 5 digits (issue 42), saving nothing', async () => {
    const before = await h.db.em.fork().count(Antrag, {});
    const res = await kunde.request('POST', '/api/Antrag/PostAntrag', {
      body: antrag({
        plz: '123',
        bauausfuehrenderUnbekannt: false,
        personen: [person(1, { telefon: 'abc' }), person(3, { telefon: '12345', plz: '' })],
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'plz', message: PLZ_MSG },
      { field: 'personen.0.telefon', message: TELEFON_MSG },
      { field: 'personen.1.plz', message: 'Bitte geben Sie die PLZ an!' },
      { field: 'personen.1.telefon', message: TELEFON_MSG },
    ]);
    expect(await h.db.em.fork().count(Antrag, {})).toBe(before);
  });

  it('applies the date rules on the server', async () => {
    const early = await kunde.request('POST', '/api/Antrag/PostAntrag', {
      body: antrag({ baustart: addDays(today, -40) }),
    });
    expect(early.json().errors).toEqual([
      { field: 'baustart', message: 'Der Baustart darf höchstens einen Monat zurückliegen.' },
    ]);
    const short = await kunde.request('POST', '/api/Antrag/PostAntrag', {
      body: antrag({ baustart: addDays(today, 30), bauende: addDays(today, 35) }),
    });
    expect(short.json().errors[0].field).toBe('bauende');
    const invalid = await kunde.request('POST', '/api/Antrag/PostAntrag', { body: antrag({ baustart: '31.12.2026' }) });
    expect(invalid.json().errors).toEqual([
      { field: 'baustart', message: 'Bitte geben Sie ein valides Datum ein z.B. 01.01.2025' },
    ]);
  });

  it('creates a draft with a Vorgangsnummer; strips tags; drops persons not needed; refuses Netzart 20', async () => {
    const res = await kunde.request('POST', '/api/Antrag/PostAntrag', {
      body: antrag({
        sonstigeBetreiber: '<script>x</script>Stadtwerke <b>Riesa</b>',
        personen: [person(1), person(2, { vorname: 'Bernd' })],
        identischMitAntragsteller: true,
      }),
    });
    expect(res.statusCode).toBe(200);
    const { antrag_id: id, vorgangsnummer } = res.json();
    expect(vorgangsnummer).toMatch(new RegExp(`^AS${today.slice(0, 4)}-\\d{6}$`));
    createdId = id;
    const got = (await kunde.request('GET', `/api/Antrag/GetAntragById/${id}`)).json();
    expect(got).toMatchObject({
      id,
      antragStatus: 1,
      vorgangsart: 1,
      sonstigeBetreiber: 'xStadtwerke Riesa',
      betreiber: [1, 3],
      anerkennungAgb: true,
    });
    expect(got.personen.map((p: { personTyp: number }) => p.personTyp)).toEqual([1]);
    const twenty = await kunde.request('POST', '/api/Antrag/PostAntrag', { body: antrag({ betreiber: [20] }) });
    expect(twenty.statusCode).toBe(400);
  });

  it('updates the own draft; a sent request is locked whatever the client sends', async () => {
    const upd = await kunde.request('POST', '/api/Antrag/PostAntrag', {
      body: antrag({
        id: createdId,
        vorhaben: 'Neubau Doppelcarport',
        bauausfuehrenderUnbekannt: false,
        personen: [person(1), person(3, { firma: 'Tiefbau Elbtal GmbH' })],
      }),
    });
    expect(upd.json().antrag_id).toBe(createdId);
    const got = (await kunde.request('GET', `/api/Antrag/GetAntragById/${createdId}`)).json();
    expect(got.vorhaben).toBe('Neubau Doppelcarport');
    expect(got.personen.map((p: { personTyp: number }) => p.personTyp)).toEqual([1, 3]);

    const sent = await h.db.em.fork().findOneOrFail(Antrag, { antragStatus: 2 });
    const locked = await kunde.request('POST', '/api/Antrag/PostAntrag', {
      body: antrag({ id: sent.id, vorhaben: 'Geändert' }),
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('Der Antrag wurde bereits versendet und kann nicht mehr geändert werden.');
    expect((await h.db.em.fork().findOneOrFail(Antrag, { id: sent.id })).vorhaben).toBe(sent.vorhaben);
  });

  it("another applicant can neither see nor change someone's request; staff may read but not save", async () => {
    expect((await other.request('GET', `/api/Antrag/GetAntragById/${createdId}`)).statusCode).toBe(404);
    expect(
      (await other.request('POST', '/api/Antrag/PostAntrag', { body: antrag({ id: createdId }) })).statusCode,
    ).toBe(404);
    expect((await other.request('GET', '/api/Antrag/GetAntraege')).json().total).toBe(0);
    expect((await sb.request('GET', `/api/Antrag/GetAntragById/${createdId}`)).statusCode).toBe(200);
    expect((await sb.request('POST', '/api/Antrag/PostAntrag', { body: antrag() })).statusCode).toBe(403);
    expect((await new Client(h.app).request('GET', `/api/Antrag/GetAntragById/${createdId}`)).statusCode).toBe(401);
  });

  it('lists the own requests newest first, filterable by status', async () => {
    const list = (await kunde.request('GET', '/api/Antrag/GetAntraege?pageSize=20')).json();
    expect(list.total).toBe(13);
    expect(list.rows[0].id).toBe(createdId);
    const drafts = (
      await kunde.request(
        'GET',
        `/api/Antrag/GetAntraege?filterDto=${encodeURIComponent(JSON.stringify([{ field: 'antragStatus', type: 'set', values: [1] }]))}`,
      )
    ).json();
    expect(drafts.rows.every((r: { antragStatus: number }) => r.antragStatus === 1)).toBe(true);
    expect(drafts.total).toBe(2);
  });

  it('prefills the applicant from the last request', async () => {
    const res = await kunde.request('GET', '/api/Antrag/GetLastAntragsteller');
    expect(res.json()).toMatchObject({ personTyp: 1, vorname: 'Klara', name: 'Kunde', plz: '01587' });
    const fresh = await other.request('GET', '/api/Antrag/GetLastAntragsteller');
    expect(fresh.json()).toMatchObject({ vorname: 'Otto', name: 'Andere', email: 'andere@example.org' });
  });

  it('assigns distinct Vorgangsnummern under concurrency', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => kunde.request('POST', '/api/Antrag/PostAntrag', { body: antrag() })),
    );
    const numbers = results.map((r) => r.json().vorgangsnummer);
    expect(new Set(numbers).size).toBe(8);
  });
});

describe.each(testDatabases())('Antrag map on $name', (database) => {
  const h = useHarness(database);
  let kunde: Client;
  let sb: Client;
  let draftId: string;
  let sentId: string;
  const square = 'POLYGON((13.2856 51.2986, 13.2866 51.2986, 13.2866 51.2996, 13.2856 51.2996, 13.2856 51.2986))';

  beforeAll(async () => {
    kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    sb = new Client(h.app);
    await sb.login('sb@example.org');
    draftId = (await kunde.request('POST', '/api/Antrag/PostAntrag', { body: antrag() })).json().antrag_id;
    sentId = (await h.db.em.fork().findOneOrFail(Antrag, { antragStatus: 2 })).id;
  });

  it('PostCheckWktFeatureValid accepts a square and refuses a bow-tie with the spec message', async () => {
    const ok = await kunde.request('POST', '/api/Antrag/PostCheckWktFeatureValid', { body: { wkt: square } });
    expect(ok.json()).toEqual({
      valid: true,
      wkt: expect.stringMatching(/^POLYGON\(\(13\.285600 51\.298600/),
      message: null,
    });
    const bow = await kunde.request('POST', '/api/Antrag/PostCheckWktFeatureValid', {
      body: { wkt: 'POLYGON((13.28 51.29, 13.29 51.30, 13.29 51.29, 13.28 51.30, 13.28 51.29))' },
    });
    expect(bow.json()).toEqual({ valid: false, wkt: null, message: 'Fehler - Eingezeichnetes Objekt ungültig.' });
  });

  it('stores features as WKT with 6 decimals, lists and deletes them; invalid ones are refused', async () => {
    const added = await kunde.request('POST', '/api/Antrag/PostFeature', { body: { antragId: draftId, wkt: square } });
    expect(added.statusCode).toBe(200);
    const { featureId } = added.json();
    const bad = await kunde.request('POST', '/api/Antrag/PostFeature', {
      body: { antragId: draftId, wkt: 'LINESTRING(2.35 48.85, 2.36 48.86)' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Fehler - Eingezeichnetes Objekt ungültig.');
    const list = await kunde.request('GET', `/api/Antrag/FeaturesByAntragId/${draftId}`);
    expect(list.json()).toEqual([
      {
        featureId,
        antragId: draftId,
        wkt: expect.stringContaining('13.286600 51.299600'),
        featureWkt: expect.any(String),
      },
    ]);
    expect((await sb.request('GET', `/api/Antrag/FeaturesByAntragId/${draftId}`)).statusCode).toBe(200);
    expect((await kunde.request('DELETE', `/api/Antrag/DeleteFeature/${featureId}`)).statusCode).toBe(200);
    expect((await kunde.request('GET', `/api/Antrag/FeaturesByAntragId/${draftId}`)).json()).toEqual([]);
  });

  it('a sent request takes no shapes and no position changes', async () => {
    expect(
      (await kunde.request('POST', '/api/Antrag/PostFeature', { body: { antragId: sentId, wkt: square } })).statusCode,
    ).toBe(409);
    expect(
      (
        await kunde.request('POST', '/api/Antrag/PostPositionKarte', {
          body: { antragId: sentId, positionWkt: 'POINT(13.2856 51.2986)', zoom: 16 },
        })
      ).statusCode,
    ).toBe(409);
    const existing = (await kunde.request('GET', `/api/Antrag/FeaturesByAntragId/${sentId}`)).json();
    expect(existing.length).toBeGreaterThan(0);
    expect((await kunde.request('DELETE', `/api/Antrag/DeleteFeature/${existing[0].featureId}`)).statusCode).toBe(409);
  });

  it('saves and returns the map position; default Riesa at zoom 15 before', async () => {
    expect((await kunde.request('GET', `/api/Antrag/PositionKarteByAntragId/${draftId}`)).json()).toEqual({
      lat: 51.2986,
      lng: 13.2856,
      zoom: 15,
      positionWkt: 'POINT(13.285600 51.298600)',
      positionSaved: false,
    });
    const saved = await kunde.request('POST', '/api/Antrag/PostPositionKarte', {
      body: { antragId: draftId, positionWkt: 'POINT(13.3 51.31)', zoom: 17 },
    });
    expect(saved.json()).toEqual({
      lat: 51.31,
      lng: 13.3,
      zoom: 17,
      positionWkt: 'POINT(13.300000 51.310000)',
      positionSaved: true,
    });
    expect((await kunde.request('GET', `/api/Antrag/PositionKarteByAntragId/${draftId}`)).json().positionSaved).toBe(
      true,
    );
  });
});

describe.each(testDatabases())('Antrag submission on $name', (database) => {
  const h = useHarness(database);
  let kunde: Client;
  const square = 'POLYGON((13.2856 51.2986, 13.2866 51.2986, 13.2866 51.2996, 13.2856 51.2996, 13.2856 51.2986))';

  beforeAll(async () => {
    await h.deliverMails();
    kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
  });

  it('refuses to send without a shape, and without the anti-forgery header', async () => {
    const id = (await kunde.request('POST', '/api/Antrag/PostAntrag', { body: antrag() })).json().antrag_id;
    const noShape = await kunde.request('GET', `/api/Antrag/AntragSendenById/${id}`);
    expect(noShape.statusCode).toBe(400);
    expect(noShape.json().errors).toEqual([
      { field: 'karte', message: 'Bitte zeichnen Sie eine Fläche oder eine Linie ein.' },
    ]);
    await kunde.request('POST', '/api/Antrag/PostFeature', { body: { antragId: id, wkt: square } });
    const forged = await kunde.request('GET', `/api/Antrag/AntragSendenById/${id}`, { xsrf: false });
    expect(forged.statusCode).toBe(403);
    expect((await h.db.em.fork().findOneOrFail(Antrag, { id })).antragStatus).toBe(1);
  });

  it('sends a complete draft: status 2, municipalities recorded, staff told by mail; then locked', async () => {
    const id = (
      await kunde.request('POST', '/api/Antrag/PostAntrag', { body: antrag({ eilbearbeitung: true }) })
    ).json().antrag_id;
    await kunde.request('POST', '/api/Antrag/PostFeature', {
      body: { antragId: id, wkt: 'LINESTRING(13.25 51.27, 13.30 51.27)' },
    });
    const res = await kunde.request('GET', `/api/Antrag/AntragSendenById/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Erfolgreich versendet.' });
    const sent = await h.db.em.fork().findOneOrFail(Antrag, { id }, { populate: ['gemeinden.gemeinde'] });
    expect(sent.antragStatus).toBe(2);
    expect(sent.datumVersand).toBeInstanceOf(Date);
    expect(sent.gemeinden.getItems().map((g) => g.gemeinde.ags)).toContain('14627230');
    const mails = await h.deliverMails();
    const staffMail = mails.find((m) => m.mail.subject?.startsWith(`Neuer Antrag ${sent.vorgangsnummer}`));
    expect(staffMail?.mail.subject).toBe(`Neuer Antrag ${sent.vorgangsnummer} (Eilbearbeitung)`);
    expect(staffMail?.mail.to && !Array.isArray(staffMail.mail.to) ? staffMail.mail.to.text : '').toBe(
      'sb@example.org',
    );
    expect(staffMail?.mail.text).toContain('Riesa');
    expect(staffMail?.mail.text).toContain(`/leitungsauskunftportal/antragansicht/${id}`);
    const again = await kunde.request('GET', `/api/Antrag/AntragSendenById/${id}`);
    expect(again.statusCode).toBe(409);
    expect((await kunde.request('POST', '/api/Antrag/PostAntrag', { body: antrag({ id }) })).statusCode).toBe(409);
  });
});

describe.each(testDatabases())('Ort correction by staff on $name', (database) => {
  const h = useHarness(database);

  it('PutUpdateOrtById: SbBereich only, at least 3 characters, also on a sent request', async () => {
    const sb = new Client(h.app);
    await sb.login('sb@example.org');
    const kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    const sent = await h.db.em.fork().findOneOrFail(Antrag, { antragStatus: 2 });
    const short = await sb.request('PUT', `/api/Antrag/PutUpdateOrtById/${sent.id}`, { body: { ort: 'Ri' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Der Ort muss mindestens 3 Zeichen lang sein.');
    const ok = await sb.request('PUT', `/api/Antrag/PutUpdateOrtById/${sent.id}`, { body: { ort: 'Riesa-Weida' } });
    expect(ok.json()).toEqual({ antrag_id: sent.id, ort: 'Riesa-Weida' });
    expect(
      (await kunde.request('PUT', `/api/Antrag/PutUpdateOrtById/${sent.id}`, { body: { ort: 'Gröba' } })).statusCode,
    ).toBe(403);
    expect((await h.db.em.fork().findOneOrFail(Antrag, { id: sent.id })).ort).toBe('Riesa-Weida');
  });
});

describe.each(testDatabases())('external map link on $name', (database) => {
  const h = useHarness(database);

  it("shows a sent request's area without signing in, and nothing of drafts or unknown keys", async () => {
    const anon = new Client(h.app);
    const sent = await h.db.em.fork().findOneOrFail(Antrag, { antragStatus: 2 });
    const key = sent.id.replace(/-/g, '');
    const res = await anon.request(
      'GET',
      `/trpc/antrag.externalKarte?input=${encodeURIComponent(JSON.stringify({ key }))}`,
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().result.data;
    expect(Object.keys(data).sort()).toEqual(['features', 'position', 'vorgangsnummer']);
    expect(data.features[0]).toMatch(/^POLYGON\(\(/);
    const draft = await h.db.em.fork().findOneOrFail(Antrag, { antragStatus: 1 });
    const hidden = await anon.request(
      'GET',
      `/trpc/antrag.externalKarte?input=${encodeURIComponent(JSON.stringify({ key: draft.id.replace(/-/g, '') }))}`,
    );
    expect(hidden.statusCode).toBe(404);
    expect(
      (
        await anon.request(
          'GET',
          `/trpc/antrag.externalKarte?input=${encodeURIComponent(JSON.stringify({ key: 'x'.repeat(32) }))}`,
        )
      ).statusCode,
    ).toBe(404);
  });
});
