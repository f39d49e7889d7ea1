import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, berlinTag, berlinZeitpunkt, formatDate, germanToday } from '@lap/domain';
import { Antrag, Auftrag, Historie, User, Versorger, VersorgerHistorie, type IAuftrag } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { Client, useHarness } from './harness.js';

interface Row {
  id: string;
  auftragId: string;
  vorgangsnummer: string;
  versorger: string;
  kontaktperson: string | null;
  angefragtDate: string | null;
  vorlageDate: string;
  sachbearbeiter: string | null;
  sachbearbeiterId: string | null;
  bemerkung: string | null;
  zustand: string;
}
interface Gruppe {
  vorlageDate: string;
  zustand: string;
  wiedervorlagen: Row[];
}

const today = germanToday();
const json = (value: unknown) => ({
  raw: { payload: Buffer.from(JSON.stringify(value)), contentType: 'application/json' },
});

describe.each(testDatabases())('Wiedervorlagen on $name', (database) => {
  const h = useHarness(database);
  let sb: Client;
  let kunde: Client;
  let admin: Client;
  let sbId: string;
  let sbName: string;
  let adminId: string;
  let auftrag: IAuftrag;
  const ids: Record<'gestern' | 'heuteFrueh' | 'heuteSpaet' | 'spaeter' | 'fremd' | 'fertig' | 'edit', string> = {
    gestern: '',
    heuteFrueh: '',
    heuteSpaet: '',
    spaeter: '',
    fremd: '',
    fertig: '',
    edit: '',
  };

  beforeAll(async () => {
    sb = new Client(h.app);
    await sb.login('sb@example.org');
    kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    admin = new Client(h.app);
    await admin.login('admin@example.org');
    const em = h.db.em.fork();
    const sbUser = await em.findOneOrFail(User, { email: 'sb@example.org' });
    sbId = sbUser.id;
    sbName = `${sbUser.vorname} ${sbUser.name}`;
    adminId = (await em.findOneOrFail(User, { email: 'admin@example.org' })).id;
    const antrag = await em.findOneOrFail(Antrag, { antragStatus: 5 }, { orderBy: { vorgangsnummer: 'asc' } });
    auftrag = await em.findOneOrFail(Auftrag, { antrag: antrag.id }, { populate: ['antrag'] });
    const row = (name: string, vorlage: Date | null, over: Record<string, unknown> = {}) =>
      em.create(Versorger, {
        auftrag: auftrag.id,
        versorgerName: name,
        kontakt: 'Frau Test',
        telefon: '0351 1234',
        email: 'test@versorger.example.org',
        anfrageStatus: 2,
        angefragtDatum: berlinZeitpunkt(addDays(today, -2), '10:15'),
        vorlageDatum: vorlage,
        sachbearbeiter: sbId,
        ...over,
      }).id;
    ids.gestern = row('WV Gestern Gas', berlinZeitpunkt(addDays(today, -1), '09:00'));
    ids.heuteFrueh = row('WV Heute Früh Wasser', berlinZeitpunkt(today, '08:00'));
    ids.heuteSpaet = row('WV Heute Spät Strom', berlinZeitpunkt(today, '16:30'));
    ids.spaeter = row('WV Später Telekom', berlinZeitpunkt(addDays(today, 3), '08:00'));
    ids.fremd = row('WV Fremd Fernwärme', berlinZeitpunkt(addDays(today, 3), '10:00'), { sachbearbeiter: adminId });
    ids.fertig = row('WV Fertig Abwasser', berlinZeitpunkt(today, '09:00'), {
      anfrageStatus: 3,
      abgeschlossen: true,
      auskunftDatum: new Date(),
    });
    ids.edit = row('WV Edit Straßenbeleuchtung', null, {
      sachbearbeiter: null,
      angefragtDatum: berlinZeitpunkt(addMonths(today, -2), '11:00'),
    });
    await em.flush();
  });

  async function groups(query = ''): Promise<Gruppe[]> {
    const res = await sb.request('GET', `/api/Wiedervorlagen/GetWiedervorlagen${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Gruppe[];
  }
  const rowsOf = (gs: Gruppe[]) => gs.flatMap((g) => g.wiedervorlagen);

  it('groups open follow-ups by Berlin day, newest day first, and colours overdue and today', async () => {
    const gs = await groups();
    const days = gs.map((g) => g.vorlageDate);
    expect([...days].sort().reverse()).toEqual(days);
    expect(new Set(days).size).toBe(days.length);
    for (const g of gs)
      for (const r of g.wiedervorlagen) expect(berlinTag(new Date(r.vorlageDate))).toBe(g.vorlageDate);

    const heute = gs.find((g) => g.vorlageDate === today);
    expect(heute?.zustand).toBe('heute');
    const mine = heute?.wiedervorlagen.filter((r) => r.versorger.startsWith('WV ')).map((r) => r.versorger);
    // within a day: latest first
    expect(mine).toEqual(['WV Heute Spät Strom', 'WV Heute Früh Wasser']);
    const gestern = rowsOf(gs).find((r) => r.id === ids.gestern);
    expect(gestern).toMatchObject({
      auftragId: auftrag.id,
      vorgangsnummer: auftrag.antrag.vorgangsnummer,
      versorger: 'WV Gestern Gas',
      kontaktperson: 'Frau Test',
      telefon: '0351 1234',
      email: 'test@versorger.example.org',
      vorlageDate: berlinZeitpunkt(addDays(today, -1), '09:00').toISOString(),
      angefragtDate: berlinZeitpunkt(addDays(today, -2), '10:15').toISOString(),
      sachbearbeiter: sbName,
      sachbearbeiterId: sbId,
      bemerkung: null,
      zustand: 'ueberfaellig',
    });
    expect(rowsOf(gs).find((r) => r.id === ids.spaeter)?.zustand).toBe('offen');
    // finished rows and rows without a follow-up are not listed
    expect(rowsOf(gs).some((r) => r.id === ids.fertig || r.id === ids.edit)).toBe(false);
  });

  it('restricts the list to the own follow-ups with nurEigene=true', async () => {
    const all = rowsOf(await groups());
    const own = rowsOf(await groups('?nurEigene=true'));
    expect(all.some((r) => r.id === ids.fremd)).toBe(true);
    expect(own.some((r) => r.id === ids.fremd)).toBe(false);
    expect(own.some((r) => r.id === ids.spaeter)).toBe(true);
    expect(own.every((r) => r.sachbearbeiterId === sbId)).toBe(true);
    expect(rowsOf(await groups('?nurEigene=false')).length).toBe(all.length);
  });

  const trpc = async (c: Client, path: string, input: unknown) =>
    c.request('GET', `/trpc/wiedervorlage.${path}?input=${encodeURIComponent(JSON.stringify(input))}`);

  it("the screen's calls: the day groups with their counts, and a day's follow-ups page by page, as GetWiedervorlagen has them", async () => {
    // more follow-ups on one day than a page holds: 53 on the day after tomorrow, 10:00–10:52, three of them the admin's,
    // and one at its midnight
    const tag = addDays(today, 2);
    const em = h.db.em.fork();
    for (let i = 0; i < 53; i++) {
      em.create(Versorger, {
        auftrag: auftrag.id,
        versorgerName: `WV Seite ${String(i).padStart(2, '0')}`,
        anfrageStatus: 2,
        vorlageDatum: berlinZeitpunkt(tag, `10:${String(i).padStart(2, '0')}`),
        sachbearbeiter: i < 3 ? adminId : sbId,
      });
    }
    // the edges of the day: its first instant, and the first instant of the next day (which is not the day's)
    em.create(Versorger, {
      auftrag: auftrag.id,
      versorgerName: 'WV Seite Mitternacht',
      anfrageStatus: 2,
      vorlageDatum: berlinZeitpunkt(tag, '00:00'),
      sachbearbeiter: sbId,
    });
    em.create(Versorger, {
      auftrag: auftrag.id,
      versorgerName: 'WV Seite Folgetag',
      anfrageStatus: 2,
      vorlageDatum: berlinZeitpunkt(addDays(tag, 1), '00:00'),
      sachbearbeiter: sbId,
    });
    await em.flush();
    for (const nurEigene of [false, true]) {
      const all = await groups(`?nurEigene=${nurEigene}`);
      const tage = await trpc(sb, 'tage', { nurEigene });
      expect(tage.statusCode, tage.body).toBe(200);
      expect(tage.json().result.data).toEqual(
        all.map((g) => ({ vorlageDate: g.vorlageDate, zustand: g.zustand, anzahl: g.wiedervorlagen.length })),
      );
      for (const g of all) {
        const pages: Row[] = [];
        for (let page = 1; pages.length < g.wiedervorlagen.length; page++) {
          const res = await trpc(sb, 'am', { nurEigene, tag: g.vorlageDate, page });
          expect(res.statusCode, res.body).toBe(200);
          const am = res.json().result.data as {
            vorlageDate: string;
            zustand: string;
            total: number;
            page: number;
            wiedervorlagen: Row[];
          };
          expect(am).toMatchObject({
            vorlageDate: g.vorlageDate,
            zustand: g.zustand,
            total: g.wiedervorlagen.length,
            page,
          });
          expect(am.wiedervorlagen.length).toBe(Math.min(50, g.wiedervorlagen.length - (page - 1) * 50));
          pages.push(...am.wiedervorlagen);
        }
        expect(pages).toEqual(g.wiedervorlagen);
      }
      const seite =
        all.find((g) => g.vorlageDate === tag)?.wiedervorlagen.filter((r) => r.versorger.startsWith('WV Seite ')) ?? [];
      expect(seite.length).toBe(nurEigene ? 51 : 54);
      expect(seite.at(-1)?.versorger).toBe('WV Seite Mitternacht');
      expect(
        all
          .find((g) => g.vorlageDate === addDays(tag, 1))
          ?.wiedervorlagen.some((r) => r.versorger === 'WV Seite Folgetag'),
      ).toBe(true);
    }
    // a page past the end is empty; a day without follow-ups too
    const total = (await groups()).find((g) => g.vorlageDate === tag)?.wiedervorlagen.length ?? 0;
    expect(total).toBeGreaterThan(50);
    expect((await trpc(sb, 'am', { tag, page: Math.ceil(total / 50) + 1 })).json().result.data).toMatchObject({
      total,
      wiedervorlagen: [],
    });
    expect((await trpc(sb, 'am', { tag: addDays(today, 400) })).json().result.data).toMatchObject({
      total: 0,
      zustand: 'offen',
      wiedervorlagen: [],
    });
    // German answers to an impossible day, a page below 1; case workers only
    const bad = await trpc(sb, 'am', { tag: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Bitte geben Sie ein gültiges Datum an.');
    expect((await trpc(sb, 'am', { tag, page: 0 })).statusCode).toBe(400);
    for (const path of ['tage', 'am']) {
      expect((await trpc(kunde, path, { tag })).statusCode).toBe(403);
      expect((await trpc(admin, path, { tag })).statusCode).toBe(403);
    }
    await em.nativeDelete(Versorger, { versorgerName: { $like: 'WV Seite %' } });
  });

  it('is for case workers only', async () => {
    expect((await kunde.request('GET', '/api/Wiedervorlagen/GetWiedervorlagen')).statusCode).toBe(403);
    expect((await admin.request('GET', '/api/Wiedervorlagen/GetWiedervorlagen')).statusCode).toBe(403);
    expect((await new Client(h.app).request('GET', '/api/Wiedervorlagen/GetWiedervorlagen')).statusCode).toBe(401);
    expect((await kunde.request('PUT', `/api/Wiedervorlagen/PutSendeErinnerung/${ids.spaeter}`)).statusCode).toBe(403);
    expect((await kunde.request('GET', `/api/Wiedervorlagen/GetPositionById/${ids.spaeter}`)).statusCode).toBe(403);
  });

  it('a reminder moves the follow-up to one week ahead, 08:00 Berlin, with history code 4', async () => {
    const em = h.db.em.fork();
    const before = await em.count(Historie, { versorger: ids.gestern, aktion: 4 });
    const res = await sb.request('PUT', `/api/Wiedervorlagen/PutSendeErinnerung/${ids.gestern}`);
    expect(res.statusCode, res.body).toBe(200);
    const expected = berlinZeitpunkt(addDays(today, 7), '08:00');
    expect(res.json()).toEqual({ id: ids.gestern, vorlageDate: expected.toISOString() });
    const row = await em.findOneOrFail(Versorger, { id: ids.gestern });
    expect(row.vorlageDatum?.toISOString()).toBe(expected.toISOString());
    const historie = await em.find(Historie, { versorger: ids.gestern, aktion: 4 });
    expect(historie.length).toBe(before + 1);
    expect(historie.at(-1)?.beschreibung).toBe(
      `Wiedervorlage erstellt: ${formatDate(addDays(today, 7))} 08:00 (Erinnerung)`,
    );
    expect(
      await em.count(VersorgerHistorie, { versorger: ids.gestern, beschreibung: { $like: 'Wiedervorlage erstellt%' } }),
    ).toBe(1);
    expect(await em.count(Historie, { auftrag: auftrag.id, aktion: 3 })).toBe(1);
    const moved = rowsOf(await groups()).find((r) => r.id === ids.gestern);
    expect(moved).toMatchObject({ zustand: 'offen', vorlageDate: expected.toISOString() });
  });

  it('refuses a reminder for a finished row or an unknown id in German', async () => {
    const fertig = await sb.request('PUT', `/api/Wiedervorlagen/PutSendeErinnerung/${ids.fertig}`);
    expect(fertig.statusCode).toBe(409);
    expect(fertig.json().message).toBe('Die Anfrage an diesen Versorger ist bereits abgeschlossen.');
    const unknown = await sb.request(
      'PUT',
      '/api/Wiedervorlagen/PutSendeErinnerung/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Der Versorger wurde nicht gefunden.');
    expect((await sb.request('PUT', '/api/Wiedervorlagen/PutSendeErinnerung/kein-uuid')).statusCode).toBe(404);
  });

  it('stores the inline remark as a JSON string or {bemerkung}', async () => {
    const asString = await sb.request(
      'PUT',
      `/api/Wiedervorlagen/BemerkungWiedervorlagen/${ids.spaeter}`,
      json('Rückruf am Freitag'),
    );
    expect(asString.statusCode, asString.body).toBe(200);
    expect(asString.json()).toEqual({ id: ids.spaeter, bemerkung: 'Rückruf am Freitag' });
    expect(rowsOf(await groups()).find((r) => r.id === ids.spaeter)?.bemerkung).toBe('Rückruf am Freitag');
    const asObject = await sb.request('PUT', `/api/Wiedervorlagen/BemerkungWiedervorlagen/${ids.spaeter}`, {
      body: { bemerkung: 'Pläne zugesagt' },
    });
    expect(asObject.json().bemerkung).toBe('Pläne zugesagt');
    const bad = await sb.request('PUT', `/api/Wiedervorlagen/BemerkungWiedervorlagen/${ids.spaeter}`, {
      body: { bemerkung: 'a\u0000b' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Steuerzeichen');
    expect((await h.db.em.fork().findOneOrFail(Versorger, { id: ids.spaeter })).wiedervorlageBemerkung).toBe(
      'Pläne zugesagt',
    );
    const cleared = await sb.request('PUT', `/api/Wiedervorlagen/BemerkungWiedervorlagen/${ids.spaeter}`, {
      body: { bemerkung: '' },
    });
    expect(cleared.json().bemerkung).toBeNull();
  });

  it("serves 'Versorger-Position editieren'", async () => {
    const res = await sb.request('GET', `/api/Wiedervorlagen/GetPositionById/${ids.edit}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.edit,
      auftragId: auftrag.id,
      vorgangsnummer: auftrag.antrag.vorgangsnummer,
      versorgerName: 'WV Edit Straßenbeleuchtung',
      angefragtDatum: berlinZeitpunkt(addMonths(today, -2), '11:00').toISOString(),
      auskunftDatum: null,
      vorlageDatum: null,
      abgeschlossen: false,
      anfrageStatus: 2,
      bemerkung: null,
    });
    expect(
      (await sb.request('GET', '/api/Wiedervorlagen/GetPositionById/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it('applies every date rule with German messages naming the field, and writes nothing then', async () => {
    const von = formatDate(addMonths(today, -1));
    const put = (body: Record<string, unknown>) =>
      sb.request('PUT', `/api/Wiedervorlagen/PutUpdatePositionVersorger/${ids.edit}`, { body });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { angefragtDatum: formatDate(addDays(addMonths(today, -1), -1)) },
        'angefragtDatum',
        `Das Datum „Angefragt am“ muss zwischen dem ${von} und heute liegen.`,
      ],
      [
        { angefragtDatum: `${addDays(today, 1)}T09:00` },
        'angefragtDatum',
        `Das Datum „Angefragt am“ muss zwischen dem ${von} und heute liegen.`,
      ],
      [
        { auskunftDatum: addDays(today, 1) },
        'auskunftDatum',
        `Das Datum „Auskunft am“ muss zwischen dem ${von} und heute liegen.`,
      ],
      [
        { auskunftDatum: berlinZeitpunkt(addDays(addMonths(today, -1), -1), '23:59').toISOString() },
        'auskunftDatum',
        `Das Datum „Auskunft am“ muss zwischen dem ${von} und heute liegen.`,
      ],
      [
        { vorlageDatum: `${formatDate(addDays(today, -1))} 23:59` },
        'vorlageDatum',
        'Das Datum „Wiedervorlage“ darf nicht vor heute liegen.',
      ],
      [
        { vorlageDatum: '31.02.2030' },
        'vorlageDatum',
        'Das Datum „Wiedervorlage“ ist ungültig. Bitte im Format TT.MM.JJJJ HH:mm angeben.',
      ],
      [
        { vorlageDatum: 'morgen früh' },
        'vorlageDatum',
        'Das Datum „Wiedervorlage“ ist ungültig. Bitte im Format TT.MM.JJJJ HH:mm angeben.',
      ],
    ];
    const em = h.db.em.fork();
    const historie = await em.count(Historie, {});
    for (const [body, field, message] of cases) {
      const res = await put({ ...body, bemerkung: 'soll nicht gespeichert werden' });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: [{ field, message }] });
    }
    expect((await put({ abgeschlossen: 'ja' })).statusCode).toBe(400);
    const row = await em.findOneOrFail(Versorger, { id: ids.edit });
    expect(row.vorlageDatum).toBeNull();
    expect(row.wiedervorlageBemerkung).toBeNull();
    expect(await em.count(Historie, {})).toBe(historie);
  });

  it('saves a follow-up: a day alone means 08:00, times are kept, an unchanged old date passes, history code 4', async () => {
    const em = h.db.em.fork();
    const alt = berlinZeitpunkt(addMonths(today, -2), '11:00').toISOString();
    const res = await sb.request('PUT', `/api/Wiedervorlagen/PutUpdatePositionVersorger/${ids.edit}`, {
      body: {
        angefragtDatum: alt,
        auskunftDatum: null,
        vorlageDatum: formatDate(addDays(today, 2)),
        abgeschlossen: false,
        bemerkung: 'Nachfassen',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      angefragtDatum: alt,
      vorlageDatum: berlinZeitpunkt(addDays(today, 2), '08:00').toISOString(),
      bemerkung: 'Nachfassen',
      sachbearbeiterId: sbId,
      anfrageStatus: 2,
    });
    expect(await em.count(Historie, { versorger: ids.edit, aktion: 4 })).toBe(1);
    expect(rowsOf(await groups('?nurEigene=true')).find((r) => r.id === ids.edit)).toMatchObject({
      bemerkung: 'Nachfassen',
      zustand: 'offen',
    });

    // today counts (any time of it), German format with a time keeps the time
    const heute = await sb.request('PUT', `/api/Wiedervorlagen/PutUpdatePositionVersorger/${ids.edit}`, {
      body: { vorlageDatum: `${formatDate(today)} 06:30` },
    });
    expect(heute.statusCode, heute.body).toBe(200);
    expect(heute.json().vorlageDatum).toBe(berlinZeitpunkt(today, '06:30').toISOString());
    expect(await em.count(Historie, { versorger: ids.edit, aktion: 4 })).toBe(2);

    // the same follow-up again writes no second history line
    await sb.request('PUT', `/api/Wiedervorlagen/PutUpdatePositionVersorger/${ids.edit}`, {
      body: { vorlageDatum: berlinZeitpunkt(today, '06:30').toISOString() },
    });
    expect(await em.count(Historie, { versorger: ids.edit, aktion: 4 })).toBe(2);
  });

  it('an answer date finishes the enquiry (anfrageStatus 3) and the follow-up leaves the list', async () => {
    const auskunft = `${today}T07:45`;
    const res = await sb.request('PUT', `/api/Wiedervorlagen/PutUpdatePositionVersorger/${ids.edit}`, {
      body: { auskunftDatum: auskunft },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      anfrageStatus: 3,
      auskunftDatum: berlinZeitpunkt(today, '07:45').toISOString(),
    });
    expect(rowsOf(await groups()).some((r) => r.id === ids.edit)).toBe(false);
    const em = h.db.em.fork();
    const row = await em.findOneOrFail(Versorger, { id: ids.edit });
    expect(row.anfrageStatus).toBe(3);
    expect(
      await em.count(VersorgerHistorie, {
        versorger: ids.edit,
        beschreibung: { $like: 'Position bearbeitet: Auskunft am:%' },
      }),
    ).toBe(1);
    // the processing status was derived again: still open rows keep the order below 3
    expect((await em.findOneOrFail(Auftrag, { id: auftrag.id })).bearbeitungsStatus).toBeLessThan(3);
  });
});
